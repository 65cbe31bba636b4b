import { importPKCS8, SignJWT } from 'jose'
import { z } from 'zod'
import { PurchaseError } from './purchase-error'
import type { AppleConfig } from './store-config'

const TIMEOUT_MS = 10_000

const transactionInfoSchema = z.object({ signedTransactionInfo: z.string().min(1) })
const statusesSchema = z.object({
  data: z.array(
    z.object({
      lastTransactions: z.array(
        z.object({ originalTransactionId: z.string(), signedTransactionInfo: z.string().min(1) }),
      ),
    }),
  ),
})

export type AppleServerApi = ReturnType<typeof createAppleServerApi>

/**
 * The App Store Server API, signed in with the in-app purchase key. It answers signed
 * transactions (JWS), which the caller verifies like any other.
 */
export function createAppleServerApi(
  bundleId: string,
  api: NonNullable<AppleConfig['serverApi']>,
  fetchImpl: typeof fetch = fetch,
) {
  const keyPromise = importPKCS8(api.privateKey, 'ES256')

  async function get(path: string): Promise<unknown> {
    const token = await new SignJWT({ bid: bundleId })
      .setProtectedHeader({ alg: 'ES256', kid: api.keyId, typ: 'JWT' })
      .setIssuer(api.issuerId)
      .setAudience('appstoreconnect-v1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await keyPromise)
    let res: Response
    try {
      res = await fetchImpl(`${api.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new PurchaseError(
        'PURCHASE_STORE_UNAVAILABLE',
        'The App Store could not be reached.',
        error,
      )
    }
    if (res.status === 400 || res.status === 404) {
      throw new PurchaseError(
        'PURCHASE_UNKNOWN_PURCHASE',
        'The App Store does not know this transaction.',
      )
    }
    if (!res.ok) {
      throw new PurchaseError('PURCHASE_STORE_UNAVAILABLE', `The App Store answered ${res.status}.`)
    }
    return res.json().catch(() => undefined)
  }

  return {
    /** The signed transaction of this id (Get Transaction Info). */
    async transaction(transactionId: string): Promise<string> {
      const body = transactionInfoSchema.safeParse(
        await get(`/inApps/v1/transactions/${encodeURIComponent(transactionId)}`),
      )
      if (!body.success)
        throw new PurchaseError('PURCHASE_STORE_UNAVAILABLE', 'The App Store answer is bad.')
      return body.data.signedTransactionInfo
    },

    /** The latest signed transaction of a subscription (Get All Subscription Statuses). */
    async latestTransaction(originalTransactionId: string): Promise<string> {
      const body = statusesSchema.safeParse(
        await get(`/inApps/v1/subscriptions/${encodeURIComponent(originalTransactionId)}`),
      )
      if (!body.success)
        throw new PurchaseError('PURCHASE_STORE_UNAVAILABLE', 'The App Store answer is bad.')
      const last = body.data.data
        .flatMap((group) => group.lastTransactions)
        .find((t) => t.originalTransactionId === originalTransactionId)
      if (!last)
        throw new PurchaseError(
          'PURCHASE_UNKNOWN_PURCHASE',
          'The App Store has no such subscription.',
        )
      return last.signedTransactionInfo
    },
  }
}
