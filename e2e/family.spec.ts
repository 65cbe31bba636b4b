import { readFileSync } from 'node:fs'
import { unzipSync } from 'fflate'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AccountPages } from './fixtures/account-pages'
import { password, uniqueEmail } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { FamilyPage, mailedLink, parentSignsUp } from './fixtures/family'
import './fixtures/window'

const baseURL = inject('baseURL')
const outboxDir = inject('outboxDir')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const childBirthdate = () => `${new Date().getFullYear() - 9}-03-04`

async function api(path: string, token: string, init: RequestInit = {}) {
  return fetch(`${baseURL}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  })
}

describe('a parent’s Family page', () => {
  it('shows a child’s paintings and sessions, downloads their data, withdraws consent and deletes the account', async () => {
    const parentEmail = uniqueEmail('parent')
    const parent = await AppPage.open(browser, baseURL)
    await parentSignsUp(parent.page, outboxDir, parentEmail, 'Pat')

    // The child signs up on their own device; the age question tells nothing as it is answered.
    const kid = await AppPage.open(browser, baseURL)
    const kidPages = new AccountPages(kid.page)
    const kidEmail = uniqueEmail('kid')
    await kid.goto('/sign-up')
    await kidPages.field('Birthdate').fill(childBirthdate())
    expect(await kid.page.getByText('You are under 13.').count()).toBe(0)
    await kidPages.signUp({
      email: kidEmail,
      password,
      name: 'Kit',
      birthdate: childBirthdate(),
      parentEmail,
    })
    await kidPages.waitForPath('/sign-in')
    // Coming back to sign-up, the child's birthdate is kept and cannot be changed.
    await kid.goto('/sign-up')
    await kid.page.getByTestId('given-birthdate').waitFor()
    expect(await kidPages.field('Birthdate').count()).toBe(0)

    await parent.page.goto(await mailedLink(outboxDir, parentEmail, '/auth/parent-consent'))
    await parent.page.getByRole('button', { name: 'Confirm' }).click()
    await parent.page.locator('h1', { hasText: 'Thank you' }).waitFor()

    const signIn = await fetch(`${baseURL}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: kidEmail, password }),
    })
    const { token: kidToken } = (await signIn.json()) as { token: string }
    const page = (await (await api('/images?limit=20', kidToken)).json()) as {
      images: { _id: string; premium: boolean }[]
    }
    const first = page.images.find((image) => !image.premium)?._id
    const put = await api(`/works/${first}`, kidToken, {
      method: 'PUT',
      body: JSON.stringify({ filled: [1, 2, 3] }),
    })
    expect(put.status).toBe(200)

    await parent.goto('/profile')
    await parent.page.getByTestId('family-card').getByRole('button', { name: 'Family' }).click()
    await parent.heading('Family')
    const family = new FamilyPage(parent.page)
    const card = family.child('Kit')
    await card.getByText('3 of', { exact: false }).waitFor()
    await card.getByText('Consent given').waitFor()
    expect(await card.getByText(kidEmail).count()).toBe(1)
    await parent.page.screenshot({ path: '/tmp/family-page.png', fullPage: true })

    const [download] = await Promise.all([
      parent.page.waitForEvent('download'),
      family.act('Kit', 'Download data'),
    ])
    const files = unzipSync(readFileSync(await download.path()))
    const data = JSON.parse(new TextDecoder().decode(files['data.json']))
    expect(data.account).toMatchObject({ email: kidEmail, parentEmail })
    expect(data.works).toEqual([expect.objectContaining({ imageId: first, filled: [1, 2, 3] })])
    const pngs = Object.keys(files).filter((f) => f.startsWith('paintings/') && f.endsWith('.png'))
    expect(pngs).toHaveLength(1)
    expect([...(files[pngs[0] ?? ''] ?? []).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])

    await family.act('Kit', 'Withdraw consent', 'Withdraw consent')
    await card.getByText('Waiting for your consent').waitFor()
    const me = (await (await api('/auth/me', kidToken)).json()) as {
      user: { parentConsent: string }
    }
    expect(me.user.parentConsent).toBe('pending')

    await family.act('Kit', 'Delete account', 'Delete everything')
    await parent.page.getByText('No child has named your e-mail address').waitFor()
    expect((await api('/auth/me', kidToken)).status).toBe(401)
    await kid.close()
    await parent.close()
  })
})
