import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { serverWorks, signedUpSession } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { CreateScreen } from './fixtures/create-screen'
import { watchContentSecurityPolicy } from './fixtures/csp'
import { keptFilled } from './fixtures/kept-work'
import { PaintScreen } from './fixtures/paint-screen'
import { engineWorkers, watchWorkers } from './fixtures/workers'

const baseURL = inject('baseURL')
// A copy of ../shared/testimages/kodim05.png kept in the repository, so a clone anywhere finds it.
const kodim05 = fileURLToPath(
  new URL('../packages/pbn/test/fixtures/in/kodim05.png', import.meta.url),
)
const heic = fileURLToPath(
  new URL('../apps/server/src/processing/fixtures/kodim05-192.heic', import.meta.url),
)
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function openCreate(): Promise<{ app: AppPage; create: CreateScreen }> {
  const app = await AppPage.open(browser, baseURL)
  await app.goto('/create')
  await app.heading('Create')
  // Let the service worker take control first, so the engine's worker loads through it.
  await app.page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  return { app, create: new CreateScreen(app.page) }
}

/** Chooses a photo and cancels its puzzle while it is being made, until the progress has gone. */
async function chooseThenCancel(app: AppPage, create: CreateScreen): Promise<void> {
  await create.choose(kodim05)
  await app.page.getByRole('button', { name: 'Cancel' }).click()
  await app.page.getByTestId('create-progress').waitFor({ state: 'detached' })
}

/** Taps the number of the selected colour's largest region: it fills. */
async function paintOneRegion(paint: PaintScreen): Promise<void> {
  const colour = (await paint.selectedColor()) ?? 0
  const [largest] = (await paint.regions())
    .filter((r) => r.color === colour)
    .sort((a, b) => b.area - a.area)
  if (!largest) throw new Error(`Colour ${colour + 1} has no region.`)
  await paint.tapRegion(largest.id)
  await expect.poll(() => paint.progressText()).not.toBe('0% painted')
}

