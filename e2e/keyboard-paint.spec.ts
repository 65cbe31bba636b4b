import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { PaintScreen } from './fixtures/paint-screen'

const baseURL = inject('baseURL')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const focusedClass = (app: AppPage) =>
  app.page.evaluate(() => document.activeElement?.className ?? '')

describe('the keyboard', () => {
  it('reaches the first picture through the skip link, and paints with Enter and the arrows', async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.goto('/home')
    await app.heading('Gallery')
    await app.page.locator('.gallery-grid .picture-card[data-image-id]').first().waitFor()
    await app.page.keyboard.press('Tab')
    expect(await app.page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Skip to the pictures',
    )
    await app.page.keyboard.press('Enter')
    expect(await focusedClass(app)).toContain('picture-card')
    await app.page.keyboard.press('Enter')
    const paint = new PaintScreen(app.page)
    await paint.waitOpen()

    const canvas = app.page.locator('canvas.paint-canvas')
    await canvas.focus()
    const cursor = app.page.locator('.paint-cursor')
    await cursor.waitFor()
    const regionUnder = async () => Number(await cursor.getAttribute('data-region'))
    const regions = await paint.regions()
    const first = await regionUnder()
    const colourOf = (id: number) => regions.find((r) => r.id === id)?.color ?? -1
    await paint.selectColour(colourOf(first))
    await canvas.focus()
    await app.page.keyboard.press('Enter')
    await expect.poll(() => paint.filled()).toEqual([first])

    // The arrows move the cursor to other regions; Space paints as Enter does.
    let next = first
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await app.page.keyboard.press(key)
      next = await regionUnder()
      if (next !== first) break
    }
    expect(next).not.toBe(first)
    await paint.selectColour(colourOf(next))
    await canvas.focus()
    await app.page.keyboard.press(' ')
    await expect.poll(() => paint.filled()).toEqual([first, next])
    await app.close()
  })
})
