import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './fixtures/browser'
import { FOUR_LEFT, openGridPuzzle, PHONE } from './fixtures/grid-puzzle'

const baseURL = inject('baseURL')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const WIDTH = PHONE.viewport.width

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('Not on screen.')
  return { ...b, middle: b.x + b.width / 2, right: b.x + b.width }
}

/** Where the things a thumb reaches for are on the phone. */
async function layout(page: Page) {
  const tool = (name: string) => box(page.getByRole('button', { name }))
  return {
    tools: await box(page.locator('.paint-tools')),
    drag: await tool('Drag fill'),
    circle: await tool('Circle fill'),
    find: await tool('Find (4 left)'),
    progress: await box(page.locator('.paint-progress')),
    hint: await box(page.locator('ion-button[aria-label^="Hint"]')),
    close: await box(page.locator('ion-button[aria-label="Close"]')),
    palette: await box(page.locator('.paint-palette')),
  }
}

describe('colouring screen layout on a 390x844 phone', () => {
  it('shows a long picture title whole, wrapped between the header buttons', async () => {
    const id = 'spiral-shell-dolphin-whale-and-fish-under-the-sea'
    const { app } = await openGridPuzzle(browser, baseURL, PHONE, undefined, id)
    const title = app.page.locator('.paint-title')
    expect(await title.textContent()).toBe(`Test ${id}`)
    const clipped = await title.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    )
    expect(clipped).toBe(false)
    const t = await box(title)
    const close = await box(app.page.locator('ion-button[aria-label="Close"]'))
    const settings = await box(app.page.locator('ion-button[aria-label="Colouring settings"]'))
    expect(t.x).toBeGreaterThanOrEqual(close.right - 1)
    expect(t.right).toBeLessThanOrEqual(settings.x + 1)
    // On more than one line: the whole name, not "Test spiral-shell-dol…".
    expect(t.height).toBeGreaterThan(30)
    await app.close()
  })

  it('keeps the tools on one row when Find joins them, and mirrors to the left thumb when left-handed', async () => {
    const { app, paint } = await openGridPuzzle(browser, baseURL, PHONE)
    await paint.selectColour(FOUR_LEFT)
    const right = await layout(app.page)
    // One row: the three tools side by side at one height, the row no taller than a button's reach.
    for (const b of [right.circle, right.find]) expect(Math.abs(b.y - right.drag.y)).toBeLessThan(1)
    expect(right.tools.height).toBeLessThanOrEqual(60)
    expect(right.tools.right).toBeLessThanOrEqual(WIDTH)
    // Each name on one line (they wrapped to two when "find" squeezed them).
    for (const label of await app.page.locator('.paint-tool span').all()) {
      expect((await box(label)).height).toBeLessThan(20)
    }
    // Right-handed: "find" at the right edge, the progress on the left, the hint top right.
    expect(WIDTH - right.find.right).toBeLessThan(16)
    expect(right.progress.right).toBeLessThan(right.drag.x)
    expect(right.hint.middle).toBeGreaterThan(WIDTH / 2)
    expect(right.close.middle).toBeLessThan(WIDTH / 2)

    await app.page.locator('ion-button[aria-label="Colouring settings"]').click()
    await app.page.getByRole('switch', { name: /Left-handed/ }).click()
    await app.page.getByRole('button', { name: 'Done' }).click()
    const left = await layout(app.page)
    expect(left.find.x).toBeLessThan(16)
    expect(left.drag.right).toBeLessThan(left.progress.x)
    expect(Math.abs(left.circle.y - left.find.y)).toBeLessThan(1)
    expect(left.hint.middle).toBeLessThan(WIDTH / 2)
    expect(left.close.middle).toBeGreaterThan(WIDTH / 2)
    // The palette keeps the bottom of the screen, where either thumb reaches.
    expect(left.palette.y + left.palette.height).toBeGreaterThan(PHONE.viewport.height - 2)

    // Kept on the device: the next opening is left-handed too.
    await app.page.reload()
    await paint.waitOpen()
    const again = await box(app.page.locator('ion-button[aria-label^="Hint"]'))
    expect(again.middle).toBeLessThan(WIDTH / 2)
    await app.close()
  })

  it('keeps the tools and the progress in the row in German, the longest names', async () => {
    const { app, paint } = await openGridPuzzle(browser, baseURL, PHONE, 'de')
    await paint.selectColour(FOUR_LEFT)
    await app.page.getByRole('button', { name: 'Finden (noch 4)' }).waitFor()
    const tools = await box(app.page.locator('.paint-tools'))
    const progress = await box(app.page.locator('.paint-progress'))
    expect(tools.height).toBeLessThanOrEqual(60)
    expect(progress.x).toBeGreaterThanOrEqual(0)
    // The percentage alone, written the German way (a narrow space before the sign).
    expect(await app.page.locator('.paint-progress-short').textContent()).toMatch(/^0\s%$/u)
    for (const label of await app.page.locator('.paint-tool').all()) {
      const b = await box(label)
      expect(b.x).toBeGreaterThanOrEqual(progress.right)
      expect(b.right).toBeLessThanOrEqual(WIDTH)
      expect((await box(label.locator('span'))).height).toBeLessThan(20)
    }
    await app.close()
  })
})
