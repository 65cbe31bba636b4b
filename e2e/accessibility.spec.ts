import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signedUpSession } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { axeViolations } from './fixtures/axe'
import { launchBrowser } from './fixtures/browser'
import { appRoutes } from './fixtures/routes'

const baseURL = inject('baseURL')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('accessibility (axe-core, every impact)', () => {
  it.each<readonly [string, string]>([
    ...appRoutes,
    ['/forgot-password', 'Forgot password'],
    ['/reset-password?token=an-unused-link-token-for-the-page', 'Choose a new password'],
  ])('%s has no violation', async (path, heading) => {
    const app = await AppPage.open(browser, baseURL)
    await app.goto(path)
    await app.heading(heading)
    if (path === '/home' || path === '/daily-images') {
      await app.page.locator('.picture-card[data-image-id]').first().waitFor()
    }
    await app.animationsSettled()
    expect(await axeViolations(app.page)).toEqual([])
    await app.close()
  })

  it('/profile, signed in, has no violation', async () => {
    const { token } = await signedUpSession(baseURL, 'Axe')
    const app = await AppPage.open(browser, baseURL)
    await app.goto('/landing')
    await app.setToken(token)
    await app.goto('/profile')
    await app.heading('Profile')
    await app.animationsSettled()
    expect(await axeViolations(app.page)).toEqual([])
    await app.close()
  })
})
