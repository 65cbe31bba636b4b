import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AccountPages } from './fixtures/account-pages'
import { password, serverWorks, uniqueEmail } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { freePictures } from './fixtures/catalogue'
import { PaintScreen } from './fixtures/paint-screen'

const baseURL = inject('baseURL')
const picture = freePictures[1] as string
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** Taps `count` regions, the largest of each colour in turn: the screen fills each. */
async function paintRegions(paint: PaintScreen, count: number) {
  const regions = [...(await paint.regions())].sort((a, b) => b.area - a.area)
  const colours = [...new Set(regions.map((r) => r.color))]
  const painted: number[] = []
  for (const colour of colours) {
    await paint.selectColour(colour)
    for (const r of regions.filter((x) => x.color === colour).slice(0, 2)) {
      if (painted.length === count) return painted
      await paint.paintRegion(r.id)
      painted.push(r.id)
    }
  }
  return painted
}

describe('progress painted before signing in', () => {
  it('reaches the account at sign-in and shows on a second browser', async () => {
    const first = await AppPage.open(browser, baseURL)
    await first.goto(`/home?paint=${picture}`)
    const paintA = new PaintScreen(first.page)
    await paintA.waitOpen()
    const painted = await paintRegions(paintA, 6)
    expect(painted).toHaveLength(6)
    await expect.poll(() => paintA.progressText()).not.toBe('0% painted')
    const progress = await paintA.progressText()
    await first.page.locator('ion-button[aria-label="Close"]').click()

    const pages = new AccountPages(first.page)
    const email = uniqueEmail('signed-out')
    await pages.signUpAndIn({ email, password, name: 'Pia', birthdate: '1988-03-12' })
    const token = (await first.page.evaluate(() => localStorage.getItem('token'))) as string
    await expect
      .poll(
        async () => (await serverWorks(baseURL, token)).find((w) => w.imageId === picture)?.filled,
      )
      .toEqual([...painted].sort((a, b) => a - b))
    await first.close()

    const second = await AppPage.open(browser, baseURL)
    const secondPages = new AccountPages(second.page)
    await secondPages.signIn(email, password)
    await secondPages.waitForPath('/home')
    await second.goto('/my-works')
    await second.heading('My works')
    await second.page.locator(`[data-work-id="${picture}"]`).waitFor()
    await second.goto(`/home?paint=${picture}`)
    const paintB = new PaintScreen(second.page)
    await paintB.waitOpen()
    await expect.poll(() => paintB.progressText()).toBe(progress)
    await second.close()
  })
})
