import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { accountTokens } from '../db/schema'
import { hashConsentToken as hashToken } from './consent'

export type AccountTokenPurpose = (typeof accountTokens.$inferInsert)['purpose']

/** What opening a one-time link found: what its page says. */
export type LinkOutcome =
  | { readonly outcome: 'done'; readonly userId: string }
  | { readonly outcome: 'used' | 'expired' }

/** Anything a transaction or the database can run. */
type Runner = Pick<Db, 'select' | 'update' | 'insert'>

/**
 * A new link for this purpose; earlier unused ones of the same purpose die (they expire now), so
 * only the newest mail works.
 */
export async function issueAccountToken(
  db: Runner,
  userId: string,
  purpose: AccountTokenPurpose,
  lifetimeMs: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db
    .update(accountTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + lifetimeMs),
  })
  return token
}

/** Uses a link up (once, atomically); otherwise says whether it was used or has expired. */
export async function useAccountToken(
  db: Runner,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<LinkOutcome> {
  const tokenHash = hashToken(token)
  const matches = and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose))
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(matches, isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)))
    .returning({ userId: accountTokens.userId })
  if (used) return { outcome: 'done', userId: used.userId }
  const [found] = await db
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(matches)
  return { outcome: found?.usedAt ? 'used' : 'expired' }
}

/** Whether a link is live, without using it (the reset page checks before asking for a password). */
export async function isLiveAccountToken(
  db: Runner,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<boolean> {
  const [found] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
  return found !== undefined
}
