import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { serverWorks, signedUpSession } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { launchBrowser, launchDevice } from './fixtures/browser'
import { freePictures } from './fixtures/catalogue'
import { PaintScreen } from './fixtures/paint-screen'
import { paintRegions, sorted } from './fixtures/painting'

const baseURL = inject('baseURL')
const picture = freePictures[0] as string
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const filledOnServer = async (token: string) =>
  sorted((await serverWorks(baseURL, token)).find((w) => w.imageId === picture)?.filled ?? [])

/** Opens the picture while online, so this device keeps its puzzle for painting offline. */
async function openPicture(page: Page): Promise<PaintScreen> {
  await page.goto(`/home?paint=${picture}`)
  const paint = new PaintScreen(page)
  await paint.waitOpen()
  return paint
}

async function signIn(page: Page, session: { token: string; user: unknown }): Promise<void> {
  await page.goto('/landing')
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token)
    localStorage.setItem('userData', JSON.stringify(s.user))
  }, session)
}

describe('painting offline', () => {
  it('reaches the account after the browser was closed, from another page, within seconds', async () => {
    const session = await signedUpSession(baseURL, 'Olive')
    const profile = mkdtempSync(join(tmpdir(), 'huey-device-'))
    try {
      let device = await launchDevice(profile, baseURL)
      let page = device.pages()[0] ?? (await device.newPage())
      await signIn(page, session)
      const paint = await openPicture(page)
      await device.setOffline(true)
      const painted = await paintRegions(paint, page, 5)
      await expect.poll(() => paint.filled()).toHaveLength(5)
      // Closed at once: what the screen writes on hiding is all there is.
      await device.close()
      expect(await filledOnServer(session.token)).toEqual([])

      device = await launchDevice(profile, baseURL)
      page = device.pages()[0] ?? (await device.newPage())
      await page.goto('/daily-images')
      await expect
        .poll(() => filledOnServer(session.token), { timeout: 10_000 })
        .toEqual(sorted(painted))
      await device.close()
    } finally {
      rmSync(profile, { recursive: true, force: true })
    }
  })

  it('merges two devices that painted offline at the same time, losing nothing', async () => {
    const session = await signedUpSession(baseURL, 'Tess')
    const [one, two] = await Promise.all([
      AppPage.open(browser, baseURL),
      AppPage.open(browser, baseURL),
    ])
    await signIn(one.page, session)
    await signIn(two.page, session)
    const [paintOne, paintTwo] = [await openPicture(one.page), await openPicture(two.page)]
    await one.context.setOffline(true)
    await two.context.setOffline(true)
    const first = await paintRegions(paintOne, one.page, 3)
    const second = await paintRegions(paintTwo, two.page, 3, first)
    await one.page.locator('ion-button[aria-label="Close"]').click()
    await one.context.setOffline(false)
    await two.context.setOffline(false)
    const all = sorted([...first, ...second])
    await expect.poll(() => filledOnServer(session.token), { timeout: 10_000 }).toEqual(all)
    // Each device, opening the picture again, gets the other's regions too.
    for (const device of [one, two]) {
      await device.page.goto(`/home?paint=${picture}`)
      await expect
        .poll(async () => sorted(await new PaintScreen(device.page).filled()), { timeout: 20_000 })
        .toEqual(all)
    }
    await one.close()
    await two.close()
  })
})
