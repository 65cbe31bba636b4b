import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AccountPages } from './fixtures/account-pages'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { ConsentCard, ParentConsentPage } from './fixtures/consent'
import { consentLinkIn, mailsTo } from './fixtures/outbox'
import './fixtures/window'
import { password, uniqueEmail } from './fixtures/accounts-api'

const baseURL = inject('baseURL')
const outboxDir = inject('outboxDir')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const childBirthdate = () => `${new Date().getFullYear() - 9}-03-04`
const sent = 'We sent an e-mail to your parent to confirm your account.'

describe("the child's side of parental consent", () => {
  it('sends the consent e-mail again from the profile, and only the new link works', async () => {
    const app = await AppPage.open(browser, baseURL)
    const pages = new AccountPages(app.page)
    const email = uniqueEmail('kid')
    const parent = uniqueEmail('mum')
    await pages.signUp({
      email,
      password,
      name: 'Kit',
      birthdate: childBirthdate(),
      parentEmail: parent,
    })
    await pages.waitForPath('/sign-in')
    await expect.poll(() => mailsTo(outboxDir, parent).length).toBe(1)
    await pages.signIn(email, password)
    await pages.waitForPath('/home')
    await app.goto('/profile')
    const card = new ConsentCard(app.page)
    await expect
      .poll(() => card.waitingText().textContent())
      .toContain('We e-mailed your parent at m***@example.com.')
    await card.sendAgain().click()
    await pages.toastSaying('success', sent)
    await expect.poll(() => mailsTo(outboxDir, parent).length).toBe(2)
    const [first, second] = mailsTo(outboxDir, parent).map(consentLinkIn)

    const parentTab = await app.context.newPage()
    const consent = new ParentConsentPage(parentTab)
    await consent.open(first ?? '')
    expect(await consent.heading()).toBe('This link no longer works')
    await consent.open(second ?? '')
    await consent.confirm()

    await app.page.reload()
    await expect
      .poll(() => app.page.getByTestId('consent-status').textContent())
      .toBe('Parental consent: Given by your parent')
    expect(await card.sendAgain().count()).toBe(0)
    await app.close()
  })

  it('lets a Google account under 13 name a parent on the profile, who then confirms', async () => {
    const app = await AppPage.open(browser, baseURL)
    const pages = new AccountPages(app.page)
    await pages.signInWithGoogle({
      sub: `google-kid-${Date.now()}`,
      email: uniqueEmail('gkid'),
      name: 'Gus',
    })
    await app.goto('/profile')
    await pages.field('Birthdate').fill(childBirthdate())
    await pages.profileButton('Verify age').click()
    const card = new ConsentCard(app.page)
    const parent = uniqueEmail('dad')
    await card.nameParent(parent)
    await pages.toastSaying('success', sent)
    await expect
      .poll(() => card.waitingText().textContent())
      .toContain('We e-mailed your parent at d***@example.com.')
    await expect.poll(() => mailsTo(outboxDir, parent).length).toBe(1)
    const [link] = mailsTo(outboxDir, parent).map(consentLinkIn)
    const consent = new ParentConsentPage(await app.context.newPage())
    await consent.open(link ?? '')
    await consent.confirm()
    await app.page.reload()
    await expect
      .poll(() => app.page.getByTestId('consent-status').textContent())
      .toBe('Parental consent: Given by your parent')
    await app.close()
  })
})
