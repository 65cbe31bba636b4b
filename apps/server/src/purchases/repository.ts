import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { entitlements } from '../db/schema'
import { PurchaseError } from './purchase-error'

export type EntitlementRow = typeof entitlements.$inferSelect
export type EntitlementSource = EntitlementRow['source']
export type EntitlementStatus = EntitlementRow['status']

/** What a store says about one subscription. */
export interface StoreState {
  readonly productId: string
  readonly expiresAt: Date
  readonly status: EntitlementStatus
  readonly autoRenew: boolean
  readonly purchaseToken?: string | null
  readonly customerId?: string | null
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

/** Premium: an active entitlement that has not expired, from any store. */
export async function isPremium(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        eq(entitlements.status, 'active'),
        gt(entitlements.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** Statuses a store update may not undo: a refunded or revoked purchase stays ended. */
const FINAL: readonly EntitlementStatus[] = ['refunded', 'revoked']

/**
 * Records a store subscription for this user in one statement: inserted, or updated when this user
 * already holds it. A transaction bound to another account is refused and nothing changes.
 */
export async function recordEntitlement(
  db: Db,
  userId: string,
  source: EntitlementSource,
  originalTransactionId: string,
  state: StoreState,
  checkedAt: Date,
): Promise<EntitlementRow> {
  const values = {
    productId: state.productId,
    expiresAt: state.expiresAt,
    status: state.status,
    autoRenew: state.autoRenew,
    purchaseToken: state.purchaseToken ?? null,
    customerId: state.customerId ?? null,
    checkedAt,
    updatedAt: checkedAt,
  }
  const [row] = await db
    .insert(entitlements)
    .values({ userId, source, originalTransactionId, ...values })
    .onConflictDoUpdate({
      target: [entitlements.source, entitlements.originalTransactionId],
      set: {
        ...values,
        status: sql`case when ${entitlements.status} in ('refunded', 'revoked') then ${entitlements.status} else excluded.status end`,
      },
      setWhere: eq(entitlements.userId, userId),
    })
    .returning()
  if (!row) {
    throw new PurchaseError('PURCHASE_OTHER_ACCOUNT', 'This purchase belongs to another account.')
  }
  return row
}

/** Updates a known subscription from its store; refunded and revoked ones stay ended. */
export async function updateEntitlement(
  db: Db,
  source: EntitlementSource,
  originalTransactionId: string,
  state: Partial<StoreState>,
  checkedAt: Date,
): Promise<EntitlementRow | undefined> {
  const [row] = await db
    .update(entitlements)
    .set({ ...definedState(state), checkedAt, updatedAt: checkedAt })
    .where(
      and(
        eq(entitlements.source, source),
        eq(entitlements.originalTransactionId, originalTransactionId),
        sql`${entitlements.status} not in ('refunded', 'revoked')`,
      ),
    )
    .returning()
  return row
}

export async function findEntitlement(
  db: Db,
  source: EntitlementSource,
  originalTransactionId: string,
): Promise<EntitlementRow | undefined> {
  const [row] = await db
    .select()
    .from(entitlements)
    .where(
      and(
        eq(entitlements.source, source),
        eq(entitlements.originalTransactionId, originalTransactionId),
      ),
    )
  return row
}

/** The Google Play entitlement holding this purchase token. */
export async function findEntitlementByPurchaseToken(
  db: Db,
  purchaseToken: string,
): Promise<EntitlementRow | undefined> {
  const [row] = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.source, 'google'), eq(entitlements.purchaseToken, purchaseToken)))
  return row
}

/** The user's entitlements that will renew unless someone stops them. */
export async function renewingEntitlements(db: Db, userId: string): Promise<EntitlementRow[]> {
  return db
    .select()
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        eq(entitlements.status, 'active'),
        eq(entitlements.autoRenew, true),
      ),
    )
}

/** The user's latest Stripe customer id, for the billing portal. */
export async function findStripeCustomer(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: entitlements.customerId })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        eq(entitlements.source, 'web'),
        sql`${entitlements.customerId} is not null`,
      ),
    )
    .orderBy(desc(entitlements.createdAt))
    .limit(1)
  return row?.customerId ?? undefined
}

/** Ends every live web subscription of a Stripe customer (a full refund). */
export async function endCustomerEntitlements(
  db: Db,
  customerId: string,
  status: EntitlementStatus,
  at: Date,
): Promise<EntitlementRow[]> {
  return db
    .update(entitlements)
    .set({ status, expiresAt: at, autoRenew: false, updatedAt: at })
    .where(
      and(
        eq(entitlements.source, 'web'),
        eq(entitlements.customerId, customerId),
        eq(entitlements.status, 'active'),
      ),
    )
    .returning()
}

/**
 * Active entitlements that end within `withinMs` (or already ended) and were not checked in the
 * last `recheckAfterMs`: what the re-check job asks the stores about.
 */
export async function entitlementsDue(
  db: Db,
  now: Date,
  { withinMs, recheckAfterMs, limit }: { withinMs: number; recheckAfterMs: number; limit: number },
): Promise<EntitlementRow[]> {
  return db
    .select()
    .from(entitlements)
    .where(
      and(
        eq(entitlements.status, 'active'),
        lt(entitlements.expiresAt, new Date(now.getTime() + withinMs)),
        or(
          isNull(entitlements.checkedAt),
          lt(entitlements.checkedAt, new Date(now.getTime() - recheckAfterMs)),
        ),
      ),
    )
    .orderBy(entitlements.expiresAt)
    .limit(limit)
}

/** Marks active entitlements of these ids expired (their store says they lapsed). */
export async function expireEntitlements(
  db: Db,
  ids: readonly string[],
  at: Date,
): Promise<number> {
  if (ids.length === 0) return 0
  const rows = await db
    .update(entitlements)
    .set({ status: 'expired', updatedAt: at, checkedAt: at })
    .where(and(inArray(entitlements.id, [...ids]), eq(entitlements.status, 'active')))
    .returning({ id: entitlements.id })
  return rows.length
}

export function isFinal(status: EntitlementStatus): boolean {
  return FINAL.includes(status)
}

function definedState(state: Partial<StoreState>) {
  return Object.fromEntries(Object.entries(state).filter(([, v]) => v !== undefined)) as Partial<
    Omit<EntitlementRow, 'id' | 'userId' | 'source' | 'originalTransactionId'>
  >
}
