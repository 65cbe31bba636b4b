import { purchaseMessages } from '@huey/contracts'
import type { Browser, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStripePeer } from '../apps/server/test/peers/stripe-peer'
import { AccountPages } from './fixtures/account-pages'
import { password } from './fixtures/accounts-api'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { PaintScreen } from './fixtures/paint-screen'
import { PaywallScreen } from './fixtures/paywall'
import { type RunningServer, startServer } from './fixtures/server'

// A server of its own that sells premium through Stripe, with Stripe's API on a loopback peer.
let browser: Browser
let stripe: Awaited<ReturnType<typeof startStripePeer>>
let server: RunningServer
beforeAll(async () => {
  stripe = await startStripePeer()
  server = await startServer({ ...stripe.env, CATALOG_SIZE: '6', RATE_LIMIT_SCALE: '100' })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await stripe?.close()
})

/** Stripe's webhook for a finished Checkout, signed as Stripe signs it. */
async function deliverCheckoutCompleted(userId: string): Promise<void> {
  const subscription = stripe.subscribe(userId)
  const { payload, signature } = stripe.event('checkout.session.completed', {
    id: 'cs_test_e2e',
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: userId,
    customer: subscription.customer,
    subscription: subscription.id,
  })
  const res = await fetch(`${server.url}/purchases/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  if (!res.ok) throw new Error(`The webhook was refused: ${res.status} ${await res.text()}`)
}

describe('premium in the browser (Stripe)', () => {
  it('checks out on Stripe, comes back to the locked picture as premium, and manages it in the portal', async () => {
    const app = await AppPage.open(browser, server.url)
    const pages = new AccountPages(app.page)
    const email = `stripe-${Date.now()}@example.com`
    await pages.signUpAndIn({ email, password, name: 'Sam', birthdate: '1988-08-08' })
    const userId = await app.page.evaluate(
      () => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { userId: string }).userId,
    )

    // Stripe's Checkout page: the customer pays, Stripe sends them back to the success URL the
    // server gave it at once, and its webhook once the app, back, has looked for the premium.
    await app.page.route('https://checkout.stripe.com/**', async (route: Route) => {
      const session = stripe.calls().findLast((c) => c.path === '/v1/checkout/sessions')
      await route.fulfill({
        status: 303,
        headers: { location: session?.params.get('success_url') ?? `${server.url}/` },
      })
    })

    const paywall = new PaywallScreen(app.page)
    const imageId = await paywall.tapLockedPicture()
    await paywall.waitOpen()
    expect(await paywall.prices()).toEqual(['$4.99 per month', '$39.99 per year'])
    const back = app.page.waitForURL((url) => url.searchParams.get('checkout') === 'success', {
      waitUntil: 'commit',
    })
    await paywall.subscribeButton('yearly').click()
    await back
    await app.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/auth/me'))
    await deliverCheckoutCompleted(userId)

    // Back in the app, the paywall of that picture waits for the webhook, then gives way to it.
    await pages.toastSaying('success', purchaseMessages.purchased)
    await app.page.waitForURL(
      (url) => url.pathname === '/home' && url.search === `?paint=${imageId}`,
    )
    const session = stripe.calls().findLast((c) => c.path === '/v1/checkout/sessions')
    expect(session?.params.get('success_url')).toBe(
      `${server.url}/home?checkout=success&paywall=${imageId}`,
    )
    const paint = new PaintScreen(app.page)
    await paint.waitOpen()
    await paywall.root.waitFor({ state: 'hidden' })
    expect(await paint.progressText()).toBe('0% painted')

    await app.goto('/profile')
    await expect.poll(() => app.page.getByTestId('premium-status').textContent()).toBe('Premium')

    // The billing portal, from the profile's Manage subscription.
    await app.page.route('https://billing.stripe.com/**', (route: Route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Billing portal</h1>' }),
    )
    await pages.profileButton('Manage subscription').click()
    await paywall.waitOpen()
    await paywall.button('Manage subscription').click()
    await app.page.waitForURL((url) => url.hostname === 'billing.stripe.com')
    await app.close()
  })
})
