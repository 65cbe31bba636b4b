import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { freePictures } from './fixtures/catalogue'
import { PaintScreen } from './fixtures/paint-screen'

const baseURL = inject('baseURL')
const picture = freePictures[0] as string
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** The elements matching `selector` whose text is cut or that reach past the screen's edges. */
function cutOrOutside(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const width = window.innerWidth
    return [...document.querySelectorAll<HTMLElement>(sel)]
      .filter((el) => el.offsetParent !== null)
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return el.scrollWidth > el.clientWidth + 1 || r.left < -0.5 || r.right > width + 0.5
      })
      .map((el) => el.textContent ?? '')
  }, selector)
}

describe('a phone in every language', () => {
  it.each(['en-US', 'es', 'fr', 'de', 'pt-BR'])(
    '%s: the tool row keeps every label and the progress whole, the level chips one row',
    async (locale) => {
      const app = await AppPage.open(browser, baseURL, locale, phone)
      await app.goto('/home')
      const groups = app.page.locator('.gallery-segments .segmented')
      await groups.first().waitFor()
      // Each group of choices (level, status) keeps its options on one row.
      const rows = await groups.evaluateAll((all) =>
        all.map(
          (group) =>
            new Set(
              [...group.querySelectorAll('.segmented-option')].map((el) =>
                Math.round(el.getBoundingClientRect().top),
              ),
            ).size,
        ),
      )
      expect(
        rows.every((n) => n === 1),
        `rows per group: ${rows}`,
      ).toBe(true)
      expect(await cutOrOutside(app.page, '.gallery-segments .segmented-option')).toEqual([])

      await app.goto(`/home?paint=${picture}`)
      await new PaintScreen(app.page).waitOpen()
      await app.animationsSettled()
      expect(await cutOrOutside(app.page, '.paint-tool span, .paint-progress')).toEqual([])
      await app.page.screenshot({ path: `/tmp/local/phone-tools-${locale}.png` })
      await app.close()
    },
    90_000,
  )
})
