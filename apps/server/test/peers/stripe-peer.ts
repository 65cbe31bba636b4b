import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { listen } from './listen'

export const stripeSecretKey = 'sk_test_huey_0123456789'
export const webhookSecret = 'whsec_huey_test_0123456789'
export const stripePrices = { monthly: 'price_monthly_test', yearly: 'price_yearly_test' }
const DAY = 86_400

export interface StripeCall {
  readonly method: string
  readonly path: string
  readonly params: URLSearchParams
}

/**
 * Stripe's side: the API calls the server makes (Checkout and portal sessions, subscriptions) on a
 * loopback port, and webhook events signed with the test secret.
 */
export async function startStripePeer() {
  const calls: StripeCall[] = []
  const subscriptions = new Map<string, Record<string, unknown>>()
  const stripe = new Stripe(stripeSecretKey)

  const peer = await listen((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const params = new URLSearchParams(
        req.method === 'GET' ? url.search : Buffer.concat(chunks).toString(),
      )
      const call = { method: req.method ?? 'GET', path: url.pathname, params }
      calls.push(call)
      const [status, body] =
        req.headers.authorization === `Bearer ${stripeSecretKey}`
          ? answer(call)
          : [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } }]
      res.statusCode = status
      res.setHeader('content-type', 'application/json')
      res.setHeader('request-id', `req_${randomBytes(6).toString('hex')}`)
      res.end(JSON.stringify(body))
    })
  })

  function answer({ method, path, params }: StripeCall): [number, unknown] {
    const id = randomBytes(8).toString('hex')
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return [
        200,
        {
          id: `cs_test_${id}`,
          object: 'checkout.session',
          mode: params.get('mode'),
          client_reference_id: params.get('client_reference_id'),
          url: `https://checkout.stripe.com/c/pay/cs_test_${id}`,
        },
      ]
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return [
        200,
        {
          id: `bps_${id}`,
          object: 'billing_portal.session',
          customer: params.get('customer'),
          url: `https://billing.stripe.com/p/session/test_${id}`,
        },
      ]
    }
    const sub = /^\/v1\/subscriptions\/(\w+)$/.exec(path)
    if (method === 'DELETE' && sub) {
      const found = subscriptions.get(sub[1] ?? '')
      if (!found)
        return [404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }]
      Object.assign(found, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) })
      return [200, found]
    }
    if (method === 'GET' && sub) {
      const found = subscriptions.get(sub[1] ?? '')
      return found
        ? [200, found]
        : [404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }]
    }
    return [404, { error: { type: 'invalid_request_error', message: `No route ${path}` } }]
  }

  return {
    env: {
      STRIPE_SECRET_KEY: stripeSecretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_MONTHLY: stripePrices.monthly,
      STRIPE_PRICE_YEARLY: stripePrices.yearly,
      STRIPE_API_URL: peer.url,
    },
    calls: () => [...calls],
    /** A subscription as Stripe holds it after a Checkout; the test changes it as Stripe would. */
    subscribe(userId: string, opts: { price?: string; periodEndDays?: number } = {}) {
      const id = `sub_${randomBytes(8).toString('hex')}`
      const now = Math.floor(Date.now() / 1000)
      const subscription: Record<string, unknown> = {
        id,
        object: 'subscription',
        status: 'active',
        customer: `cus_${randomBytes(6).toString('hex')}`,
        cancel_at_period_end: false,
        ended_at: null,
        metadata: { userId, productId: 'huey.premium.monthly' },
        items: {
          object: 'list',
          data: [
            {
              id: `si_${id}`,
              current_period_start: now,
              current_period_end: now + (opts.periodEndDays ?? 30) * DAY,
              price: { id: opts.price ?? stripePrices.monthly },
            },
          ],
        },
      }
      subscriptions.set(id, subscription)
      return subscription as { id: string; customer: string } & Record<string, unknown>
    },
    update(id: string, changes: Record<string, unknown>) {
      const sub = subscriptions.get(id)
      if (!sub) throw new Error(`no subscription ${id}`)
      Object.assign(sub, changes)
      return sub
    },
    /** A webhook delivery: the JSON body and its Stripe-Signature header. */
    event(type: string, object: unknown, secret = webhookSecret) {
      const payload = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      })
      return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) }
    },
    close: peer.close,
  }
}
