import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AccountPages } from './fixtures/account-pages'
import { uniqueEmail } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { linkIn, mailsTo } from './fixtures/outbox'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const password = 'a calm purple brushstroke'
const newPassword = 'an even calmer teal brushstroke'

/**
 * Waits for a mail to `email` holding a link to `path`, and answers that link's path and query. A
 * reset link comes from the job queue after the answer, so it may take a few polls of the queue.
 */
async function mailedLink(email: string, path: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      () => {
        const mail = mailsTo(inject('outboxDir'), email).findLast((m) => m.includes(path))
        link = mail ? linkIn(mail, path) : undefined
        return link
      },
      { timeout: 10_000 },
    )
    .toBeDefined()
  return link as string
}

const api = (path: string, body?: object, token?: string) =>
  fetch(`${inject('baseURL')}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })

describe('An account people can trust', () => {
  it('signs up, verifies from the mailbox, signs out everywhere, forgets the password and resets it', async () => {
    const app = await AppPage.open(browser, inject('baseURL'))
    const pages = new AccountPages(app.page)
    const email = uniqueEmail('walk')

    await pages.signUpAndIn({ email, password, name: 'Walker', birthdate: '1984-04-04' })
    await pages.openProfileFromTab()
    await app.page.getByTestId('email-verify').waitFor()
    await app.page.getByTestId('email-verify').scrollIntoViewIfNeeded()
    await app.page.screenshot({
      path: '/tmp/shots/accounts/profile-unverified.png',
      fullPage: true,
    })

    // The link in the mailbox confirms the address.
    await app.page.goto(await mailedLink(email, '/auth/verify-email'))
    await app.page.getByRole('heading', { name: 'Your e-mail is verified' }).waitFor()
    await app.page.goto('/profile')
    await app.page.getByTestId('sessions').waitFor()
    expect(await app.page.getByTestId('email-verify').count()).toBe(0)

    // Another device signs in; the profile lists both, and "Sign out everywhere" ends both.
    const other = (await (await api('/auth/signin', { email, password })).json()) as {
      token: string
    }
    await app.page.reload()
    await expect.poll(() => app.page.getByTestId('session').count()).toBe(2)
    await app.page.getByTestId('sessions').scrollIntoViewIfNeeded()
    await app.page.screenshot({ path: '/tmp/shots/accounts/profile-sessions.png', fullPage: true })
    await app.page.getByRole('button', { name: 'Sign out everywhere' }).click()
    await pages.waitForPath('/landing')
    expect((await api('/auth/me', undefined, other.token)).status).toBe(401)
    expect(await app.page.evaluate(() => localStorage.getItem('token'))).toBeNull()

    // Forgotten password: the link from the mailbox opens the app's page for a new one.
    await app.page.goto('/sign-in')
    await app.page.getByRole('link', { name: 'Forgot password?' }).click()
    await pages.waitForPath('/forgot-password')
    // A fresh load: Ionic keeps the sign-in page's own E-mail field on screen while it animates.
    await app.goto('/forgot-password')
    await app.heading('Forgot password')
    await pages.field('E-mail').fill(email)
    await app.page.getByRole('button', { name: 'Send the link' }).click()
    await pages.toastSaying('success', 'If an account has this address')
    const reset = await mailedLink(email, '/reset-password')
    await app.page.goto(reset)
    // The new password's rule is on the page before anything is typed, as on sign-up.
    await pages.hintText('8 characters or more.').waitFor()
    await pages.field('New password').fill(newPassword)
    await app.page.screenshot({ path: '/tmp/shots/accounts/reset-password.png', fullPage: true })
    await app.page.getByRole('button', { name: 'Save the password' }).click()
    await pages.waitForPath('/sign-in')
    await pages.toastSaying('success', 'Your password is changed. Please sign in.')

    expect((await api('/auth/signin', { email, password })).status).toBe(401)
    await pages.signIn(email, newPassword)
    await pages.waitForPath('/home')
    await app.close()
  })
})
