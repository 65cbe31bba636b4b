// The engine bench's phone part: each photo made into a puzzle exactly as the create page makes
// it (bench/engine-phone-page.ts), but on a blank page's main thread in headless Chromium under
// 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate), a mid-range phone's pace; a fresh page
// per photo and preset, so each time is a first puzzle's, as on a phone.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'
import { launchBrowser } from '../e2e/fixtures/browser'
import type { PhoneRun } from './engine-phone-page'
import { median } from './engine-row'

export const SLOWDOWN = 4

/** Per photo and preset, the time to a made puzzle (decode and make) at 4x. */
export async function phonePart(
  files: string[],
  dir: string,
  report: Record<string, unknown>,
): Promise<Map<string, number>> {
  const script = buildSync({
    entryPoints: [fileURLToPath(new URL('./engine-phone-page.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'error',
  }).outputFiles[0]?.text as string
  const browser = await launchBrowser()
  const rows: (PhoneRun & { image: string; preset: string; ms: number })[] = []
  try {
    for (const preset of ['medium', 'hard'] as const) {
      for (const file of files) {
        const page = await browser.newPage()
        await page.setContent('<!doctype html><title>engine at 4x</title>')
        await page.addScriptTag({ content: script })
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
        const png = [...readFileSync(`${dir}/${file}`)]
        const run = await page.evaluate(
          ([bytes, p]) => window.makeAsCreatePage(new Uint8Array(bytes), p),
          [png, preset] as const,
        )
        await page.close()
        const image = file.replace('.png', '')
        const ms = Math.round(run.decodeMs + run.makeMs)
        rows.push({ image, preset, ...run, ms })
      }
    }
  } finally {
    await browser.close()
  }
  console.log(`\nAs the create page makes it, on the main thread at ${SLOWDOWN}x CPU slowdown`)
  console.table(
    rows.map((r) => ({ ...r, decodeMs: Math.round(r.decodeMs), makeMs: Math.round(r.makeMs) })),
  )
  const summary = Object.fromEntries(
    (['medium', 'hard'] as const).map((p) => [
      p,
      { medianMs: median(rows.filter((r) => r.preset === p).map((r) => r.ms)) },
    ]),
  )
  console.log(summary)
  report.phone = { slowdown: SLOWDOWN, summary, rows }
  return new Map(rows.map((r) => [`${r.image} ${r.preset}`, r.ms]))
}