describe('create a puzzle from a photo', () => {
  it.each([
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const)(
    'on a %s: no empty card before a photo, then the save button in view',
    async (name, viewport) => {
      const phone = name === 'phone'
      const context = await browser.newContext({
        baseURL,
        viewport,
        isMobile: phone,
        hasTouch: phone,
        deviceScaleFactor: phone ? 2 : 1,
      })
      await watchContentSecurityPolicy(context)
      const page = await context.newPage()
      // SHOTS_DIR=/tmp/shots/works keeps what the test saw, to look at.
      const shot = async (what: string) => {
        const dir = process.env.SHOTS_DIR
        if (!dir) return
        mkdirSync(dir, { recursive: true })
        await page.screenshot({ path: join(dir, `create-${name}-${what}.png`) })
      }
      await page.goto('/create')
      await page.locator('.ion-page:not(.ion-page-hidden) h1', { hasText: 'Create' }).waitFor()
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      expect(await page.getByTestId('finished-preview').isVisible()).toBe(false)
      expect(await page.getByText('Finished', { exact: true }).isVisible()).toBe(false)
      await shot('before')
      const create = new CreateScreen(page)
      await create.choose(kodim05)
      await create.waitPreview()
      await page.getByTestId('outline-preview').waitFor()
      const button = page.locator('.create-save-paint')
      const box = await button.boundingBox()
      if (!box) throw new Error('No save button on screen.')
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
      // Nothing (the tab bar, a preview) lies over it.
      const onTop = await page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.create-save-paint')),
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      )
      expect(onTop).toBe(true)
      await shot('made')
      await context.close()
    },
  )

  it('makes a puzzle on the device, saves it, paints it, and lists it in my works', async () => {
    const { app, create } = await openCreate()
    const sent: string[] = []
    app.page.on('request', (r) => {
      if (r.method() !== 'GET') sent.push(r.url())
    })
    expect(await app.page.getByText('only the puzzle is kept, never the photo').count()).toBe(1)
    const progress = create.watchProgress()
    await create.choose(kodim05)
    await create.waitPreview()
    const seen = await progress
    expect(seen.stages.length).toBeGreaterThanOrEqual(2)
    expect(seen.highest).toBeGreaterThan(0)
    expect(await create.caption()).toMatch(/^\d+ regions, \d+ colours$/)
    expect(sent).toEqual([])
    // Named after the day the photo was taken (a PNG has no EXIF: the file's time), not the file.
    const title = await create.title()
    expect(title).toMatch(/^Photo of [A-Z][a-z]+ \d{1,2}, \d{4}$/)

    await create.save()
    const paint = new PaintScreen(app.page)
    await paint.waitOpen()
    await paintOneRegion(paint)
    const painted = new URL(app.page.url()).searchParams.get('paint') as string
    await expect.poll(async () => (await keptFilled(app.page, painted))?.length).toBe(1)
    await app.goto('/my-works')
    await app.heading('My works')
    await expect.poll(() => app.page.locator('.work-card', { hasText: title }).count()).toBe(1)
    await app.close()
  })

  it('regenerates when the difficulty changes, with the engine the first puzzle warmed up', async () => {
    const { app, create } = await openCreate()
    // Every worker the page starts, by script: decoding the photo starts and ends one of its own.
    await watchWorkers(app.page)
    const engines = async () => (await engineWorkers(app.page)).started
    await create.choose(kodim05)
    await create.waitPreview()
    const medium = await create.regionCount()
    const afterFirst = await engines()
    expect(afterFirst).toBeGreaterThan(0)
    await create.difficulty('Easy')
    await expect.poll(() => create.regionCount(), { timeout: 30_000 }).toBeLessThan(medium)
    expect(await engines()).toBe(afterFirst)
    await app.close()
  })

  it('makes a puzzle after one was cancelled', async () => {
    const { app, create } = await openCreate()
    await chooseThenCancel(app, create)
    await create.choose(kodim05)
    await create.waitPreview()
    expect(await create.caption()).toMatch(/^\d+ regions, \d+ colours$/)
    await app.close()
  })

  it('cancels a puzzle being made', async () => {
    const { app, create } = await openCreate()
    await watchWorkers(app.page)
    await chooseThenCancel(app, create)
    // Every engine that was making it has been ended: no preview can come from one any more.
    const engines = await engineWorkers(app.page)
    expect(engines.started).toBeGreaterThan(0)
    expect(engines.ended).toBe(engines.started)
    expect(await app.page.getByTestId('outline-preview').count()).toBe(0)
    await app.close()
  })

  it('opens an iPhone HEIC photo', async () => {
    const { app, create } = await openCreate()
    await create.choose(heic)
    await create.waitPreview()
    expect(await create.caption()).toMatch(/^\d+ regions, \d+ colours$/)
    await app.close()
  })

  it('explains a file that is not a photo, or a damaged one, and keeps the puzzle it has', async () => {
    const { app, create } = await openCreate()
    await create.choose({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    })
    await app.page.getByText('Choose a photo: JPEG, PNG, WebP or HEIC.').waitFor()
    expect(await app.page.getByTestId('outline-preview').count()).toBe(0)

    await create.choose(kodim05)
    await create.waitPreview()
    const caption = await create.caption()
    await create.choose({
      name: 'broken.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
    })
    await app.page.getByText('This photo could not be opened. It may be damaged.').waitFor()
    expect(await create.caption()).toBe(caption)
    await app.close()
  })

  it('keeps a signed-in user’s puzzle, never the photo, and brings it to their other device', async () => {
    const session = await signedUpSession(baseURL, 'Maker')
    const device = () => AppPage.signedIn(browser, baseURL, session)
    const firstApp = await device()
    await firstApp.goto('/create')
    await firstApp.heading('Create')
    await firstApp.page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    const first = { app: firstApp, create: new CreateScreen(firstApp.page) }
    const uploads: string[] = []
    first.app.page.on('request', (r) => {
      if (r.method() !== 'GET') uploads.push(new URL(r.url()).pathname)
    })
    await first.create.choose(kodim05)
    await first.create.waitPreview()
    await first.create.titleField().fill('Kodak boats')
    await first.create.save()
    const paint = new PaintScreen(first.app.page)
    await paint.waitOpen()
    await paintOneRegion(paint)
    const progress = await paint.progressText()
    await first.app.page.locator('ion-button[aria-label="Close"]').click()
    const mine = async () =>
      (await (
        await fetch(`${baseURL}/works/puzzles`, {
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).json()) as { imageId: string; title: string }[]
    await expect.poll(async () => (await mine()).map((c) => c.title)).toEqual(['Kodak boats'])
    const [made] = await mine()
    // The puzzle's work is saved empty when it opens: wait for the painted region itself.
    await expect
      .poll(
        async () =>
          (await serverWorks(baseURL, session.token)).find((w) => w.imageId === made?.imageId)
            ?.filled.length ?? 0,
      )
      .toBeGreaterThan(0)
    // Only the puzzle and its work leave the device (and the preferences, such as a hint seen).
    const sent = uploads.filter(
      (path) => !path.startsWith('/works') && path !== '/auth/preferences',
    )
    expect(sent).toEqual([])
    await first.app.close()

    // A link followed on the other device before my-works or create has synced the creations.
    const second = await device()
    await second.goto(`/home?paint=${encodeURIComponent(made?.imageId ?? '')}`)
    const linked = new PaintScreen(second.page)
    await linked.waitOpen()
    await expect.poll(() => linked.progressText()).toBe(progress)
    await second.page.locator('ion-button[aria-label="Close"]').click()

    await second.goto('/my-works')
    await second.heading('My works')
    const card = second.page.locator('.work-card', { hasText: 'Kodak boats' })
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1)
    await card.locator('.work-open').click()
    const again = new PaintScreen(second.page)
    await again.waitOpen()
    await expect.poll(() => again.progressText()).toBe(progress)
    await second.close()
  })

  it('offers a signed-in user the server when the device is slow, and shows its puzzle', async () => {
    const session = await signedUpSession(baseURL, 'Maker')
    const app = await AppPage.signedIn(browser, baseURL, session)
    await app.page.clock.install()
    await app.page.clock.resume()
    await app.goto('/create')
    await app.heading('Create')
    const create = new CreateScreen(app.page)
    const uploads: string[] = []
    app.page.on('request', (r) => {
      if (r.method() === 'POST') uploads.push(new URL(r.url()).pathname)
    })
    await create.choose(kodim05)
    await app.page.getByTestId('create-progress').waitFor()
    // The device's time passes faster than its work: the page thinks 7 s went by.
    await app.page.clock.fastForward(7000)
    await app.page.getByRole('button', { name: 'Make it on the Huey server' }).click()
    await create.waitPreview()
    expect(uploads).toEqual(['/images/process'])
    expect(await create.caption()).toMatch(/^\d+ regions, \d+ colours$/)
    await app.close()
  })

  it('turns a phone photo upright as its EXIF orientation says', async () => {
    const { app, create } = await openCreate()
    // Stored 320 x 160 landscape, shown rotated 90 degrees: a 160 x 320 portrait.
    const sideways = await sharp({
      create: { width: 320, height: 160, channels: 3, background: '#3a7' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="320" height="80"><rect width="320" height="80" fill="#c33"/></svg>',
          ),
          top: 0,
          left: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    await create.choose({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: sideways })
    await create.waitPreview()
    const size = await app.page
      .getByTestId('finished-preview')
      .evaluate((c: HTMLCanvasElement) => [c.width, c.height])
    expect(size).toEqual([160, 320])
    await app.close()
  })
})
