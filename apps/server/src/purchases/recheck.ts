import { verifyAppleTransaction } from './apple'
import { PurchaseError } from './purchase-error'
import {
  type EntitlementRow,
  entitlementsDue,
  expireEntitlements,
  type StoreState,
  updateEntitlement,
} from './repository'
import type { PurchaseServiceDeps } from './types'

const HOUR = 3_600_000

export interface RecheckResult {
  readonly checked: number
  readonly ended: number
  readonly failed: number
}

/**
 * Asks each store about the active entitlements that end within a day (or have ended): renewals
 * move the expiry on, refunds and lapses end premium. Without a way to ask (the sandbox, Apple
 * without its API key), an entitlement ends at its expiry. A store that does not answer is asked
 * again next hour; its entitlement still ends at its expiry, as premium never outlives `expiresAt`.
 */
export async function recheckDue(
  deps: PurchaseServiceDeps,
  now: Date,
  { limit = 200 } = {},
): Promise<RecheckResult> {
  const due = await entitlementsDue(deps.db, now, {
    withinMs: 24 * HOUR,
    recheckAfterMs: HOUR,
    limit,
  })
  let ended = 0
  let failed = 0
  const lapsed: string[] = []
  for (const row of due) {
    try {
      const state = await askStore(deps, row, now)
      if (state === undefined) {
        if (row.expiresAt <= now) lapsed.push(row.id)
        continue
      }
      const status = state.status === 'active' && state.expiresAt <= now ? 'expired' : state.status
      await updateEntitlement(
        deps.db,
        row.source,
        row.originalTransactionId,
        { ...state, status },
        now,
      )
      if (status !== 'active') ended++
    } catch (error) {
      failed++
      deps.log.warn({ err: error, entitlement: row.id }, 'entitlement re-check failed')
      if (
        row.expiresAt <= now &&
        !(error instanceof PurchaseError && error.code === 'PURCHASE_STORE_UNAVAILABLE')
      ) {
        lapsed.push(row.id)
      }
    }
  }
  ended += await expireEntitlements(deps.db, lapsed, now)
  return { checked: due.length, ended, failed }
}

/** What the entitlement's store says now; undefined when there is no store to ask. */
async function askStore(
  deps: PurchaseServiceDeps,
  row: EntitlementRow,
  now: Date,
): Promise<(Partial<StoreState> & Pick<StoreState, 'status' | 'expiresAt'>) | undefined> {
  switch (row.source) {
    case 'apple': {
      if (!deps.apple || !deps.appleApi) return undefined
      const jws = await deps.appleApi.latestTransaction(row.originalTransactionId)
      const t = await verifyAppleTransaction(jws, deps.apple, now)
      return {
        productId: t.productId,
        expiresAt: t.expiresAt,
        status: t.revoked ? 'refunded' : 'active',
      }
    }
    case 'google': {
      if (!deps.googlePlay || !row.purchaseToken) return undefined
      const s = await deps.googlePlay.subscription(row.purchaseToken)
      if (!s.acknowledged && s.status === 'active') {
        await deps.googlePlay.acknowledge(s.productId, row.purchaseToken)
      }
      return {
        productId: s.productId,
        expiresAt: s.expiresAt,
        status: s.status,
        autoRenew: s.autoRenew,
      }
    }
    case 'web': {
      if (!deps.stripe) return undefined
      const s = await deps.stripe.subscription(row.originalTransactionId)
      if (!s) return undefined
      return {
        productId: s.productId,
        expiresAt: s.expiresAt,
        status: s.status,
        autoRenew: s.autoRenew,
      }
    }
    case 'sandbox':
      return undefined
  }
}
