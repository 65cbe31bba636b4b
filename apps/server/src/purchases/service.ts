import {
  appleReceiptTransactionSchema,
  appleSk2TransactionSchema,
  googlePlayTransactionSchema,
  type ProductId,
  purchaseMessages,
  serverMessages,
  type ValidatorBody,
  type ValidatorResponse,
  type VerifiedPurchase,
} from '@huey/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { awaitsParentalConsent } from '../auth/age'
import { findUserById, isPremium } from '../auth/repository'
import type { Db } from '../db/database'
import { HttpError } from '../lib/http-error'
import { type AppleTransaction, verifyAppleTransaction } from './apple'
import type { AppleServerApi } from './apple-server-api'
import type { GooglePlay } from './google-play'
import { handleAppleNotification, handlePlayNotification } from './notifications'
import { PurchaseError } from './purchase-error'
import { type RecheckResult, recheckDue } from './recheck'
import {
  endCustomerEntitlements,
  findStripeCustomer,
  recordEntitlement,
  renewingEntitlements,
  type StoreState,
  updateEntitlement,
} from './repository'
import type { AppleConfig } from './store-config'
import type { StripeStore, WebSubscription } from './stripe-store'

/** The plugin's error codes (CdvPurchase.ErrorCode). */
const VERIFICATION_FAILED = 6777017
const COMMUNICATION = 6777014

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

export interface PurchaseServiceDeps {
  readonly db: Db
  readonly publicUrl: string
  readonly apple: AppleConfig | undefined
  readonly appleApi: AppleServerApi | undefined
  readonly googlePlay: GooglePlay | undefined
  readonly stripe: StripeStore | undefined
  readonly log: FastifyBaseLogger
  readonly now?: () => Date
}

/** Store receipts and web checkout in, entitlements out; premium is derived from those rows. */
export class PurchaseService {
  constructor(private readonly deps: PurchaseServiceDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date()
  }

  /** The signed-in buyer; 403 while a parent has not consented (as Upgrade). */
  private async buyer(userId: string) {
    const row = await findUserById(this.deps.db, userId)
    if (!row) throw new HttpError(401, serverMessages.sessionExpired)
    if (awaitsParentalConsent(row, this.now())) {
      throw new HttpError(403, purchaseMessages.askParentExplained)
    }
    return row
  }

  /** cordova-plugin-purchase's receipt validation: `ok: true` with the purchase, or why not. */
  async validate(userId: string, body: ValidatorBody): Promise<ValidatorResponse> {
    await this.buyer(userId)
    const { transaction } = body
    try {
      const sk2 = appleSk2TransactionSchema.safeParse(transaction)
      const sk1 = appleReceiptTransactionSchema.safeParse(transaction)
      const play = googlePlayTransactionSchema.safeParse(transaction)
      let purchase: VerifiedPurchase
      if (sk2.success) purchase = await this.validateApple(userId, sk2.data.jwsRepresentation)
      else if (sk1.success) purchase = await this.validateAppleReceipt(userId, sk1.data.id)
      else if (play.success) purchase = await this.validateGoogle(userId, play.data.purchaseToken)
      else throw new PurchaseError('unsupported', `${transaction.type} purchases are not accepted.`)
      return {
        ok: true,
        data: {
          id: body.id ?? purchase.id,
          latest_receipt: true,
          transaction: { type: transaction.type },
          collection: [purchase],
          date: this.now().toISOString(),
        },
      }
    } catch (error) {
      if (!(error instanceof PurchaseError)) throw error
      const unavailable = error.code === 'store-unavailable'
      const log = this.deps.log
      if (unavailable) log.warn({ err: error }, 'store unavailable during validation')
      else log.info({ code: error.code, userId }, 'receipt refused')
      return {
        ok: false,
        status: unavailable ? 503 : 400,
        code: unavailable ? COMMUNICATION : VERIFICATION_FAILED,
        message: unavailable ? purchaseMessages.storeUnavailable : error.message,
      }
    }
  }

