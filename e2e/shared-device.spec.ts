import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AccountPages } from './fixtures/account-pages'
import { password, serverWorks, uniqueEmail } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { freePictures } from './fixtures/catalogue'
import { PaintScreen } from './fixtures/paint-screen'
import { paintRegions, sorted } from './fixtures/painting'

const baseURL = inject('baseURL')
const picture = freePictures[1] as string
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const token = (app: AppPage) =>
  app.page.evaluate(() => localStorage.getItem('token')) as Promise<string>

/** The works My works lists now, by picture id. */
async function listedWorks(app: AppPage): Promise<string[]> {
  await app.goto('/my-works')
  await app.heading('My works')
  // The list is read from MyDb, then synced: wait for the page to settle on either.
  await app.page.locator('.gallery-grid, .gallery-empty').first().waitFor()
  return app.page
    .locator('[data-work-id]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-work-id') ?? ''))
}

async function paintAndSync(app: AppPage, count: number): Promise<number[]> {
  await app.goto(`/home?paint=${picture}`)
  const paint = new PaintScreen(app.page)
  await paint.waitOpen()
  const painted = await paintRegions(paint, app.page, count)
  const session = await token(app)
  await expect
    .poll(async () => (await serverWorks(baseURL, session)).find((w) => w.imageId === picture))
    .toMatchObject({ filled: sorted(painted) })
  await app.page.locator('ion-button[aria-label="Close"]').click()
  return painted
}

async function openedEmpty(app: AppPage): Promise<void> {
  await app.goto(`/home?paint=${picture}`)
  const paint = new PaintScreen(app.page)
  await paint.waitOpen()
  expect(await paint.filled()).toEqual([])
  expect(await paint.progressText()).toBe('0% painted')
}

describe('one browser shared by two accounts', () => {
  it('shows each account its own works, and nothing of one to the next after log-out', async () => {
    const app = await AppPage.open(browser, baseURL)
    const pages = new AccountPages(app.page)
    const ana = uniqueEmail('ana')
    const ben = uniqueEmail('ben')
    await pages.signUpAndIn({ email: ana, password, name: 'Ana', birthdate: '1985-01-01' })
    await paintAndSync(app, 3)
    expect(await listedWorks(app)).toEqual([picture])

    await pages.openProfileFromTab()
    await pages.profileButton('Log out').click()
    await pages.waitForPath('/landing')
    await pages.toastSaying('success', 'You are logged out.')
    expect(await listedWorks(app)).toEqual([])
    await openedEmpty(app)

    await pages.signUpAndIn({ email: ben, password, name: 'Ben', birthdate: '1985-01-01' })
    const benToken = await token(app)
    expect(await listedWorks(app)).toEqual([])
    await openedEmpty(app)
    // Opening it copied nothing of Ana's into Ben's account.
    expect(await serverWorks(baseURL, benToken)).toEqual([])
    await app.close()
  }, 180_000)

  it('forgets a deleted account here and, at its next call, on its other device', async () => {
    const phone = await AppPage.open(browser, baseURL)
    const tablet = await AppPage.open(browser, baseURL)
    const email = uniqueEmail('deleted')
    const phonePages = new AccountPages(phone.page)
    await phonePages.signUpAndIn({ email, password, name: 'Del', birthdate: '1985-01-01' })
    await paintAndSync(phone, 3)
    const tabletPages = new AccountPages(tablet.page)
    await tabletPages.signIn(email, password)
    await tabletPages.waitForPath('/home')
    await expect.poll(() => listedWorks(tablet)).toEqual([picture])

    await phonePages.openProfileFromTab()
    await phonePages.profileButton('Delete account').click()
    await phone.page.getByRole('button', { name: 'Delete everything' }).click()
    await phonePages.waitForPath('/landing')
    await phonePages.toastSaying('success', 'Your account is deleted')
    expect(await listedWorks(phone)).toEqual([])

    // The tablet learns it at its next call (here the start of the app).
    await tablet.goto('/home')
    await tabletPages.toastSaying('warning', 'This account was deleted')
    expect(await tablet.page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    expect(await listedWorks(tablet)).toEqual([])
    await openedEmpty(tablet)

    const next = uniqueEmail('next')
    await tabletPages.signUpAndIn({ email: next, password, name: 'Next', birthdate: '1985-01-01' })
    expect(await listedWorks(tablet)).toEqual([])
    await phone.close()
    await tablet.close()
  }, 180_000)
})
