import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { PaintScreen } from './fixtures/paint-screen'

const baseURL = inject('baseURL')
// A downscaled kodim05 kept in the repository (the engine's test fixtures).
const photo = fileURLToPath(
  new URL('../packages/pbn/test/fixtures/in/kodim05-384.png', import.meta.url),
)
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('create a puzzle from a photo', () => {
  it('makes a puzzle on the device, saves it, paints it, and lists it in my works', async () => {
    const app = await AppPage.open(browser, baseURL)
    const uploads: string[] = []
    app.page.on('request', (r) => {
      if (r.method() !== 'GET') uploads.push(r.url())
    })
    await app.goto('/create')
    await app.heading('Create')
    await app.page.getByTestId('photo-input').setInputFiles(photo)
    await app.page.getByText('Save and start painting').waitFor({ timeout: 30_000 })
    const caption = await app.page.locator('.create-preview figcaption').nth(1).textContent()
    expect(caption).toMatch(/^\d+ regions, \d+ colours$/)
    expect(uploads).toEqual([])
    await app.page.getByText('Save and start painting').click()
    const paint = new PaintScreen(app.page)
    await paint.waitOpen()
    const colour = (await paint.selectedColor()) ?? 0
    const [region] = (await paint.regions())
      .filter((r) => r.color === colour)
      .sort((a, b) => b.area - a.area)
    await paint.tapRegion((region as { id: number }).id)
    await expect.poll(() => paint.progressText()).not.toBe('0% painted')
    await app.page.waitForTimeout(400)
    await app.goto('/my-works')
    await app.heading('My works')
    await expect
      .poll(() => app.page.locator('.work-card', { hasText: 'kodim05-384' }).count())
      .toBe(1)
    await app.close()
  })

  it('explains a file that is not a photo and changes nothing', async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.goto('/create')
    await app.heading('Create')
    await app.page.getByTestId('photo-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    })
    await app.page.getByText('Choose a photo: JPEG, PNG, WebP or HEIC.').waitFor()
    expect(await app.page.locator('.create-preview img').count()).toBe(0)
    await app.close()
  })
})
