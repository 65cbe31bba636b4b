import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { freePictures } from './fixtures/catalogue'
import { PaintScreen } from './fixtures/paint-screen'

const baseURL = inject('baseURL')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('offline', () => {
  it('shows the gallery and an opened puzzle after going offline and reloading', async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.goto('/home')
    await app.heading('Gallery')
    await expect
      .poll(() => app.page.locator('.picture-card[data-image-id]').count())
      .toBeGreaterThanOrEqual(6)
    await app.page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // A second load runs under the service worker, which caches the shell and chunks it serves.
    await app.page.reload()
    await app.heading('Gallery')
    await app.page
      .locator(`.gallery-grid .picture-card[data-image-id="${freePictures[1]}"]`)
      .click()
    const paint = new PaintScreen(app.page)
    await paint.waitOpen()
    const regions = (await paint.regions()).length

    await app.context.setOffline(true)
    await app.page.reload()
    await paint.waitOpen()
    expect((await paint.regions()).length).toBe(regions)
    await app.goto('/home')
    await app.heading('Gallery')
    await expect
      .poll(() => app.page.locator('.picture-card[data-image-id]').count())
      .toBeGreaterThanOrEqual(6)
    await app.page.getByText('You are offline.').waitFor()
    await app.close()
  })
})
