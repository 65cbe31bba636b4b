import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AccountPages } from './fixtures/account-pages'
import { password, serverWorks, signedUpSession, uniqueEmail } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { mailedLink } from './fixtures/family'
import { liveNetwork, TogetherScreen } from './fixtures/together'
import './fixtures/window'

const baseURL = inject('baseURL')
const outboxDir = inject('outboxDir')
const phone = { viewport: { width: 390, height: 760 }, hasTouch: true, isMobile: true }
let browser: Browser
let imageId: string
beforeAll(async () => {
  browser = await launchBrowser()
  const page = (await (await fetch(`${baseURL}/images?limit=20`)).json()) as {
    images: { _id: string; premium: boolean }[]
  }
  imageId = page.images.find((i) => !i.premium)?._id ?? ''
})
afterAll(() => browser.close())

/** A phone signed in as `session` the way the app keeps it (token and user in localStorage). */
async function phoneWith(session: { token: string; user: unknown }) {
  const app = await AppPage.open(browser, baseURL, undefined, phone)
  await app.goto('/landing')
  await app.page.evaluate((s) => {
    localStorage.setItem('token', s.token)
    localStorage.setItem('userData', JSON.stringify(s.user))
  }, session)
  return {
    app,
    session,
    screen: new TogetherScreen(app.page),
    network: await liveNetwork(app.page),
  }
}

const phoneOf = async (name: string) => phoneWith(await signedUpSession(baseURL, name))

const post = (path: string, body: object, token?: string) =>
  fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })

/** A child of 9 whose parent confirmed the mailed link, signed in. */
async function childSession() {
  const email = uniqueEmail('kid')
  const parentEmail = uniqueEmail('mum')
  const birthdate = `${new Date().getFullYear() - 9}-03-04`
  await post('/auth/signup', { email, password, name: 'Kit', birthdate, parentEmail })
  const link = await mailedLink(outboxDir, parentEmail, '/auth/parent-consent')
  const token = new URL(link, baseURL).searchParams.get('token') ?? ''
  await fetch(`${baseURL}/auth/parent-consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `token=${token}&decision=confirm`,
  })
  return (await (await post('/auth/signin', { email, password })).json()) as {
    token: string
    user: unknown
  }
}

describe('painting together', () => {
  it('phones paint one picture: fills, who is there, markers; one goes offline and comes back, a third joins; it is in everyone’s works', async () => {
    const ann = await phoneOf('Ann')
    const ben = await phoneOf('Ben')
    await ann.app.goto(`/home?paint=${imageId}`)
    await ann.screen.paint.waitOpen()
    const code = await ann.screen.startInvitation()
    expect(code).toMatch(/^[A-Z0-9]{6}$/)
    await ben.app.goto(`/home?paint=${imageId}&together=${code}`)
    await ben.screen.paint.waitOpen()
    await ann.screen.waitForPainters(2)
    await ben.screen.waitForPainters(2)

    const first = await ann.screen.paintOpenRegion(0)
    const seen = await ben.screen.waitForFilled([first])
    expect(seen).toBeLessThan(1000)
    const second = await ben.screen.paintOpenRegion(0)
    await ann.screen.waitForFilled([second])
    await ann.app.page.getByTestId('together-marker').waitFor()
    await ann.app.page.screenshot({ path: '/tmp/together-ann.png' })
    await ben.app.page.screenshot({ path: '/tmp/together-ben.png' })

    // Ben loses the network (his socket drops and cannot come back), paints on, and returns:
    // nothing he painted is lost.
    await ben.app.page.getByText('Offline: keep painting').waitFor({ state: 'detached' })
    await ben.network.goOffline()
    await ben.app.page.getByText('Offline: keep painting').waitFor()
    const offline = [await ben.screen.paintOpenRegion(0), await ben.screen.paintOpenRegion(0)]
    const meanwhile = await ann.screen.paintOpenRegion(3)
    ben.network.goOnline()
    await ann.screen.waitForFilled(offline)
    await ben.screen.waitForFilled([meanwhile])

    // A third phone joins late and gets the whole picture so far.
    const cy = await phoneOf('Cy')
    await cy.app.goto(`/home?paint=${imageId}&together=${code}`)
    await cy.screen.paint.waitOpen()
    const all = [first, second, ...offline, meanwhile]
    await cy.screen.waitForFilled(all)
    await ann.screen.waitForPainters(3)
    const third = await cy.screen.paintOpenRegion(0)
    await ann.screen.waitForFilled([third])
    await ben.screen.waitForFilled([third])
    for (const p of [ann, ben, cy]) await p.app.close()

    // The painting is in each painter's works, everyone's regions in it.
    for (const p of [ann, ben, cy]) {
      await expect
        .poll(async () => {
          const works = await serverWorks(baseURL, p.session.token)
          const work = works.find((w) => w.imageId === imageId)
          return [...all, third].every((id) => work?.filled.includes(id))
        })
        .toBe(true)
    }
  })

  it('refuses a child invited by someone outside their family', async () => {
    const stranger = await signedUpSession(baseURL, 'Stan')
    const made = await post('/together', { imageId }, stranger.token)
    const { code } = (await made.json()) as { code: string }
    const kid = await phoneWith(await childSession())
    await kid.app.goto(`/home?paint=${imageId}&together=${code}`)
    await kid.screen.paint.waitOpen()
    await new AccountPages(kid.app.page).toastSaying(
      'danger',
      'A child can paint together only with their family.',
    )
    expect(await kid.app.page.getByTestId('together-panel').count()).toBe(0)
    await kid.app.close()
  })
})
