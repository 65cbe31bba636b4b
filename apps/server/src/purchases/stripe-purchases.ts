import type { ProductId } from '@huey/contracts'
import { answerMessages } from '@huey/contracts'
import { findUserById } from '../auth/repository'
import { HttpError } from '../lib/http-error'
import { requireBuyer } from './buyer'
import { PurchaseError } from './purchase-error'
import {
  endCustomerEntitlements,
  findStripeCustomer,
  isPremium,
  recordEntitlement,
  storeState,
  updateEntitlement,
} from './repository'
import type { StripeStore, WebSubscription } from './stripe-store'
import type { PurchaseServiceDeps } from './types'

/**
 * Where Stripe sends the buyer back: the paywall of the picture that opened it (the app opens the
 * picture once the subscription shows), else the profile. The server builds the whole address from
 * its own origin and a validated id, so a caller cannot send anyone elsewhere.
 */
function checkoutReturnUrl(publicUrl: string, outcome: 'success' | 'cancelled', imageId?: string) {
  const search = new URLSearchParams({ checkout: outcome })
  if (imageId) search.set('paywall', imageId)
  return `${publicUrl}${imageId ? '/home' : '/profile'}?${search}`
}

function requireStripe(deps: PurchaseServiceDeps): StripeStore {
  if (!deps.stripe) throw new HttpError(404, answerMessages.webPurchasesUnavailable)
  return deps.stripe
}

/** A Stripe Checkout page for this plan, coming back to the picture that opened the paywall. */
export async function checkout(
  deps: PurchaseServiceDeps,
  userId: string,
  productId: ProductId,
  imageId: string | undefined,
  now: Date,
): Promise<string> {
  const stripe = requireStripe(deps)
  const row = await requireBuyer(deps, userId, now)
  if (await isPremium(deps.db, userId)) {
    throw new HttpError(409, answerMessages.subscriptionActive)
  }
  return stripe.checkoutUrl({
    userId,
    email: row.email.endsWith('.invalid') ? undefined : row.email,
    customerId: await findStripeCustomer(deps.db, userId),
    productId,
    successUrl: checkoutReturnUrl(deps.publicUrl, 'success', imageId),
    cancelUrl: checkoutReturnUrl(deps.publicUrl, 'cancelled', imageId),
  })
}

/** Stripe's billing portal, where a web subscriber manages or cancels. */
export async function portal(deps: PurchaseServiceDeps, userId: string): Promise<string> {
  const stripe = requireStripe(deps)
  const customerId = await findStripeCustomer(deps.db, userId)
  if (!customerId) throw new HttpError(404, answerMessages.noWebSubscription)
  return stripe.portalUrl(customerId, `${deps.publicUrl}/profile`)
}

/** A Stripe event, signature checked on the raw body, recorded into entitlements. */
export async function webhook(
  deps: PurchaseServiceDeps,
  rawBody: Buffer,
  signature: string,
  now: Date,
): Promise<void> {
  const stripe = requireStripe(deps)
  const action = stripe.webhook(rawBody, signature)
  switch (action.kind) {
    case 'checkout-completed': {
      const subscription = await stripe.subscription(action.subscriptionId)
      if (subscription) await recordWeb(deps, action.userId, subscription, now)
      return
    }
    case 'subscription-changed': {
      const s = action.subscription
      const updated = await updateEntitlement(deps.db, 'web', s.subscriptionId, storeState(s), now)
      if (!updated && s.userId && s.status === 'active') await recordWeb(deps, s.userId, s, now)
      return
    }
    case 'refunded': {
      const ended = await endCustomerEntitlements(deps.db, action.customerId, 'refunded', now)
      deps.log.info({ count: ended.length }, 'web subscription refunded')
      return
    }
    case 'ignored':
      return
  }
}

async function recordWeb(
  deps: PurchaseServiceDeps,
  userId: string,
  s: WebSubscription,
  now: Date,
): Promise<void> {
  if (!(await findUserById(deps.db, userId))) {
    deps.log.warn({ subscription: s.subscriptionId }, 'Stripe subscription of no account')
    return
  }
  try {
    await recordEntitlement(deps.db, userId, 'web', s.subscriptionId, storeState(s), now)
  } catch (error) {
    if (!(error instanceof PurchaseError)) throw error
    deps.log.error({ subscription: s.subscriptionId }, 'Stripe subscription of another user')
  }
}
