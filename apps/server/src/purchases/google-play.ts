import { importPKCS8, SignJWT } from 'jose'
import { z } from 'zod'
import { isProductId } from './apple'
import { PurchaseError } from './purchase-error'
import type { EntitlementStatus, StoreState } from './repository'
import type { GooglePlayConfig } from './store-config'

const SCOPE = 'https://www.googleapis.com/auth/androidpublisher'
const TIMEOUT_MS = 10_000

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() })

/** The fields of the Play Developer API's SubscriptionPurchaseV2 we rely on. */
const subscriptionSchema = z.object({
  subscriptionState: z.string(),
  latestOrderId: z.string().min(1).optional(),
  acknowledgementState: z.string().optional(),
  lineItems: z
    .array(
      z.object({
        productId: z.string(),
        expiryTime: z.string().optional(),
        autoRenewingPlan: z.object({ autoRenewEnabled: z.boolean().optional() }).optional(),
      }),
    )
    .min(1),
  externalAccountIdentifiers: z
    .object({ obfuscatedExternalAccountId: z.string().optional() })
    .optional(),
})

export interface GoogleSubscription extends StoreState {
  /** The order id without its `..N` renewal suffix: the same for every renewal. */
  readonly orderId: string
  readonly acknowledged: boolean
  readonly accountId: string | undefined
}

/** States in which Google still grants access (a cancelled one until it expires). */
const ENTITLED = new Set([
  'SUBSCRIPTION_STATE_ACTIVE',
  'SUBSCRIPTION_STATE_CANCELED',
  'SUBSCRIPTION_STATE_IN_GRACE_PERIOD',
])

export type GooglePlay = ReturnType<typeof createGooglePlay>

/** The Play Developer API: subscriptionsv2.get and subscriptions.acknowledge, as the service account. */
export function createGooglePlay(config: GooglePlayConfig, fetchImpl: typeof fetch = fetch) {
  const { packageName, apiUrl, serviceAccount } = config
  let cached: { token: string; until: number } | undefined

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token
    const key = await importPKCS8(serviceAccount.private_key, 'RS256')
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(serviceAccount.client_email)
      .setAudience(serviceAccount.token_uri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key)
    const res = await call(serviceAccount.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
    })
    const parsed = tokenSchema.safeParse(await res.json().catch(() => undefined))
    if (!res.ok || !parsed.success) throw unavailable(`token endpoint answered ${res.status}`)
    const lifetime = (parsed.data.expires_in ?? 3600) * 1000
    cached = { token: parsed.data.access_token, until: Date.now() + lifetime - 60_000 }
    return parsed.data.access_token
  }

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch (error) {
      throw unavailable('Google Play could not be reached', error)
    }
  }

  const base = `${apiUrl}/androidpublisher/v3/applications/${encodeURIComponent(packageName)}/purchases`

  return {
    packageName,

    async subscription(purchaseToken: string): Promise<GoogleSubscription> {
      const res = await call(
        `${base}/subscriptionsv2/tokens/${encodeURIComponent(purchaseToken)}`,
        { headers: { authorization: `Bearer ${await accessToken()}` } },
      )
      if (res.status === 400 || res.status === 404 || res.status === 410) {
        throw new PurchaseError(
          'PURCHASE_UNKNOWN_PURCHASE',
          'Google Play does not know this purchase.',
        )
      }
      const parsed = subscriptionSchema.safeParse(await res.json().catch(() => undefined))
      if (!res.ok || !parsed.success) throw unavailable(`subscriptionsv2 answered ${res.status}`)
      return toSubscription(parsed.data, purchaseToken)
    },

    /** Turns renewal off (purchases.subscriptions.cancel); access lasts to the paid end. */
    async cancel(productId: string, purchaseToken: string): Promise<void> {
      const res = await call(
        `${base}/subscriptions/${encodeURIComponent(productId)}/tokens/${encodeURIComponent(purchaseToken)}:cancel`,
        { method: 'POST', headers: { authorization: `Bearer ${await accessToken()}` } },
      )
      if (!res.ok && res.status !== 410) throw unavailable(`cancel answered ${res.status}`)
    },

    async acknowledge(productId: string, purchaseToken: string): Promise<void> {
      const res = await call(
        `${base}/subscriptions/${encodeURIComponent(productId)}/tokens/${encodeURIComponent(purchaseToken)}:acknowledge`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            'content-type': 'application/json',
          },
          body: '{}',
        },
      )
      if (!res.ok) throw unavailable(`acknowledge answered ${res.status}`)
    },
  }
}

function toSubscription(
  s: z.infer<typeof subscriptionSchema>,
  purchaseToken: string,
): GoogleSubscription {
  const item = s.lineItems[0]
  if (!item || !isProductId(item.productId)) {
    throw new PurchaseError('PURCHASE_UNKNOWN_PRODUCT', 'The purchase is for an unknown product.')
  }
  const expiresAt = item.expiryTime ? new Date(item.expiryTime) : undefined
  if (!expiresAt || Number.isNaN(expiresAt.getTime()) || !s.latestOrderId) {
    // Pending purchases have no order or expiry yet: nothing to grant.
    throw new PurchaseError('PURCHASE_UNKNOWN_PURCHASE', 'The purchase is not complete yet.')
  }
  const status: EntitlementStatus = ENTITLED.has(s.subscriptionState) ? 'active' : 'expired'
  return {
    orderId: s.latestOrderId.replace(/\.\.\d+$/, ''),
    productId: item.productId,
    expiresAt,
    status,
    autoRenew: item.autoRenewingPlan?.autoRenewEnabled ?? false,
    purchaseToken,
    acknowledged: s.acknowledgementState === 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
    accountId: s.externalAccountIdentifiers?.obfuscatedExternalAccountId,
  }
}

function unavailable(message: string, cause?: unknown): PurchaseError {
  return new PurchaseError('PURCHASE_STORE_UNAVAILABLE', `Google Play: ${message}.`, cause)
}
