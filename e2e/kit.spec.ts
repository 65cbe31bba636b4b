import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { pageText, pageWords, pdfInfo, renderPage } from '../packages/kit/test/poppler'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { easyPicture } from './fixtures/catalogue'
import { PaintScreen } from './fixtures/paint-screen'
import { downloadedBytes } from './fixtures/png'

const baseURL = inject('baseURL')
// An easy picture: its regions are large enough for a 50x70 cm canvas.
const PICTURE = easyPicture
const A4_POINTS = [595.276, 841.89]
const paintNames = (
  JSON.parse(
    readFileSync(new URL('../packages/kit/src/paints/acrylic-12.json', import.meta.url), 'utf8'),
  ) as { paints: { name: string }[] }
).paints.map((p) => p.name)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('print kit', () => {
  it('makes a kit from the colouring screen, saved as a PDF with the preview, legend and outline', {
    timeout: 300_000,
  }, async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.goto(`/home?paint=${PICTURE}`)
    const paint = new PaintScreen(app.page)
    await paint.waitOpen()
    const regions = (await paint.regions()).length
    await app.page.locator('ion-button[aria-label="Print kit"]').click()
    await app.page.waitForURL(new RegExp(`kit=${PICTURE}`))
    const form = app.page.getByRole('form', { name: 'Print kit' })
    await form.getByLabel('Size').selectOption('50x70cm')
    await form.getByLabel('Paper').selectOption('a4')
    await form.getByLabel('Paint set').selectOption('acrylic-12')
    await form.getByLabel('Mode').selectOption('restrict')
    await form.getByRole('button', { name: 'Make kit' }).click()
    // The machine running the tests is shared and busy: making the PDF gets two minutes.
    const ready = form.getByRole('status')
    await ready.waitFor({ timeout: 120_000 })
    expect(await form.getByRole('alert').count()).toBe(0)
    const made = /^Your kit is ready: (\d+) sheets? of outline, (\d+) colours\.$/.exec(
      ((await ready.textContent()) ?? '').trim(),
    )
    expect(made).not.toBeNull()
    const sheets = Number(made?.[1])
    // 50x70 cm over A4 sheets with their margins and overlap takes at least six of them.
    expect(sheets).toBeGreaterThanOrEqual(6)
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      form.getByRole('button', { name: 'Save PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/-kit\.pdf$/)
    const file = join(mkdtempSync(join(tmpdir(), 'huey-kit-')), 'kit.pdf')
    writeFileSync(file, await downloadedBytes(download))
    await app.close()

    const { pages, sizes } = pdfInfo(file)
    // The preview, at least one legend page, then the outline's sheets, all on A4.
    expect(pages).toBeGreaterThanOrEqual(sheets + 2)
    expect(sizes).toHaveLength(pages)
    for (const size of sizes) expect([...size].sort((a, b) => a - b)).toEqual(A4_POINTS)
    const legend = pageText(file, 2)
    expect(legend).toMatch(/50x70 cm canvas/)
    expect(legend).toMatch(/restrict mode: every number is a paint of the set/)
    expect(paintNames.some((name) => legend.includes(name))).toBe(true)
    expect(legend).toMatch(/\d+(\.\d)? ml/)
    // Every region has its number on the outline's sheets.
    let numbers = 0
    for (let page = pages - sheets + 1; page <= pages; page++) {
      numbers += pageWords(file, page).filter((w) => /^\d+$/.test(w.text)).length
    }
    expect(numbers).toBeGreaterThanOrEqual(regions)
    const sheet = renderPage(file, pages - sheets + 1, 50)
    expect(sheet.pixels.some((v) => v < 100)).toBe(true)
  })
})
