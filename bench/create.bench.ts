/// <reference lib="dom" />
// `npm run bench -- create`: a 12-megapixel photo chosen on the create page in Chromium, to the
// preview of its puzzle; and the longest main-thread task meanwhile (PerformanceObserver 'longtask').
// Builds the production web app, serves it with the real server, and runs each difficulty RUNS times.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { launchBrowser } from '../e2e/fixtures/browser'
import { repoRoot, startServer } from '../e2e/fixtures/server'

const RUNS = Number(process.env.RUNS ?? 5)
// A copy of ../shared/testimages/kodim05.png kept in the repository.
const source = join(repoRoot, 'packages/pbn/test/fixtures/in/kodim05.png')

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: join(repoRoot, 'apps/web'),
  stdio: 'inherit',
})
if (build.status !== 0) throw new Error('The web build failed.')

// 4000 x 3000 = 12 megapixels, a phone camera's JPEG.
const photo = join(mkdtempSync(join(tmpdir(), 'huey-bench-')), 'photo-12mp.jpg')
writeFileSync(
  photo,
  await sharp(source).resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer(),
)

interface Run {
  readonly toPreview: number
  readonly longest: number
  readonly over50: number
}

const server = await startServer({ WEB_DIST: join(repoRoot, 'apps/web/dist'), CATALOG_SIZE: '0' })
const browser = await launchBrowser()
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

async function once(difficulty: 'Easy' | 'Medium' | 'Hard'): Promise<Run> {
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  await page.goto('/create')
  await page.getByRole('heading', { name: 'Create' }).waitFor()
  if (difficulty !== 'Medium') {
    // The segment shows once a photo is open: open one, pick the difficulty, then time a fresh choice.
    await page.getByTestId('photo-input').setInputFiles(photo)
    await page.getByTestId('outline-preview').waitFor({ timeout: 60_000 })
    await page.locator('ion-segment-button', { hasText: difficulty }).click()
    await page.getByTestId('create-progress').waitFor({ state: 'detached', timeout: 60_000 })
  }
  const measured = page.evaluate(
    () =>
      new Promise<Run>((resolve) => {
        const tasks: { start: number; duration: number }[] = []
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            tasks.push({ start: e.startTime, duration: e.duration })
        })
        observer.observe({ type: 'longtask' })
        let chosen = 0
        let working = false
        document.addEventListener('change', () => (chosen = performance.now()), {
          capture: true,
          once: true,
        })
        // The preview counts once the progress bar has come and gone and the outline shows.
        const watch = new MutationObserver(() => {
          const progress = document.querySelector('[data-testid="create-progress"]')
          if (progress) working = true
          if (!chosen || !working || progress) return
          if (!document.querySelector('[data-testid="outline-preview"]')) return
          watch.disconnect()
          const shown = performance.now()
          // Let the observer deliver the tasks of the last frames.
          setTimeout(() => {
            observer.disconnect()
            const during = tasks.filter((t) => t.start + t.duration >= chosen && t.start <= shown)
            resolve({
              toPreview: shown - chosen,
              longest: Math.max(0, ...during.map((t) => t.duration)),
              over50: during.filter((t) => t.duration > 50).length,
            })
          }, 300)
        })
        watch.observe(document.body, { subtree: true, childList: true, attributes: true })
      }),
  )
  await page.getByTestId('photo-input').setInputFiles(photo)
  const run = await measured
  await context.close()
  return run
}

const results: Record<string, { toPreviewMs: number; longestTaskMs: number; runs: Run[] }> = {}
for (const difficulty of ['Medium', 'Easy', 'Hard'] as const) {
  const runs: Run[] = []
  await once(difficulty) // warm-up: first chunk loads, JIT
  for (let i = 0; i < RUNS; i++) runs.push(await once(difficulty))
  const toPreviewMs = Math.round(median(runs.map((r) => r.toPreview)))
  const longestTaskMs = Math.round(Math.max(...runs.map((r) => r.longest)))
  results[difficulty.toLowerCase()] = { toPreviewMs, longestTaskMs, runs }
  console.log(
    `${difficulty.padEnd(6)} 12 MP photo -> preview: median ${toPreviewMs} ms ` +
      `(${runs.map((r) => Math.round(r.toPreview)).join(', ')}); longest main-thread task ` +
      `${longestTaskMs} ms; tasks over 50 ms per run: ${runs.map((r) => r.over50).join(', ')}`,
  )
}
writeFileSync(
  join(repoRoot, 'bench/results/create.json'),
  `${JSON.stringify({ date: new Date().toISOString(), photo: '4000x3000 JPEG (kodim05 upscaled)', results }, null, 2)}\n`,
)
await browser.close()
await server.stop()
