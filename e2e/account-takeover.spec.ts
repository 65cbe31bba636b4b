import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AccountPages } from './fixtures/account-pages'
import { uniqueEmail } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import './fixtures/window'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const api = (path: string, init: { body?: object; token?: string; method?: string } = {}) =>
  fetch(`${inject('baseURL')}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  })

describe('Account pre-hijacking', () => {
  it("kills the attacker's password and sessions when the address's owner signs in with Google", async () => {
    const victim = uniqueEmail('victim')
    const attackerPassword = 'attacker owns this passphrase'
    // The attacker signs up first with the victim's address and a password of their own.
    const signUp = await api('/auth/signup', {
      body: { email: victim, password: attackerPassword, name: 'Mallory', birthdate: '1980-01-01' },
    })
    expect(signUp.status).toBe(201)
    const attacker = await api('/auth/signin', {
      body: { email: victim, password: attackerPassword },
    })
    expect(attacker.status).toBe(200)
    const attackerToken = ((await attacker.json()) as { token: string }).token

    // Later the victim, who owns the address, signs in with Google in the app.
    const app = await AppPage.open(browser, inject('baseURL'))
    const pages = new AccountPages(app.page)
    await pages.signInWithGoogle({
      sub: `victim-${Date.now()}`,
      email: victim,
      name: 'Victoria',
    })
    await pages.openProfileFromTab()
    await expect.poll(() => app.page.getByTestId('profile-name').textContent()).toBe('Victoria')

    // The attacker's password and the session it gave them no longer open the account.
    const again = await api('/auth/signin', { body: { email: victim, password: attackerPassword } })
    expect(again.status).toBe(401)
    expect((await api('/auth/me', { token: attackerToken })).status).toBe(401)
    await app.close()
  })
})
