import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signedUpSession } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import './fixtures/window'
import { launchBrowser } from './fixtures/browser'
import { appRoutes } from './fixtures/routes'
import { repoRoot } from './fixtures/server'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function openApp(): Promise<AppPage> {
  return AppPage.open(browser, baseURL)
}

describe('app shell routes', () => {
  it.each(appRoutes)('%s renders its page', async (path, heading) => {
    const app = await openApp()
    await app.goto(path)
    await app.heading(heading)
    expect(await app.pathname()).toBe(path)
    await app.close()
  })

  it('sends the empty path to /landing', async () => {
    const app = await openApp()
    await app.goto('/')
    await app.heading('Colour by number, calmly.')
    expect(await app.pathname()).toBe('/landing')
    await app.close()
  })

  it('sends an unknown path to /landing', async () => {
    const app = await openApp()
    await app.goto('/no/such/page')
    await app.heading('Colour by number, calmly.')
    expect(await app.pathname()).toBe('/landing')
    await app.close()
  })

  it('sends a guest who opens /profile to /landing', async () => {
    const app = await openApp()
    await app.goto('/profile')
    await app.heading('Colour by number, calmly.')
    expect(await app.pathname()).toBe('/landing')
    await app.close()
  })

  it('lets a user with a stored token open /profile', async () => {
    const { token } = await signedUpSession(baseURL, 'Stored')
    const app = await openApp()
    await app.goto('/landing')
    await app.setToken(token)
    await app.goto('/profile')
    await app.heading('Profile')
    expect(await app.pathname()).toBe('/profile')
    await app.close()
  })

  it('moves between pages with the tab bar', async () => {
    const app = await openApp()
    await app.goto('/landing')
    await app.page.getByRole('tab', { name: 'Daily' }).click()
    await app.heading('Daily pictures')
    expect(await app.pathname()).toBe('/daily-images')
    await app.close()
  })

  it('marks the open tab, and answers Enter and Space on a tab', async () => {
    const app = await openApp()
    await app.goto('/daily-images')
    await app.heading('Daily pictures')
    const daily = app.page.getByRole('tab', { name: 'Daily' })
    await expect.poll(() => daily.getAttribute('aria-selected')).toBe('true')
    await app.page.getByRole('tab', { name: 'Create' }).press('Enter')
    await app.heading('Create')
    expect(await app.pathname()).toBe('/create')
    await app.page.getByRole('tab', { name: 'Gallery' }).press(' ')
    await app.heading('Gallery')
    expect(await app.pathname()).toBe('/home')
    expect(await daily.getAttribute('aria-selected')).toBeNull()
    await app.close()
  })

  it('goes back to the tab the user came from', async () => {
    const app = await openApp()
    await app.goto('/landing')
    await app.page.getByRole('tab', { name: 'Daily' }).click()
    await app.heading('Daily pictures')
    await app.page.getByRole('tab', { name: 'Create' }).click()
    await app.heading('Create')
    await app.page.goBack()
    await app.heading('Daily pictures')
    expect(await app.pathname()).toBe('/daily-images')
    await expect
      .poll(() => app.page.getByRole('tab', { name: 'Daily' }).getAttribute('aria-selected'))
      .toBe('true')
    await app.close()
  })
})

describe('telemetry', () => {
  it('records "App started" once at start-up', async () => {
    const app = await openApp()
    await app.goto('/landing')
    await app.heading('Colour by number, calmly.')
    const events = await app.page.evaluate(() => window.__huey?.telemetry.events() ?? [])
    const started = events.filter((e) => e.kind === 'log' && e.message === 'App started')
    expect(started).toHaveLength(1)
    await app.close()
  })

  it('records an uncaught error as "Global error: <message>" and logs it to the console', async () => {
    const app = await openApp()
    const consoleErrors: string[] = []
    app.page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text())
    })
    await app.goto('/landing')
    await app.heading('Colour by number, calmly.')
    await app.page.evaluate(() => window.__huey?.throwUncaught('the paint pot tipped over'))
    await expect
      .poll(() => app.page.evaluate(() => window.__huey?.telemetry.events() ?? []))
      .toContainEqual({ kind: 'nonFatal', message: 'Global error: the paint pot tipped over' })
    expect(consoleErrors.join('\n')).toContain('the paint pot tipped over')
    await app.close()
  })

  it('records a rejection without a message as "Global error: Unknown error"', async () => {
    const app = await openApp()
    await app.goto('/landing')
    await app.heading('Colour by number, calmly.')
    await app.page.evaluate(() => {
      void Promise.reject({})
    })
    await expect
      .poll(() => app.page.evaluate(() => window.__huey?.telemetry.events() ?? []))
      .toContainEqual({ kind: 'nonFatal', message: 'Global error: Unknown error' })
    await app.close()
  })
})

describe('build', () => {
  it('puts every page in a chunk of its own, loaded on demand', () => {
    const manifest = JSON.parse(
      readFileSync(join(repoRoot, 'apps/web/dist-e2e/.vite/manifest.json'), 'utf8'),
    ) as Record<
      string,
      { isEntry?: boolean; isDynamicEntry?: boolean; file: string; imports?: string[] }
    >
    const pages = [
      'landing',
      'home',
      'my-works',
      'daily-images',
      'create',
      'sign-in',
      'sign-up',
      'profile',
    ]
    const entry = Object.values(manifest).find((c) => c.isEntry)
    expect(entry).toBeDefined()
    const files = new Set<string>()
    for (const page of pages) {
      const chunk = manifest[`src/pages/${page}/${page}-page.tsx`]
      expect(chunk, page).toBeDefined()
      expect(chunk?.isDynamicEntry, page).toBe(true)
      expect(chunk?.file).not.toBe(entry?.file)
      files.add(chunk?.file ?? '')
    }
    expect(files.size).toBe(pages.length)
  })
})
