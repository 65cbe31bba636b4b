import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './fixtures/browser'
import { openGridPuzzle, PHONE } from './fixtures/grid-puzzle'

const baseURL = inject('baseURL')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('a detailed picture on a phone', () => {
  it('says once, in one line, that its smaller numbers show on zooming in, and the line goes on zooming', async () => {
    // At the phone's opening zoom the grid's 10 px numbers are under the 9 px drawn.
    const { app, paint } = await openGridPuzzle(browser, baseURL, PHONE)
    const hint = app.page
      .getByRole('status')
      .filter({ hasText: 'zoom in to see its smaller numbers' })
    await expect.poll(() => hint.count()).toBe(1)
    const box = await app.page.locator('canvas.paint-canvas').boundingBox()
    if (!box) throw new Error('No canvas.')
    await app.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await app.page.mouse.wheel(0, -300)
    await expect.poll(() => hint.count()).toBe(0)
    await app.page.reload()
    await paint.waitOpen()
    await app.page.waitForTimeout(500)
    expect(await hint.count()).toBe(0)
    await app.close()
  })
})