  private async validateApple(userId: string, jws: string): Promise<VerifiedPurchase> {
    const apple = this.deps.apple
    if (!apple) throw new PurchaseError('unsupported', 'App Store purchases are not accepted here.')
    const t = await verifyAppleTransaction(jws, apple, this.now())
    return this.recordApple(userId, t)
  }

  /** StoreKit 1 receipts: the transaction is fetched, signed, from the App Store Server API. */
  private async validateAppleReceipt(
    userId: string,
    transactionId: string | undefined,
  ): Promise<VerifiedPurchase> {
    const { apple, appleApi } = this.deps
    if (!apple || !appleApi) {
      throw new PurchaseError('unsupported', 'App Store receipts are not accepted here.')
    }
    if (!transactionId || !/^\d{1,30}$/.test(transactionId)) {
      throw new PurchaseError('unknown-purchase', 'The receipt names no App Store transaction.')
    }
    const jws = await appleApi.transaction(transactionId)
    return this.recordApple(userId, await verifyAppleTransaction(jws, apple, this.now()))
  }

  private async recordApple(userId: string, t: AppleTransaction): Promise<VerifiedPurchase> {
    if (t.appAccountToken && t.appAccountToken.toLowerCase() !== userId.toLowerCase()) {
      throw new PurchaseError('other-account', 'This purchase belongs to another account.')
    }
    const now = this.now()
    const expired = t.revoked || t.expiresAt <= now
    const purchase: VerifiedPurchase = {
      id: t.productId,
      purchaseId: t.originalTransactionId,
      transactionId: t.transactionId,
      purchaseDate: t.purchaseDate?.getTime(),
      expiryDate: t.expiresAt.getTime(),
      isExpired: expired,
    }
    if (expired) {
      // Nothing to grant; a known subscription that was refunded or lapsed ends here too.
      await updateEntitlement(
        this.deps.db,
        'apple',
        t.originalTransactionId,
        { status: t.revoked ? 'refunded' : 'expired' },
        now,
      )
      return purchase
    }
    await recordEntitlement(
      this.deps.db,
      userId,
      'apple',
      t.originalTransactionId,
      { productId: t.productId, expiresAt: t.expiresAt, status: 'active', autoRenew: true },
      now,
    )
    return purchase
  }

  private async validateGoogle(userId: string, purchaseToken: string): Promise<VerifiedPurchase> {
    const play = this.deps.googlePlay
    if (!play)
      throw new PurchaseError('unsupported', 'Google Play purchases are not accepted here.')
    const s = await play.subscription(purchaseToken)
    const now = this.now()
    const expired = s.status !== 'active' || s.expiresAt <= now
    const purchase: VerifiedPurchase = {
      id: s.productId,
      purchaseId: purchaseToken,
      transactionId: s.orderId,
      expiryDate: s.expiresAt.getTime(),
      isExpired: expired,
      isAcknowledged: s.acknowledged,
      renewalIntent: s.autoRenew ? 'Renew' : 'Lapse',
    }
    if (expired) {
      await updateEntitlement(this.deps.db, 'google', s.orderId, { status: 'expired' }, now)
      return purchase
    }
    await recordEntitlement(this.deps.db, userId, 'google', s.orderId, storeState(s), now)
    if (!s.acknowledged) {
      // Unacknowledged purchases are refunded by Google after three days; the re-check job retries.
      try {
        await play.acknowledge(s.productId, purchaseToken)
        return { ...purchase, isAcknowledged: true }
      } catch (error) {
        this.deps.log.warn({ err: error }, 'Google Play acknowledgement failed; will retry')
      }
    }
    return purchase
  }

  /** A Stripe Checkout page for this plan, coming back to the picture that opened the paywall. */
  async checkout(userId: string, productId: ProductId, imageId?: string): Promise<string> {
    const stripe = this.requireStripe()
    const row = await this.buyer(userId)
    if (await isPremium(this.deps.db, userId)) {
      throw new HttpError(409, 'You already have an active subscription.')
    }
    const { publicUrl } = this.deps
    return stripe.checkoutUrl({
      userId,
      email: row.email.endsWith('.invalid') ? undefined : row.email,
      customerId: await findStripeCustomer(this.deps.db, userId),
      productId,
      successUrl: checkoutReturnUrl(publicUrl, 'success', imageId),
      cancelUrl: checkoutReturnUrl(publicUrl, 'cancelled', imageId),
    })
  }

