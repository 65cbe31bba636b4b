import type { ProductId } from '@huey/contracts'
import Stripe from 'stripe'
import { z } from 'zod'
import { HttpError } from '../lib/http-error'
import type { EntitlementStatus, StoreState } from './repository'
import type { StripeConfig } from './store-config'

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((v) => (typeof v === 'string' ? v : v.id))

/** The fields of a Stripe Subscription we rely on (the period end sits on its items since 2025). */
const subscriptionSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  customer: idOf,
  cancel_at_period_end: z.boolean().optional(),
  current_period_end: z.number().optional(),
  ended_at: z.number().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  items: z.object({
    data: z
      .array(
        z.object({
          current_period_end: z.number().optional(),
          price: z.object({ id: z.string() }),
        }),
      )
      .min(1),
  }),
})

const checkoutSessionSchema = z.object({
  mode: z.string(),
  client_reference_id: z.string().nullable().optional(),
  subscription: idOf.nullable().optional(),
})

const chargeSchema = z.object({
  customer: idOf.nullable().optional(),
  refunded: z.boolean(),
})

export interface WebSubscription extends StoreState {
  readonly subscriptionId: string
  readonly customerId: string
  readonly userId: string | undefined
}

/** What a verified webhook asks us to do. */
export type WebhookAction =
  | {
      readonly kind: 'checkout-completed'
      readonly userId: string
      readonly subscriptionId: string
    }
  | { readonly kind: 'subscription-changed'; readonly subscription: WebSubscription }
  | { readonly kind: 'refunded'; readonly customerId: string }
  | { readonly kind: 'ignored'; readonly type: string }

/** Stripe's statuses that still grant premium until the period ends. */
const ENTITLED = new Set(['active', 'trialing', 'past_due'])

export type StripeStore = ReturnType<typeof createStripeStore>

/** The subscription as an entitlement; undefined when it is not for a premium price. */
function webSubscriptionOf(
  raw: unknown,
  productOfPrice: ReadonlyMap<string, string>,
): WebSubscription | undefined {
  const s = subscriptionSchema.parse(raw)
  const item = s.items.data[0]
  const periodEnd = item?.current_period_end ?? s.current_period_end
  const productId = item ? productOfPrice.get(item.price.id) : undefined
  if (!productId || periodEnd === undefined) return undefined
  const status: EntitlementStatus = ENTITLED.has(s.status) ? 'active' : 'expired'
  const end = status === 'expired' && s.ended_at ? Math.min(s.ended_at, periodEnd) : periodEnd
  return {
    subscriptionId: s.id,
    customerId: s.customer,
    userId: s.metadata?.userId,
    productId,
    expiresAt: new Date(end * 1000),
    status,
    autoRenew: status === 'active' && !s.cancel_at_period_end,
  }
}

/** What a webhook event means for entitlements. */
function actionOf(
  type: string,
  object: unknown,
  toWebSubscription: (raw: unknown) => WebSubscription | undefined,
): WebhookAction {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = checkoutSessionSchema.parse(object)
      if (session.mode !== 'subscription' || !session.client_reference_id) break
      if (!session.subscription) break
      return {
        kind: 'checkout-completed',
        userId: session.client_reference_id,
        subscriptionId: session.subscription,
      }
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const subscription = toWebSubscription(object)
      if (subscription) return { kind: 'subscription-changed', subscription }
      break
    }
    case 'charge.refunded': {
      const charge = chargeSchema.parse(object)
      if (charge.refunded && charge.customer) {
        return { kind: 'refunded', customerId: charge.customer }
      }
      break
    }
  }
  return { kind: 'ignored', type }
}

/** Stripe Checkout, the billing portal and webhooks through the `stripe` package. */
export function createStripeStore(config: StripeConfig) {
  const { apiUrl } = config
  const stripe = new Stripe(config.secretKey, {
    host: apiUrl.hostname,
    port: apiUrl.port || (apiUrl.protocol === 'http:' ? 80 : 443),
    protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 1,
    timeout: 10_000,
  })
  const productOfPrice = new Map(
    Object.entries(config.prices).map(([product, price]) => [price, product]),
  )

  const toWebSubscription = (raw: unknown) => webSubscriptionOf(raw, productOfPrice)

  return {
    async checkoutUrl(opts: {
      userId: string
      email: string | undefined
      customerId: string | undefined
      productId: ProductId
      successUrl: string
      cancelUrl: string
    }): Promise<string> {
      const session = await guard(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: config.prices[opts.productId], quantity: 1 }],
          client_reference_id: opts.userId,
          ...(opts.customerId
            ? { customer: opts.customerId }
            : opts.email
              ? { customer_email: opts.email }
              : {}),
          subscription_data: { metadata: { userId: opts.userId, productId: opts.productId } },
          metadata: { userId: opts.userId, productId: opts.productId },
          success_url: opts.successUrl,
          cancel_url: opts.cancelUrl,
        }),
      )
      if (!session.url) throw storeUnavailable()
      return session.url
    },

    async portalUrl(customerId: string, returnUrl: string): Promise<string> {
      const session = await guard(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      )
      return session.url
    },

    /** Ends a subscription now: no more charges. */
    async cancel(subscriptionId: string): Promise<void> {
      await guard(() => stripe.subscriptions.cancel(subscriptionId))
    },

    async subscription(subscriptionId: string): Promise<WebSubscription | undefined> {
      return toWebSubscription(await guard(() => stripe.subscriptions.retrieve(subscriptionId)))
    },

    /** Verifies the signature on the raw body and says what the event means for entitlements. */
    webhook(rawBody: Buffer, signature: string): WebhookAction {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret)
      } catch {
        throw new HttpError(400, 'The webhook signature is not valid.')
      }
      try {
        return actionOf(event.type, event.data.object, toWebSubscription)
      } catch {
        throw new HttpError(400, 'The webhook event could not be read.')
      }
    },
  }
}

async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw storeUnavailable(error)
  }
}

function storeUnavailable(cause?: unknown): HttpError {
  return new HttpError(
    503,
    'The store is not available right now. Please try again later.',
    {},
    cause,
  )
}
