import { operationMessages, validationMessages } from '@huey/contracts'
import { exportJWK, generateKeyPair } from 'jose'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AccountPages } from './fixtures/account-pages'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { startFacebookGraph } from './fixtures/facebook'
import { signGoogleIdToken } from './fixtures/google'
import { type RunningServer, startServer } from './fixtures/server'
import './fixtures/window'

const facebookApp = { id: '424242', secret: 'e2e-facebook-secret' }
let browser: Browser
let graph: Awaited<ReturnType<typeof startFacebookGraph>>
let server: RunningServer

beforeAll(async () => {
  graph = await startFacebookGraph(facebookApp)
  ;[browser, server] = await Promise.all([
    launchBrowser(),
    startServer({
      FACEBOOK_APP_ID: facebookApp.id,
      FACEBOOK_APP_SECRET: facebookApp.secret,
      FACEBOOK_GRAPH_URL: graph.url,
      CATALOG_SIZE: '2',
    }),
  ])
})
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop(), graph?.close()])
})

async function signInPage(): Promise<{ app: AppPage; pages: AccountPages }> {
  const app = await AppPage.open(browser, server.url)
  await app.goto('/sign-in')
  await app.heading('Sign in')
  return { app, pages: new AccountPages(app.page) }
}

const storage = (app: AppPage) =>
  app.page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userData: localStorage.getItem('userData'),
  }))

describe('Facebook sign-in against a local Graph API', () => {
  it('signs in, keeps the token but not the profile, and signs out of Facebook on logout', async () => {
    const { app, pages } = await signInPage()
    const accessToken = graph.issue({
      id: `${Date.now()}`,
      name: 'Frida Kahlo',
      email: `frida-${Date.now()}@example.com`,
    })
    await app.page.evaluate((t) => window.__huey?.social.nextFacebookAccessToken(t), accessToken)
    await app.page.getByRole('button', { name: 'Continue with Facebook' }).click()
    await pages.waitForPath('/home')
    expect(graph.meCalls.at(-1)).toEqual({ proofValid: true })

    // SPEC.md section 4: this path stores the token and updates the profile, but does not save it.
    const stored = await storage(app)
    expect(stored.token).toEqual(expect.any(String))
    expect(stored.userData).toBeNull()

    await pages.openProfileFromTab()
    await expect.poll(() => app.page.getByTestId('profile-name').textContent()).toBe('Frida Kahlo')
    await pages.profileButton('Log out').click()
    await pages.waitForPath('/landing')
    expect(await app.page.evaluate(() => window.__huey?.social.signOuts())).toEqual(['facebook'])
    expect(await storage(app)).toEqual({ token: null, userData: null })
    await app.close()
  })

  it("shows the server's error when Facebook does not vouch for the token", async () => {
    const { app, pages } = await signInPage()
    await app.page.evaluate(() => window.__huey?.social.nextFacebookAccessToken('EAAforged'))
    await app.page.getByRole('button', { name: 'Continue with Facebook' }).click()
    expect(await pages.toast('danger')).toBe('The Facebook sign-in could not be verified.')
    expect(await app.pathname()).toBe('/sign-in')
    expect(await storage(app)).toEqual({ token: null, userData: null })
    await app.close()
  })

  it('shows the Facebook message when no access token comes back', async () => {
    const { app, pages } = await signInPage()
    await app.page.evaluate(() => window.__huey?.social.nextFacebookAccessToken(null))
    await app.page.getByRole('button', { name: 'Continue with Facebook' }).click()
    expect(await pages.toast('danger')).toBe(validationMessages.facebookNoAccessToken)
    await app.close()
  })
})

describe('Google sign-in errors', () => {
  it("shows the server's error for an ID token Google did not sign", async () => {
    const app = await AppPage.open(browser, inject('baseURL'))
    const pages = new AccountPages(app.page)
    await app.goto('/sign-in')
    await app.heading('Sign in')
    const impostor = await exportJWK(
      (await generateKeyPair('RS256', { extractable: true })).privateKey,
    )
    const idToken = await signGoogleIdToken(impostor, {
      sub: 'impostor',
      email: 'impostor@example.com',
      name: 'Impostor',
    })
    await app.page.evaluate((t) => window.__huey?.social.nextGoogleIdToken(t), idToken)
    await app.page.getByRole('button', { name: 'Continue with Google' }).click()
    const message = await pages.toast('danger')
    expect(message).toBe('The Google sign-in could not be verified.')
    expect(message).not.toBe(operationMessages.google.serverError)
    expect(await app.pathname()).toBe('/sign-in')
    await app.close()
  })
})