  /** Stripe's billing portal, where a web subscriber manages or cancels. */
  async portal(userId: string): Promise<string> {
    const stripe = this.requireStripe()
    const customerId = await findStripeCustomer(this.deps.db, userId)
    if (!customerId) throw new HttpError(404, 'No web subscription was found.')
    return stripe.portalUrl(customerId, `${this.deps.publicUrl}/profile`)
  }

  /** A Stripe event, signature checked on the raw body, recorded into entitlements. */
  async webhook(rawBody: Buffer, signature: string): Promise<void> {
    const stripe = this.requireStripe()
    const action = stripe.webhook(rawBody, signature)
    const now = this.now()
    switch (action.kind) {
      case 'checkout-completed': {
        const subscription = await stripe.subscription(action.subscriptionId)
        if (subscription) await this.recordWeb(action.userId, subscription, now)
        return
      }
      case 'subscription-changed': {
        const s = action.subscription
        const updated = await updateEntitlement(
          this.deps.db,
          'web',
          s.subscriptionId,
          storeState(s),
          now,
        )
        if (!updated && s.userId && s.status === 'active') await this.recordWeb(s.userId, s, now)
        return
      }
      case 'refunded': {
        const ended = await endCustomerEntitlements(
          this.deps.db,
          action.customerId,
          'refunded',
          now,
        )
        this.deps.log.info({ count: ended.length }, 'web subscription refunded')
        return
      }
      case 'ignored':
        return
    }
  }

  private async recordWeb(userId: string, s: WebSubscription, now: Date): Promise<void> {
    if (!(await findUserById(this.deps.db, userId))) {
      this.deps.log.warn({ subscription: s.subscriptionId }, 'Stripe subscription of no account')
      return
    }
    try {
      await recordEntitlement(this.deps.db, userId, 'web', s.subscriptionId, storeState(s), now)
    } catch (error) {
      if (!(error instanceof PurchaseError)) throw error
      this.deps.log.error({ subscription: s.subscriptionId }, 'Stripe subscription of another user')
    }
  }

  /** An App Store Server Notification (V2). */
  appleNotification(signedPayload: string): Promise<void> {
    return handleAppleNotification(this.deps, signedPayload, this.now())
  }

  /** A Google Play real-time developer notification, from its Pub/Sub push. */
  playNotification(base64Data: string): Promise<void> {
    return handlePlayNotification(this.deps, base64Data, this.now())
  }

  /**
   * Before an account is deleted: stops the renewals the server can stop (Stripe subscriptions end
   * now, Google Play ones stop renewing), so nobody pays for an account that is gone. App Store
   * subscriptions can only be cancelled by the subscriber. Throws when a store does not answer.
   */
  async stopRenewals(userId: string): Promise<void> {
    for (const row of await renewingEntitlements(this.deps.db, userId)) {
      if (row.source === 'web' && this.deps.stripe) {
        await this.deps.stripe.cancel(row.originalTransactionId)
      } else if (row.source === 'google' && this.deps.googlePlay && row.purchaseToken) {
        try {
          await this.deps.googlePlay.cancel(row.productId, row.purchaseToken)
        } catch (error) {
          throw new HttpError(503, purchaseMessages.storeUnavailable, {}, error)
        }
      }
    }
  }

  /** Asks the stores about entitlements near their expiry (the re-check job). */
  recheckDue(): Promise<RecheckResult> {
    return recheckDue(this.deps, this.now())
  }

  private requireStripe(): StripeStore {
    if (!this.deps.stripe) throw new HttpError(404, 'Web purchases are not available here.')
    return this.deps.stripe
  }
}

/** Only the columns a store decides, whatever else the store's object carries. */
export function storeState(s: StoreState): StoreState {
  return {
    productId: s.productId,
    expiresAt: s.expiresAt,
    status: s.status,
    autoRenew: s.autoRenew,
    purchaseToken: s.purchaseToken,
    customerId: s.customerId,
  }
}
