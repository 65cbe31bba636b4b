import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { serverWorks, signedUpSession } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { axeViolations } from './fixtures/axe'
import { launchBrowser, renderers } from './fixtures/browser'
import { easyPicture, freePictures, partialCategory } from './fixtures/catalogue'
import { keptFilled } from './fixtures/kept-work'
import { PaintScreen } from './fixtures/paint-screen'
import { downloadedBytes, PNG_SIGNATURE, pixelAt, regionPoint, rgbDistance } from './fixtures/png'
import { probeVideo } from './fixtures/video'

const baseURL = inject('baseURL')

describe.each(renderers)('gallery and colouring screen, $name', ({ webgl2 }) => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser({ webgl2 })
  })
  afterAll(() => browser.close())

  it('shows the catalogue with difficulty and a premium lock', async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.goto('/home')
    await app.heading('Gallery')
    const cards = app.page.locator('.picture-card[data-image-id]')
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(6)
    await expect.poll(() => app.page.locator('.picture-lock').count()).toBeGreaterThanOrEqual(1)
    const some = partialCategory()
    await app.page.getByRole('button', { name: some.name, exact: true }).click()
    const grid = app.page.locator('.gallery-grid .picture-card[data-image-id]')
    await expect.poll(() => grid.count()).toBe(some.ids.length)
    await app.close()
  })

  it('opens a picture, fills by colour, refuses a wrong colour, and keeps progress over a reload', async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.goto('/home')
    await app.page
      .locator(`.gallery-grid .picture-card[data-image-id="${freePictures[0]}"]`)
      .click()
    await app.page.waitForURL(new RegExp(`\\?paint=${freePictures[0]}`))
    const paint = new PaintScreen(app.page)
    await paint.waitOpen()
    expect(await paint.progressText()).toBe('0% painted')
    const regions = await paint.regions()
    const selected = (await paint.selectedColor()) ?? 0
    const wrong = regions.find((r) => r.color !== selected) as (typeof regions)[number]
    await paint.tapRegion(wrong.id)
    expect(await paint.progressText()).toBe('0% painted')
    const right = [...regions]
      .filter((r) => r.color === selected)
      .sort((a, b) => b.area - a.area)[0] as (typeof regions)[number]
    await paint.tapRegion(right.id)
    await expect.poll(() => paint.progressText()).not.toBe('0% painted')
    const after = await paint.progressText()
    await expect.poll(() => keptFilled(app.page, freePictures[0] as string)).toEqual([right.id])
    await app.page.reload()
    await paint.waitOpen()
    await expect.poll(() => paint.progressText()).toBe(after)
    await app.close()
  })

  it('has no accessibility problems on the colouring screen', async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.goto(`/home?paint=${easyPicture}`)
    const paint = new PaintScreen(app.page)
    await paint.waitOpen()
    expect(await axeViolations(app.page, '.paint-modal')).toEqual([])
    await app.close()
  })

  // Easy pictures have 40 to 150 regions, each tapped a third of a second apart: a longer wait.
  it('celebrates a finished picture', async () => {
    const app = await AppPage.open(browser, baseURL)
    // An easy picture: a hard one has a thousand regions or more to tap.
    await app.goto(`/home?paint=${easyPicture}`)
    const paint = new PaintScreen(app.page)
    await paint.waitOpen()
    const regions = await paint.regions()
    const colours = [...new Set(regions.map((r) => r.color))]
    for (const colour of colours) {
      await paint.selectColour(colour)
      for (const r of regions.filter((x) => x.color === colour)) await paint.paintRegion(r.id)
    }
    await app.page.getByText('Beautiful! You finished it.').waitFor()
    const [saved] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.locator('ion-button', { hasText: 'Save PNG' }).click(),
    ])
    expect(saved.suggestedFilename()).toMatch(/\.png$/)
    expect(await paint.progressText()).toBe('100% painted')
    // The time-lapse: about ten seconds, at the picture's proportions, its long side 1080 px.
    const [video] = await Promise.all([
      app.page.waitForEvent('download', { timeout: 120_000 }),
      app.page.locator('ion-button', { hasText: 'Save video' }).click(),
    ])
    const probed = probeVideo(await downloadedBytes(video), video.suggestedFilename())
    const size = await app.page.evaluate(() => window.__huey?.paint.puzzleSize() ?? null)
    expect(size).not.toBeNull()
    const { width, height } = size as { width: number; height: number }
    expect(Math.max(probed.width, probed.height)).toBe(1080)
    expect(probed.width / probed.height).toBeCloseTo(width / height, 1)
    expect(probed.seconds).toBeGreaterThan(9.5)
    expect(probed.seconds).toBeLessThan(10.5)
    // MP4 where this Chromium encodes H.264 (or VP9, AV1) through WebCodecs; WebM otherwise.
    expect(video.suggestedFilename()).toMatch(
      probed.container.includes('mp4') ? /\.mp4$/ : /\.webm$/,
    )
    console.info(
      `Time-lapse: ${probed.container}, ${probed.codec}, ${probed.width}x${probed.height}, ${probed.seconds} s`,
    )
    await expect
      .poll(async () => (await keptFilled(app.page, easyPicture))?.length)
      .toBe(regions.length)
    await app.goto('/my-works')
    await app.heading('My works')
    const card = app.page.locator(`[data-work-id="${easyPicture}"]`)
    await expect.poll(() => card.textContent()).toContain('Completed')
    // The finished picture saves as a PNG from my-works too.
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      card.locator('ion-button[aria-label$="as PNG"]').click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.png$/)
    expect((await downloadedBytes(download)).subarray(0, 8)).toEqual(PNG_SIGNATURE)
    await app.close()
  }, 180_000)

  it("brings a signed-in user's progress to a second browser after sync", async () => {
    const session = await signedUpSession(baseURL, 'Sync')
    const signedIn = () => AppPage.signedIn(browser, baseURL, session)
    const first = await signedIn()
    await first.goto(`/home?paint=${freePictures[1]}`)
    const paintA = new PaintScreen(first.page)
    await paintA.waitOpen()
    const colour = (await paintA.selectedColor()) ?? 0
    const largest = [...(await paintA.regions())].sort((a, b) => b.area - a.area)
    const painting = largest.find((r) => r.color === colour) as (typeof largest)[number]
    const unpainted = largest.find((r) => r.color !== colour) as (typeof largest)[number]
    await paintA.tapRegion(painting.id)
    await expect.poll(() => paintA.progressText()).not.toBe('0% painted')
    const progress = await paintA.progressText()
    await first.page.locator('ion-button[aria-label="Close"]').click()
    // The first save may reach the server before the fill does: wait for the fill itself.
    await expect
      .poll(async () =>
        (await serverWorks(baseURL, session.token)).map((work) => ({
          imageId: work.imageId,
          painted: work.filled.includes(painting.id),
        })),
      )
      .toEqual([{ imageId: freePictures[1], painted: true }])
    await first.close()

    // The second browser has the work from the sync but has never opened its picture: my-works
    // saves it as a PNG all the same, fetching the puzzle it lacks, and draws its thumbnail.
    const second = await signedIn()
    await second.goto('/my-works')
    await second.heading('My works')
    const card = second.page.locator(`[data-work-id="${freePictures[1]}"]`)
    const [download] = await Promise.all([
      second.page.waitForEvent('download'),
      card.locator('ion-button[aria-label$="as PNG"]').click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.png$/)
    const png = await downloadedBytes(download)
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
    expect(png.length).toBeGreaterThan(10_000)
    const pixel = async (region: { id: number; color: number }) => {
      const point = await regionPoint(baseURL, freePictures[1], region)
      return { seen: await pixelAt(png, point), painted: point.rgb }
    }
    const filled = await pixel(painting)
    expect(rgbDistance(filled.seen, filled.painted)).toBeLessThan(6)
    const blank = await pixel(unpainted)
    expect(rgbDistance(blank.seen, [255, 255, 255])).toBeLessThan(6)
    await card.locator('.work-open img').waitFor()

    await second.goto(`/home?paint=${freePictures[1]}`)
    const paintB = new PaintScreen(second.page)
    await paintB.waitOpen()
    await expect.poll(() => paintB.progressText()).toBe(progress)
    await second.close()
  })
})
