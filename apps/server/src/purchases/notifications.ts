import { z } from 'zod'
import { HttpError } from '../lib/http-error'
import { verifyAppleJws, verifyAppleTransaction } from './apple'
import { PurchaseError } from './purchase-error'
import { findEntitlementByPurchaseToken, type StoreState, updateEntitlement } from './repository'
import type { PurchaseServiceDeps } from './service'

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

/** What Google Play publishes to Pub/Sub (a DeveloperNotification). */
const playNotificationSchema = z.object({
  packageName: z.string(),
  subscriptionNotification: z.object({ purchaseToken: z.string().min(1).max(2_000) }).optional(),
  voidedPurchaseNotification: z.object({ purchaseToken: z.string().min(1).max(2_000) }).optional(),
})

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
    if (!notification.success) throw new PurchaseError('forged', 'The notification is incomplete.')
    const { notificationType, subtype, data } = notification.data
    if (data?.bundleId !== undefined && data.bundleId !== apple.bundleId) {
      throw new PurchaseError('wrong-app', 'The notification belongs to another app.')
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
    if (error instanceof PurchaseError) throw new HttpError(400, error.message)
    throw error
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
  try {
    const s = await play.subscription(token)
    const status = s.status === 'active' && s.expiresAt <= now ? 'expired' : s.status
    await updateEntitlement(
      deps.db,
      'google',
      row.originalTransactionId,
      { productId: s.productId, expiresAt: s.expiresAt, status, autoRenew: s.autoRenew },
      now,
    )
  } catch (error) {
    if (!(error instanceof PurchaseError)) throw error
    if (error.code === 'store-unavailable') {
      // 503 makes Pub/Sub deliver the message again later.
      throw new HttpError(503, 'Google Play is not available right now.', {}, error)
    }
    await updateEntitlement(
      deps.db,
      'google',
      row.originalTransactionId,
      { status: 'expired' },
      now,
    )
  }
}
