import { errorCodes, type VerifiedPurchase } from '@huey/contracts'
import { z } from 'zod'
import { HttpError } from '../lib/http-error'
import { type AppleTransaction, verifyAppleJws, verifyAppleTransaction } from './apple'
import { PurchaseError } from './purchase-error'
import { recordEntitlement, type StoreState, updateEntitlement } from './repository'
import type { PurchaseServiceDeps } from './types'

/** The fields of Apple's App Store Server Notification (V2) payload we rely on. */
const appleNotificationSchema = z.object({
  notificationType: z.string(),
  subtype: z.string().optional(),
  data: z
    .object({
      bundleId: z.string().optional(),
      signedTransactionInfo: z.string().optional(),
    })
    .optional(),
})

/** A StoreKit 2 transaction, signed by the App Store, recorded for this user. */
export async function validateApple(
  deps: PurchaseServiceDeps,
  userId: string,
  jws: string,
  now: Date,
): Promise<VerifiedPurchase> {
  const apple = deps.apple
  if (!apple)
    throw new PurchaseError('PURCHASE_UNSUPPORTED', 'App Store purchases are not accepted here.')
  return recordApple(deps, userId, await verifyAppleTransaction(jws, apple, now), now)
}

/** StoreKit 1 receipts: the transaction is fetched, signed, from the App Store Server API. */
export async function validateAppleReceipt(
  deps: PurchaseServiceDeps,
  userId: string,
  transactionId: string | undefined,
  now: Date,
): Promise<VerifiedPurchase> {
  const { apple, appleApi } = deps
  if (!apple || !appleApi) {
    throw new PurchaseError('PURCHASE_UNSUPPORTED', 'App Store receipts are not accepted here.')
  }
  if (!transactionId || !/^\d{1,30}$/.test(transactionId)) {
    throw new PurchaseError(
      'PURCHASE_UNKNOWN_PURCHASE',
      'The receipt names no App Store transaction.',
    )
  }
  const jws = await appleApi.transaction(transactionId)
  return recordApple(deps, userId, await verifyAppleTransaction(jws, apple, now), now)
}

async function recordApple(
  deps: PurchaseServiceDeps,
  userId: string,
  t: AppleTransaction,
  now: Date,
): Promise<VerifiedPurchase> {
  if (t.appAccountToken && t.appAccountToken.toLowerCase() !== userId.toLowerCase()) {
    throw new PurchaseError('PURCHASE_OTHER_ACCOUNT', 'This purchase belongs to another account.')
  }
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
    const status = t.revoked ? 'refunded' : 'expired'
    await updateEntitlement(deps.db, 'apple', t.originalTransactionId, { status }, now)
    return purchase
  }
  await recordEntitlement(
    deps.db,
    userId,
    'apple',
    t.originalTransactionId,
    { productId: t.productId, expiresAt: t.expiresAt, status: 'active', autoRenew: true },
    now,
  )
  return purchase
}

/**
 * App Store Server Notifications V2: renewals, expiries, refunds and revocations, signed by the App
 * Store like transactions. Only subscriptions already bound to an account are updated.
 */
export async function handleAppleNotification(
  deps: PurchaseServiceDeps,
  signedPayload: string,
  now: Date,
): Promise<void> {
  const apple = deps.apple
  if (!apple) throw new HttpError(404, 'App Store notifications are not accepted here.')
  try {
    const notification = appleNotificationSchema.safeParse(
      await verifyAppleJws(signedPayload, apple.rootCa, now),
    )
    if (!notification.success)
      throw new PurchaseError('PURCHASE_FORGED', 'The notification is incomplete.')
    const { notificationType, subtype, data } = notification.data
    if (data?.bundleId !== undefined && data.bundleId !== apple.bundleId) {
      throw new PurchaseError('PURCHASE_WRONG_APP', 'The notification belongs to another app.')
    }
    if (!data?.signedTransactionInfo) return // TEST and other notifications without a purchase
    const t = await verifyAppleTransaction(data.signedTransactionInfo, apple, now)
    const state: Partial<StoreState> = {
      productId: t.productId,
      expiresAt: t.expiresAt,
      status: t.revoked ? 'refunded' : t.expiresAt <= now ? 'expired' : 'active',
    }
    const autoRenew =
      notificationType === 'DID_CHANGE_RENEWAL_STATUS'
        ? subtype === 'AUTO_RENEW_ENABLED'
        : undefined
    await updateEntitlement(deps.db, 'apple', t.originalTransactionId, { ...state, autoRenew }, now)
    deps.log.info({ notificationType, subtype }, 'App Store notification applied')
  } catch (error) {
    if (error instanceof PurchaseError) throw new HttpError(400, errorCodes[error.code], {}, error)
    throw error
  }
}
