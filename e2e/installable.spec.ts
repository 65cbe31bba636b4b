import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { repoRoot, startServer } from './fixtures/server'

const baseURL = inject('baseURL')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

interface Manifest {
  name: string
  short_name: string
  display: string
  theme_color: string
  start_url: string
  icons: { src: string; sizes: string; type: string; purpose: string }[]
  shortcuts: { name: string; url: string }[]
}

/** Waits until the page runs under an activated service worker. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

describe('installable app', () => {
  it('has a manifest Chromium accepts for installing, with every icon the platforms ask for', async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.goto('/landing')
    await app.heading('Colour by number')
    const href = await app.page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')
    const manifest = (await (await fetch(`${baseURL}${href}`)).json()) as Manifest
    expect(manifest).toMatchObject({
      name: 'Huey: paint by number',
      short_name: 'Huey',
      display: 'standalone',
      theme_color: '#6c4cf1',
      start_url: '/home',
    })
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Gallery', '/home'],
      ['Create', '/create'],
    ])
    const pngs = manifest.icons.filter((i) => i.type === 'image/png')
    expect(pngs.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of pngs) {
      const res = await fetch(`${baseURL}${icon.src}`)
      expect(res.headers.get('content-type')).toBe('image/png')
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes)
    }
    await controlled(app.page)
    const cdp = await app.context.newCDPSession(app.page)
    const { errors } = await cdp.send('Page.getAppManifest')
    expect(errors).toEqual([])
    // Playwright's contexts are incognito, where Chromium installs nothing; nothing else may stop it.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([])
    await app.close()
  })
})

describe('a new version', () => {
  // Its own server on its own copy of the build, so "deploying" changes no other test's app.
  const webDist = mkdtempSync(join(tmpdir(), 'huey-e2e-web-'))
  let server: Awaited<ReturnType<typeof startServer>>
  beforeAll(async () => {
    cpSync(join(repoRoot, 'apps/web/dist-e2e'), webDist, { recursive: true })
    server = await startServer({ WEB_DIST: webDist, CATALOG_SIZE: '2' })
  })
  afterAll(async () => {
    await server.stop()
    rmSync(webDist, { recursive: true, force: true })
  })

  it('is offered with a prompt, and Reload starts it', async () => {
    const app = await AppPage.open(browser, server.url)
    await app.goto('/home')
    await app.heading('Gallery')
    await controlled(app.page)
    await expect(app.page.getByText('A new version of Huey is ready.').count()).resolves.toBe(0)

    // A deployment: the service worker's script changes.
    appendFileSync(join(webDist, 'sw.js'), '\n// the next version\n')
    await app.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
    const prompt = app.page
      .getByRole('status')
      .filter({ hasText: 'A new version of Huey is ready.' })
    await prompt.waitFor()
    await app.page.evaluate(() => {
      ;(window as { beforeUpdate?: boolean }).beforeUpdate = true
    })
    await prompt.getByText('Reload').click()
    // The page reloaded under the new worker: nothing of the old page is left, none is waiting.
    await app.page.waitForFunction(() => !(window as { beforeUpdate?: boolean }).beforeUpdate)
    await app.heading('Gallery')
    const state = await app.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return { waiting: registration?.waiting ?? null, active: registration?.active?.state }
    })
    expect(state).toEqual({ waiting: null, active: 'activated' })
    expect(await app.page.getByText('A new version of Huey is ready.').count()).toBe(0)
    await app.close()
  })
})
