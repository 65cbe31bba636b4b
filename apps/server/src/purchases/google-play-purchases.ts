import { purchaseMessages, type VerifiedPurchase } from '@huey/contracts'
import { z } from 'zod'
import { HttpError } from '../lib/http-error'
import { PurchaseError } from './purchase-error'
import {
  type EntitlementRow,
  findEntitlementByPurchaseToken,
  recordEntitlement,
  storeState,
  updateEntitlement,
} from './repository'
import type { PurchaseServiceDeps } from './types'

/** What Google Play publishes to Pub/Sub (a DeveloperNotification). */
const playNotificationSchema = z.object({
  packageName: z.string(),
  subscriptionNotification: z.object({ purchaseToken: z.string().min(1).max(2_000) }).optional(),
  voidedPurchaseNotification: z.object({ purchaseToken: z.string().min(1).max(2_000) }).optional(),
})

/** A Play subscription, read from the Play Developer API, recorded and acknowledged. */
export async function validateGooglePlay(
  deps: PurchaseServiceDeps,
  userId: string,
  purchaseToken: string,
  now: Date,
): Promise<VerifiedPurchase> {
  const play = deps.googlePlay
  if (!play)
    throw new PurchaseError('PURCHASE_UNSUPPORTED', 'Google Play purchases are not accepted here.')
  const s = await play.subscription(purchaseToken)
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
    await updateEntitlement(deps.db, 'google', s.orderId, { status: 'expired' }, now)
    return purchase
  }
  await recordEntitlement(deps.db, userId, 'google', s.orderId, storeState(s), now)
  if (!s.acknowledged) {
    // Unacknowledged purchases are refunded by Google after three days; the re-check job retries.
    try {
      await play.acknowledge(s.productId, purchaseToken)
      return { ...purchase, isAcknowledged: true }
    } catch (error) {
      deps.log.warn({ err: error }, 'Google Play acknowledgement failed; will retry')
    }
  }
  return purchase
}

/** Stops a Play subscription's renewals before its account goes; 503 when Play does not answer. */
export async function stopPlayRenewal(
  deps: PurchaseServiceDeps,
  row: EntitlementRow,
): Promise<void> {
  if (!deps.googlePlay || !row.purchaseToken) return
  try {
    await deps.googlePlay.cancel(row.productId, row.purchaseToken)
  } catch (error) {
    throw new HttpError(503, purchaseMessages.storeUnavailable, {}, error)
  }
}

/**
 * Google Play real-time developer notifications (Pub/Sub push). A notification is only a hint: the
 * subscription is read again from the Play Developer API, so a forged message changes nothing.
 */
export async function handlePlayNotification(
  deps: PurchaseServiceDeps,
  base64Data: string,
  now: Date,
): Promise<void> {
  const play = deps.googlePlay
  if (!play) throw new HttpError(404, 'Google Play notifications are not accepted here.')
  let parsed: z.infer<typeof playNotificationSchema>
  try {
    parsed = playNotificationSchema.parse(JSON.parse(Buffer.from(base64Data, 'base64').toString()))
  } catch {
    throw new HttpError(400, 'The notification could not be read.')
  }
  if (parsed.packageName !== play.packageName) {
    throw new HttpError(400, 'The notification belongs to another app.')
  }
  const token =
    parsed.subscriptionNotification?.purchaseToken ??
    parsed.voidedPurchaseNotification?.purchaseToken
  if (!token) return // test notifications, one-time products
  const row = await findEntitlementByPurchaseToken(deps.db, token)
  if (!row) return
  const id = row.originalTransactionId
  try {
    const s = await play.subscription(token)
    const status = s.status === 'active' && s.expiresAt <= now ? 'expired' : s.status
    const state = { productId: s.productId, expiresAt: s.expiresAt, status, autoRenew: s.autoRenew }
    await updateEntitlement(deps.db, 'google', id, state, now)
  } catch (error) {
    if (!(error instanceof PurchaseError)) throw error
    if (error.code === 'PURCHASE_STORE_UNAVAILABLE') {
      // 503 makes Pub/Sub deliver the message again later.
      throw new HttpError(503, 'Google Play is not available right now.', {}, error)
    }
    await updateEntitlement(deps.db, 'google', id, { status: 'expired' }, now)
  }
}
