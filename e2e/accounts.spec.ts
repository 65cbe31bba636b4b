import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AccountPages } from './fixtures/account-pages'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { PaywallScreen } from './fixtures/paywall'
import './fixtures/window'
import { password, uniqueEmail } from './fixtures/accounts-api'

const baseURL = inject('baseURL')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('accounts in the browser', () => {
  it('signs up, signs in, upgrades, logs out, signs in again and deletes the account', async () => {
    const app = await AppPage.open(browser, baseURL)
    const pages = new AccountPages(app.page)
    const email = uniqueEmail('ada')

    await pages.signUp({ email, password, name: 'Ada Lovelace', birthdate: '1990-05-17' })
    expect(await pages.toast('success')).toBe('Account created. Please sign in.')
    await pages.waitForPath('/sign-in')

    await pages.signIn(email, password)
    await pages.waitForPath('/home')

    await app.goto('/profile')
    await app.heading('Profile')
    await expect.poll(() => app.page.getByTestId('profile-name').textContent()).toBe('Ada Lovelace')
    // Upgrade opens the paywall; while the upgrade runs, Subscribe shows progress and the
    // paywall's other actions wait.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await app.page.route('**/auth/upgrade', async (route) => {
      await held
      await route.continue()
    })
    await pages.profileButton('Upgrade to premium').click()
    const paywall = new PaywallScreen(app.page)
    await paywall.waitOpen()
    await paywall.subscribeButton('monthly').click()
    await paywall.busyButton('Subscribe monthly…').waitFor()
    expect(await paywall.button('Restore purchases').isDisabled()).toBe(true)
    release()
    await expect.poll(() => app.page.getByTestId('premium-status').textContent()).toBe('Premium')
    await paywall.root.waitFor({ state: 'hidden' })
    await expect.poll(() => pages.profileButton('Log out').isDisabled()).toBe(false)

    await app.page.reload()
    await app.heading('Profile')
    await expect.poll(() => app.page.getByTestId('profile-name').textContent()).toBe('Ada Lovelace')
    expect(await app.page.getByTestId('premium-status').textContent()).toBe('Premium')

    await pages.profileButton('Log out').click()
    await pages.waitForPath('/landing')
    await app.goto('/profile')
    await pages.waitForPath('/landing')

    await pages.signIn(email, password)
    await pages.waitForPath('/home')
    await app.goto('/profile')
    await pages.profileButton('Delete account').click()
    const confirmation = app.page.locator('ion-alert')
    await confirmation.getByText('Delete your account?').waitFor()
    expect(await confirmation.locator('.alert-message').textContent()).toContain(
      'your synced paintings and progress',
    )
    await app.page.getByRole('button', { name: 'Delete everything' }).click()
    await pages.waitForPath('/landing')

    await pages.signIn(email, password)
    expect(await pages.toast('danger')).toBe('Invalid e-mail or password.')
    expect(await app.pathname()).toBe('/sign-in')
    await app.close()
  })

  it('shows the required-fields message when sign-up misses one', async () => {
    const app = await AppPage.open(browser, baseURL)
    const pages = new AccountPages(app.page)
    await pages.signUp({ email: uniqueEmail('x'), password, birthdate: '1990-01-01' })
    expect(await pages.toast('danger')).toBe('Email, password, name, and birthdate are required.')
    expect(await app.pathname()).toBe('/sign-up')
    // The first field to fix has the focus and says why; the others are not marked.
    await expect.poll(() => pages.focusedFieldLabel()).toBe('Name')
    expect(await pages.fieldError('Name')).toBe('Required.')
    expect(await pages.fieldError('E-mail')).toBeNull()
    await app.close()
  })

  it('hints at the strength of the password while it is typed', async () => {
    const app = await AppPage.open(browser, baseURL)
    const pages = new AccountPages(app.page)
    await app.goto('/sign-up')
    await app.heading('Sign up')
    await pages.giveAge('1990-01-01')
    await pages.field('Password').fill('short')
    await pages.hintText('At least 8 characters.').waitFor()
    await pages.field('Password').fill('password1')
    await pages.hintText('Too easy to guess. Try a few unrelated words.').waitFor()
    await pages.field('Password').fill(password)
    await pages.hintText('Strong password.').waitFor()
    await app.close()
  })

  it('marks empty sign-in fields and submits from the keyboard', async () => {
    const app = await AppPage.open(browser, baseURL)
    const pages = new AccountPages(app.page)
    await app.goto('/sign-in')
    await app.heading('Sign in')
    await pages.field('E-mail').fill('someone@example.com')
    await pages.field('E-mail').press('Enter')
    expect(await pages.toast('danger')).toBe('Email and password are required.')
    await expect.poll(() => pages.focusedFieldLabel()).toBe('Password')
    expect(await pages.fieldError('Password')).toBe('Required.')
    await app.close()
  })

  it("shows the server's error in a danger toast for a wrong password", async () => {
    const app = await AppPage.open(browser, baseURL)
    const pages = new AccountPages(app.page)
    const email = uniqueEmail('wrong')
    await pages.signUpToSignIn({ email, password, name: 'W', birthdate: '1985-01-01' })
    await pages.signIn(email, 'not the password at all')
    expect(await pages.toast('danger')).toBe('Invalid e-mail or password.')
    await app.close()
  })

  it('asks a child for a parent e-mail and shows the consent state', async () => {
    const app = await AppPage.open(browser, baseURL)
    const pages = new AccountPages(app.page)
    const email = uniqueEmail('kid')
    const birthdate = `${new Date().getFullYear() - 9}-03-04`
    await pages.signUp({ email, password, name: 'Kit', birthdate })
    expect(await pages.toast('danger')).toBe("A parent's e-mail is required for users under 13.")
    await app.page.getByText('You are under 13.').waitFor()
    await app.page
      .locator('.ion-page:not(.ion-page-hidden)')
      .getByLabel("Parent's e-mail", { exact: true })
      .fill(uniqueEmail('mum'))
    await app.page.getByRole('button', { name: 'Create account' }).click()
    await pages.waitForPath('/sign-in')
    await pages.signIn(email, password)
    await pages.waitForPath('/home')
    await app.goto('/profile')
    await expect
      .poll(() => app.page.getByTestId('consent-status').textContent())
      .toBe("Parental consent: Waiting for your parent's OK")
    // The paywall asks a child to ask a parent instead of selling.
    await pages.profileButton('Upgrade to premium').click()
    const paywall = new PaywallScreen(app.page)
    await paywall.waitOpen()
    await paywall.text('Ask a parent').waitFor()
    expect(await paywall.subscribeButtonCount()).toBe(0)
    await paywall.button('Close').click()
    await paywall.root.waitFor({ state: 'hidden' })
    // While the parent is asked, the profile says what the child can do, and offers no "Verify
    // age" that could only fail.
    expect(await app.page.getByTestId('age-status').textContent()).toBe('Age not verified')
    expect(await app.page.getByTestId('consent-meanwhile').textContent()).toMatch(
      /colour every free picture/,
    )
    expect(await pages.profileButton('Verify age').count()).toBe(0)
    expect(await pages.profileButton('Send again').count()).toBe(1)
    await app.close()
  })

  it('signs in with Google against the local JWKS, then verifies age with a birthdate', async () => {
    const app = await AppPage.open(browser, baseURL)
    const pages = new AccountPages(app.page)
    await pages.signInWithGoogle({
      sub: `google-${Date.now()}`,
      email: uniqueEmail('grace'),
      name: 'Grace Hopper',
    })
    await app.goto('/profile')
    await expect.poll(() => app.page.getByTestId('profile-name').textContent()).toBe('Grace Hopper')
    expect(await app.page.getByTestId('age-status').textContent()).toBe('Age not verified')
    await app.page
      .locator('.ion-page:not(.ion-page-hidden)')
      .getByLabel('Birthdate', { exact: true })
      .fill('1980-12-09')
    await pages.profileButton('Verify age').click()
    await expect.poll(() => app.page.getByTestId('age-status').textContent()).toBe('Age verified')
    await pages.profileButton('Log out').click()
    await pages.waitForPath('/landing')
    expect(await app.page.evaluate(() => window.__huey?.social.signOuts())).toEqual(['google'])
    await app.close()
  })

  it('shows the Google message when no ID token comes back', async () => {
    const app = await AppPage.open(browser, baseURL)
    const pages = new AccountPages(app.page)
    await app.goto('/sign-in')
    await app.heading('Sign in')
    await app.page.evaluate(() => window.__huey?.social.nextGoogleIdToken(null))
    await app.page.getByRole('button', { name: 'Continue with Google' }).click()
    expect(await pages.toast('danger')).toBe('Google login failed: No ID token received.')
    await app.close()
  })
})
