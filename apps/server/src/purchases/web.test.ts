import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { isPremiumNow, signedInAccount, type TestAccount } from '../../test/accounts'
import { appUnderTest } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { buildTestApp, testConfig } from '../../test/helper'
import { startStripePeer, stripePrices } from '../../test/peers/stripe-peer'
import { entitlements } from '../db/schema'

const publicUrl = 'https://huey.example'

describe.each(await databaseTargets())('web purchases through Stripe on $name', (target) => {
  const server = appUnderTest(target, {
    peers: { stripe: startStripePeer },
    env: ({ stripe }) => ({ ...stripe.env, PUBLIC_URL: publicUrl, RATE_LIMIT_SCALE: '100' }),
  })

  const post = (url: string, account?: TestAccount, payload?: object) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: account?.headers ?? {},
      ...(payload ? { payload } : {}),
    })
  const deliver = (delivery: { payload: string; signature: string }) =>
    server.app.inject({
      method: 'POST',
      url: '/purchases/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
      payload: delivery.payload,
    })
  const rowsOf = (userId: string) =>
    server.database.db.select().from(entitlements).where(eq(entitlements.userId, userId))

  /** Checkout as Stripe completes it: the subscription exists, then the signed event arrives. */
  async function completeCheckout(buyer: TestAccount, opts: { periodEndDays?: number } = {}) {
    const subscription = server.peers.stripe.subscribe(buyer.userId, opts)
    const res = await deliver(
      server.peers.stripe.event('checkout.session.completed', {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: buyer.userId,
        customer: subscription.customer,
        subscription: subscription.id,
      }),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ received: true })
    return subscription
  }

  it('GET /purchases/plans names Stripe as the web store', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/purchases/plans' })
    expect(res.json().store).toBe('stripe')
  })

  describe('POST /purchases/checkout', () => {
    it('answers a Checkout URL for the plan, for this user, returning to the profile', async () => {
      const buyer = await signedInAccount(server.app)
      const res = await post('/purchases/checkout', buyer, { productId: 'huey.premium.yearly' })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
      const call = server.peers.stripe.calls().findLast((c) => c.path === '/v1/checkout/sessions')
      expect(call?.params.get('mode')).toBe('subscription')
      expect(call?.params.get('client_reference_id')).toBe(buyer.userId)
      expect(call?.params.get('line_items[0][price]')).toBe(stripePrices.yearly)
      expect(call?.params.get('customer_email')).toBe(buyer.email)
      expect(call?.params.get('success_url')).toBe(`${publicUrl}/profile?checkout=success`)
      expect(call?.params.get('cancel_url')).toBe(`${publicUrl}/profile?checkout=cancelled`)
      expect(call?.params.get('subscription_data[metadata][userId]')).toBe(buyer.userId)
    })

    it('returns to the paywall of the picture that opened it', async () => {
      const buyer = await signedInAccount(server.app)
      const res = await post('/purchases/checkout', buyer, {
        productId: 'huey.premium.monthly',
        imageId: 'daily-2026-11-23',
      })
      expect(res.statusCode, res.body).toBe(200)
      const call = server.peers.stripe.calls().findLast((c) => c.path === '/v1/checkout/sessions')
      expect(call?.params.get('success_url')).toBe(
        `${publicUrl}/home?checkout=success&paywall=daily-2026-11-23`,
      )
      expect(call?.params.get('cancel_url')).toBe(
        `${publicUrl}/home?checkout=cancelled&paywall=daily-2026-11-23`,
      )
    })

    it('refuses a picture id that is not one, such as an address to send the buyer to', async () => {
      const buyer = await signedInAccount(server.app)
      const before = server.peers.stripe.calls().length
      for (const imageId of [
        '',
        'https://evil.example',
        '//evil.example',
        '../sign-in',
        'ocean-01?next=https://evil.example',
        'ocean-01#x',
        'Ocean-01',
        'ocean--01',
        '-ocean',
        'ocean 01',
        'a'.repeat(81),
        7,
        null,
      ]) {
        const res = await post('/purchases/checkout', buyer, {
          productId: 'huey.premium.monthly',
          imageId,
        })
        expect(res.statusCode, String(imageId)).toBe(400)
        expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
      }
      expect(server.peers.stripe.calls()).toHaveLength(before)
    })

    it('needs a signed-in caller, a known plan, and a parent’s consent for a child', async () => {
      expect(
        (await post('/purchases/checkout', undefined, { productId: 'huey.premium.monthly' }))
          .statusCode,
      ).toBe(401)
      const buyer = await signedInAccount(server.app)
      for (const body of [{}, { productId: 'huey.premium.lifetime' }, { productId: 7 }]) {
        const res = await post('/purchases/checkout', buyer, body)
        expect(res.statusCode).toBe(400)
        expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
      }
      const child = await signedInAccount(server.app, {
        birthdate: `${new Date().getUTCFullYear() - 10}-02-02`,
        parentEmail: `parent-${Date.now()}@example.com`,
      })
      const res = await post('/purchases/checkout', child, { productId: 'huey.premium.monthly' })
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toMatch(/parent/i)
    })

    it('refuses a second subscription while one is active', async () => {
      const buyer = await signedInAccount(server.app)
      await completeCheckout(buyer)
      const res = await post('/purchases/checkout', buyer, { productId: 'huey.premium.monthly' })
      expect(res.statusCode).toBe(409)
    })
  })

  describe('POST /purchases/webhook', () => {
    it('makes the buyer premium when the checkout completes', async () => {
      const buyer = await signedInAccount(server.app)
      expect(await isPremiumNow(server.app, buyer)).toBe(false)
      const subscription = await completeCheckout(buyer)
      expect(await isPremiumNow(server.app, buyer)).toBe(true)
      const [row] = await rowsOf(buyer.userId)
      expect(row).toMatchObject({
        source: 'web',
        originalTransactionId: subscription.id,
        customerId: subscription.customer,
        productId: 'huey.premium.monthly',
        status: 'active',
        autoRenew: true,
      })
    })

    it('is idempotent: the same event twice leaves one entitlement', async () => {
      const buyer = await signedInAccount(server.app)
      const subscription = server.peers.stripe.subscribe(buyer.userId)
      const event = server.peers.stripe.event('checkout.session.completed', {
        mode: 'subscription',
        client_reference_id: buyer.userId,
        subscription: subscription.id,
      })
      await deliver(event)
      await deliver(event)
      expect(await rowsOf(buyer.userId)).toHaveLength(1)
    })

    it('refuses a bad signature and records nothing', async () => {
      const buyer = await signedInAccount(server.app)
      const subscription = server.peers.stripe.subscribe(buyer.userId)
      const object = {
        mode: 'subscription',
        client_reference_id: buyer.userId,
        subscription: subscription.id,
      }
      const forged = server.peers.stripe.event(
        'checkout.session.completed',
        object,
        'whsec_someone_else',
      )
      const res = await deliver(forged)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'The webhook signature is not valid.' })
      const good = server.peers.stripe.event('checkout.session.completed', object)
      const tampered = await deliver({
        payload: good.payload.replace('subscription', 'payment'),
        signature: good.signature,
      })
      expect(tampered.statusCode).toBe(400)
      const missing = await server.app.inject({
        method: 'POST',
        url: '/purchases/webhook',
        headers: { 'content-type': 'application/json' },
        payload: good.payload,
      })
      expect(missing.statusCode).toBe(400)
      expect(await rowsOf(buyer.userId)).toEqual([])
      expect(await isPremiumNow(server.app, buyer)).toBe(false)
    })

    it('keeps premium to the period end when the subscriber cancels, then ends it', async () => {
      const buyer = await signedInAccount(server.app)
      const subscription = await completeCheckout(buyer)
      await deliver(
        server.peers.stripe.event(
          'customer.subscription.updated',
          server.peers.stripe.update(subscription.id, { cancel_at_period_end: true }),
        ),
      )
      expect(await isPremiumNow(server.app, buyer)).toBe(true)
      expect((await rowsOf(buyer.userId))[0]?.autoRenew).toBe(false)
      const now = Math.floor(Date.now() / 1000)
      await deliver(
        server.peers.stripe.event(
          'customer.subscription.deleted',
          server.peers.stripe.update(subscription.id, { status: 'canceled', ended_at: now }),
        ),
      )
      expect(await isPremiumNow(server.app, buyer)).toBe(false)
      expect((await rowsOf(buyer.userId))[0]?.status).toBe('expired')
    })

    it('moves the expiry on when the subscription renews', async () => {
      const buyer = await signedInAccount(server.app)
      const subscription = await completeCheckout(buyer, { periodEndDays: 1 })
      const end = Math.floor(Date.now() / 1000) + 60 * 86_400
      const items = subscription.items as { data: { current_period_end: number }[] }
      const item = items.data[0]
      if (item) item.current_period_end = end
      await deliver(server.peers.stripe.event('customer.subscription.updated', subscription))
      expect((await rowsOf(buyer.userId))[0]?.expiresAt.getTime()).toBe(end * 1000)
    })

    it('ends premium on a full refund, and a later update does not bring it back', async () => {
      const buyer = await signedInAccount(server.app)
      const subscription = await completeCheckout(buyer)
      const partial = server.peers.stripe.event('charge.refunded', {
        object: 'charge',
        customer: subscription.customer,
        refunded: false,
        amount_refunded: 100,
      })
      await deliver(partial)
      expect(await isPremiumNow(server.app, buyer)).toBe(true)
      await deliver(
        server.peers.stripe.event('charge.refunded', {
          object: 'charge',
          customer: subscription.customer,
          refunded: true,
        }),
      )
      expect(await isPremiumNow(server.app, buyer)).toBe(false)
      expect((await rowsOf(buyer.userId))[0]?.status).toBe('refunded')
      await deliver(server.peers.stripe.event('customer.subscription.updated', subscription))
      expect(await isPremiumNow(server.app, buyer)).toBe(false)
    })

    it('records a subscription whose update arrives before the checkout event', async () => {
      const buyer = await signedInAccount(server.app)
      const subscription = server.peers.stripe.subscribe(buyer.userId)
      await deliver(server.peers.stripe.event('customer.subscription.created', subscription))
      expect(await isPremiumNow(server.app, buyer)).toBe(true)
    })

    it('acknowledges events it does not act on', async () => {
      const res = await deliver(server.peers.stripe.event('invoice.paid', { object: 'invoice' }))
      expect(res.statusCode).toBe(200)
    })

    it('answers 400, never a 500, to signed events with unexpected objects', async () => {
      for (const [type, object] of [
        ['customer.subscription.updated', { id: 'sub_x' }],
        ['checkout.session.completed', { mode: 42 }],
        ['charge.refunded', null],
      ] as const) {
        const res = await deliver(server.peers.stripe.event(type, object))
        expect(res.statusCode, type).toBe(400)
        expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
      }
    })
  })

  describe('POST /purchases/portal', () => {
    it('answers the billing portal of the subscriber, returning to the profile', async () => {
      const buyer = await signedInAccount(server.app)
      const subscription = await completeCheckout(buyer)
      const res = await post('/purchases/portal', buyer)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.com\//)
      const call = server.peers.stripe
        .calls()
        .findLast((c) => c.path === '/v1/billing_portal/sessions')
      expect(call?.params.get('customer')).toBe(subscription.customer)
      expect(call?.params.get('return_url')).toBe(`${publicUrl}/profile`)
    })

    it('answers 404 to a user who never subscribed on the web, 401 without a session', async () => {
      expect((await post('/purchases/portal', await signedInAccount(server.app))).statusCode).toBe(
        404,
      )
      expect((await post('/purchases/portal')).statusCode).toBe(401)
    })
  })

  describe('accounts', () => {
    it('POST /auth/upgrade answers premium with a web subscription, 402 without (no sandbox here)', async () => {
      const buyer = await signedInAccount(server.app)
      const before = await post('/auth/upgrade', buyer)
      expect(before.statusCode).toBe(402)
      expect(before.json()).toMatchObject({ error: 'No active subscription was found.' })
      await completeCheckout(buyer)
      const after = await post('/auth/upgrade', buyer)
      expect(after.statusCode).toBe(200)
      expect(after.json().user.premium).toBe(true)
      expect((await rowsOf(buyer.userId)).map((r) => r.source)).toEqual(['web'])
    })

    it('deleting the account ends its Stripe subscription and deletes its entitlements', async () => {
      const buyer = await signedInAccount(server.app)
      const subscription = await completeCheckout(buyer)
      expect(await rowsOf(buyer.userId)).toHaveLength(1)
      const res = await server.app.inject({
        method: 'DELETE',
        url: '/auth/delete-account',
        headers: buyer.headers,
      })
      expect(res.statusCode).toBe(200)
      expect(await rowsOf(buyer.userId)).toEqual([])
      const cancel = server.peers.stripe.calls().find((c) => c.method === 'DELETE')
      expect(cancel?.path).toBe(`/v1/subscriptions/${subscription.id}`)
      expect(subscription.status).toBe('canceled')
    })

    it('keeps the account when Stripe cannot end its subscription, so nobody pays for nothing', async () => {
      const buyer = await signedInAccount(server.app)
      await completeCheckout(buyer)
      const stopped = await buildTestApp({
        database: server.database,
        config: testConfig({ ...server.peers.stripe.env, STRIPE_API_URL: 'http://127.0.0.1:9' }),
      })
      try {
        const res = await stopped.inject({
          method: 'DELETE',
          url: '/auth/delete-account',
          headers: buyer.headers,
        })
        expect(res.statusCode).toBe(503)
        expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
        expect(await rowsOf(buyer.userId)).toHaveLength(1)
      } finally {
        await stopped.close()
      }
    })
  })
})
