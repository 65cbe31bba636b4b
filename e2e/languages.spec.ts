import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AccountPages } from './fixtures/account-pages'
import { password, signedUpSession } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { linkIn, mailsTo } from './fixtures/outbox'

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
    const tabs = await app.page.locator('.tab-bar .tab-label').allTextContents()
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

describe('in French, as the device is', () => {
  it('signs up in French, gets the verification e-mail and its page in French, and shows the profile in French', async () => {
    const email = `francais-${Date.now()}@example.com`
    const app = await AppPage.open(browser, baseURL, 'fr-FR')
    const account = new AccountPages(app.page)
    await app.goto('/sign-up')
    await app.heading('Inscription')
    await account.giveAge('1988-02-29', { birthdate: 'Date de naissance', next: 'Continuer' })
    await account.field('E-mail').fill(email)
    await account.field('Mot de passe').fill(password)
    await account.field('Nom').fill('Camille')
    await app.page.getByRole('button', { name: 'Créer un compte' }).click()
    await account.toastSaying('success', 'Compte créé. Connecte-toi maintenant.')
    await account.waitForPath('/sign-in')

    // The app said it speaks French: the server wrote the mail, and its page, in French.
    let mail: string | undefined
    await expect
      .poll(() => {
        mail = mailsTo(inject('outboxDir'), email).find((m) => m.includes('/auth/verify-email'))
        return mail
      })
      .toBeDefined()
    const text = (mail ?? '').replace(/=\r?\n/g, '')
    expect(text).toContain('Bienvenue sur Huey, Camille.')
    const link = linkIn(mail ?? '', '/auth/verify-email')
    expect(link).toContain('&lang=fr')
    await app.page.goto(link)
    await app.page.getByRole('heading', { name: 'Ton e-mail est vérifié' }).waitFor()
    expect(await app.page.locator('html').getAttribute('lang')).toBe('fr')
    await app.page.screenshot({ path: '/tmp/shots/i18n/verified-fr.png' })

    await app.goto('/sign-in')
    await account.field('E-mail').fill(email)
    await account.field('Mot de passe').fill(password)
    await account.field('Mot de passe').press('Enter')
    await account.waitForPath('/home')
    await account.openProfileFromTab()
    await app.heading('Profil')
    await app.page.getByTestId('age-status').filter({ hasText: 'Âge vérifié' }).waitFor()
    await app.page
      .getByText('Gratuit : les images premium et les archives quotidiennes sont verrouillées.')
      .waitFor()
    await app.page.getByText('Se déconnecter', { exact: true }).waitFor()
    await app.page.screenshot({ path: '/tmp/shots/i18n/profile-fr.png', fullPage: true })
    await app.close()
  })
})
