import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AccountPages } from './fixtures/account-pages'
import { password, signedUpSession } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'

const baseURL = inject('baseURL')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('in German, as the device is', () => {
  it('signs in, refusing a wrong password in German, and shows the gallery in German', async () => {
    const { user } = await signedUpSession(baseURL, 'Deutsch')
    const { email } = user as { email: string }
    // A device whose language is German: navigator.languages starts with de-DE.
    const app = await AppPage.open(browser, baseURL, 'de-DE')
    const account = new AccountPages(app.page)
    await app.goto('/sign-in')
    await app.heading('Anmelden')
    expect(await app.page.locator('html').getAttribute('lang')).toBe('de')
    await account.field('E-Mail').fill(email)
    await account.field('Passwort').fill('not the password at all')
    await account.field('Passwort').press('Enter')
    await account.toastSaying('danger', 'E-Mail oder Passwort ist falsch.')

    await account.field('Passwort').fill(password)
    await app.page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await account.waitForPath('/home')
    await app.heading('Galerie')
    await app.page.locator('.picture-card[data-image-id]').first().waitFor()
    const tabs = await app.page.locator('ion-tab-button ion-label').allTextContents()
    expect(tabs).toEqual(['Galerie', 'Täglich', 'Erstellen', 'Meine Bilder', 'Profil'])
    await expect
      .poll(() => app.page.getByRole('searchbox').first().getAttribute('placeholder'))
      .toBe('Bilder suchen')
    const difficulties = await app.page.locator('.picture-difficulty').allTextContents()
    expect(difficulties.length).toBeGreaterThan(0)
    for (const d of difficulties) expect(['Leicht', 'Mittel', 'Schwer']).toContain(d)
    await app.close()
  })
})
