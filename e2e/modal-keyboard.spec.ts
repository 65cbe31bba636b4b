import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signedUpSession } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { easyPicture } from './fixtures/catalogue'
import { PaintScreen } from './fixtures/paint-screen'
import { PaywallScreen } from './fixtures/paywall'

// Item 2 of issue 19: every modal keeps the keyboard's focus inside while open, and Escape closes it.
const baseURL = inject('baseURL')
const PICTURE = easyPicture
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** Whether the focused element (through open shadow roots) is inside `root`. */
const focusInside = (root: Locator) =>
  root.evaluate((el) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    for (
      let node: Node | null = active;
      node;
      node = node.parentNode ?? (node as ShadowRoot).host
    ) {
      if (node === el) return true
    }
    return false
  })

/** Tabs forwards and backwards past the end of the modal; the focus must never leave it. */
async function expectFocusTrapped(page: Page, root: Locator, presses = 14): Promise<void> {
  await expect.poll(() => focusInside(root)).toBe(true)
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key)
      expect(await focusInside(root), `${key} #${i + 1} left the modal`).toBe(true)
    }
  }
}

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name)

describe('modals and the keyboard', () => {
  it('the paywall keeps the focus and Escape closes it', async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.goto('/home?paywall=')
    const paywall = new PaywallScreen(app.page)
    await paywall.waitOpen()
    await app.animationsSettled()
    await expectFocusTrapped(app.page, paywall.root)
    await app.page.keyboard.press('Escape')
    await app.page.waitForURL((url) => !url.searchParams.has('paywall'))
    await paywall.root.waitFor({ state: 'hidden' })
    await app.close()
  })

  it('the colouring screen keeps the focus, its settings trap it in turn, and Escape closes one at a time', async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.goto(`/home?paint=${PICTURE}`)
    const paint = new PaintScreen(app.page)
    await paint.waitOpen()
    await app.animationsSettled()
    const screen = app.page.locator('ion-modal.paint-modal')
    await expectFocusTrapped(app.page, screen)

    await screen.locator('ion-button[aria-label="Colouring settings"]').click()
    const settings = app.page.getByRole('dialog', { name: 'Colouring settings' })
    await settings.waitFor({ state: 'visible' })
    await expectFocusTrapped(app.page, settings, 8)
    await app.page.keyboard.press('Escape')
    await settings.waitFor({ state: 'detached' })
    expect(searchParam(app.page, 'paint')).toBe(PICTURE)

    await app.page.keyboard.press('Escape')
    await app.page.waitForURL((url) => !url.searchParams.has('paint'))
    await screen.waitFor({ state: 'hidden' })
    await app.close()
  })

  it('the print kit form keeps the focus and Escape closes it', async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.goto(`/home?kit=${PICTURE}`)
    const form = app.page.getByRole('form', { name: 'Print kit' })
    await form.waitFor({ state: 'visible' })
    await app.animationsSettled()
    const modal = app.page.locator('ion-modal', { has: form })
    await expectFocusTrapped(app.page, modal)
    await app.page.keyboard.press('Escape')
    await app.page.waitForURL((url) => !url.searchParams.has('kit'))
    await modal.waitFor({ state: 'hidden' })
    await app.close()
  })

  it("the profile's language menu keeps the focus and Escape closes it without a change", async () => {
    const { token } = await signedUpSession(baseURL, 'Keyboard')
    const app = await AppPage.open(browser, baseURL, 'en-US')
    await app.goto('/landing')
    await app.setToken(token)
    await app.goto('/profile')
    await app.heading('Profile')
    await app.page.locator('.language-picker ion-select').click()
    const menu = app.page.locator('ion-popover.select-popover')
    await menu.waitFor({ state: 'visible' })
    await app.animationsSettled()
    await expectFocusTrapped(app.page, menu, 8)
    await app.page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    expect(await app.page.locator('html').getAttribute('lang')).toBe('en-US')
    await app.close()
  })
})
