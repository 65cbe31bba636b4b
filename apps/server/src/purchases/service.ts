import {
  appleReceiptTransactionSchema,
  appleSk2TransactionSchema,
  googlePlayTransactionSchema,
  type ProductId,
  purchaseMessages,
  type ValidatorBody,
  type ValidatorResponse,
  type VerifiedPurchase,
} from '@huey/contracts'
import { handleAppleNotification, validateApple, validateAppleReceipt } from './apple-purchases'
import { requireBuyer } from './buyer'
import {
  handlePlayNotification,
  stopPlayRenewal,
  validateGooglePlay,
} from './google-play-purchases'
import { PurchaseError } from './purchase-error'
import { type RecheckResult, recheckDue } from './recheck'
import { renewingEntitlements } from './repository'
import { checkout, portal, webhook } from './stripe-purchases'
import type { PurchaseServiceDeps } from './types'

export type { PurchaseServiceDeps } from './types'

/** The plugin's error codes (CdvPurchase.ErrorCode). */
const VERIFICATION_FAILED = 6777017
const COMMUNICATION = 6777014

/**
 * Store receipts and web checkout in, entitlements out; premium is derived from those rows. Each
 * store has its module (apple-, google-play-, stripe-purchases); this binds them to their I/O.
 */
export class PurchaseService {
  constructor(private readonly deps: PurchaseServiceDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date()
  }

  /** cordova-plugin-purchase's receipt validation: `ok: true` with the purchase, or why not. */
  async validate(userId: string, body: ValidatorBody): Promise<ValidatorResponse> {
    const now = this.now()
    await requireBuyer(this.deps, userId, now)
    const { transaction } = body
    try {
      const purchase = await this.verify(userId, transaction, now)
      return {
        ok: true,
        data: {
          id: body.id ?? purchase.id,
          latest_receipt: true,
          transaction: { type: transaction.type },
          collection: [purchase],
          date: now.toISOString(),
        },
      }
    } catch (error) {
      if (!(error instanceof PurchaseError)) throw error
      const unavailable = error.code === 'PURCHASE_STORE_UNAVAILABLE'
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

  /** The store whose transaction this is checks and records it. */
  private verify(
    userId: string,
    transaction: ValidatorBody['transaction'],
    now: Date,
  ): Promise<VerifiedPurchase> {
    const sk2 = appleSk2TransactionSchema.safeParse(transaction)
    if (sk2.success) return validateApple(this.deps, userId, sk2.data.jwsRepresentation, now)
    const sk1 = appleReceiptTransactionSchema.safeParse(transaction)
    if (sk1.success) return validateAppleReceipt(this.deps, userId, sk1.data.id, now)
    const play = googlePlayTransactionSchema.safeParse(transaction)
    if (play.success) return validateGooglePlay(this.deps, userId, play.data.purchaseToken, now)
    throw new PurchaseError(
      'PURCHASE_UNSUPPORTED',
      `${transaction.type} purchases are not accepted.`,
    )
  }

  checkout(userId: string, productId: ProductId, imageId?: string): Promise<string> {
    return checkout(this.deps, userId, productId, imageId, this.now())
  }

  portal(userId: string): Promise<string> {
    return portal(this.deps, userId)
  }

  webhook(rawBody: Buffer, signature: string): Promise<void> {
    return webhook(this.deps, rawBody, signature, this.now())
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
      } else if (row.source === 'google') {
        await stopPlayRenewal(this.deps, row)
      }
    }
  }

  /** Asks the stores about entitlements near their expiry (the re-check job). */
  recheckDue(): Promise<RecheckResult> {
    return recheckDue(this.deps, this.now())
  }
}
