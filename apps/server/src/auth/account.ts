import { randomUUID } from 'node:crypto'
import { type SignInBody, serverMessages, type User } from '@huey/contracts'
import { eq } from 'drizzle-orm'
import { entitlements, users } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { isPremium } from '../purchases/repository'
import { awaitsParentalConsent } from './age'
import { findSessionUser, findUserByEmail, findUserById, revokeSession, toUser } from './repository'
import { type AccountDeps, DAY, nowOf, type SessionResult } from './service-deps'
import { endedSession } from './tokens'

/** How long an Upgrade in the sandbox store lasts. */
export const SANDBOX_DAYS = 30

export async function signIn(
  deps: AccountDeps,
  body: SignInBody,
  userAgent?: string,
): Promise<SessionResult> {
  const { db, hasher, tokens } = deps
  const email = body.email.trim()
  // PostgreSQL text cannot hold NUL; no account has such an address, so it is simply unknown.
  const row = email.includes('\u0000') ? undefined : await findUserByEmail(db, email)
  const ok = row?.passwordHash
    ? await hasher.verify(row.passwordHash, body.password)
    : await hasher.verifyNothing(body.password)
  if (!row || !ok) throw new HttpError(401, serverMessages.invalidCredentials)
  return { token: await tokens.issue(row.id, userAgent), user: await toUser(db, row) }
}

/** The signed-in user, from the session token in one round trip to the database. */
export async function me(deps: AccountDeps, token: string): Promise<User> {
  const { sessionId, userId } = await deps.tokens.claims(token)
  const found = await findSessionUser(deps.db, sessionId)
  if (!found || found.row.id !== userId) throw await endedSession(deps.db, userId)
  deps.tokens.touch(sessionId)
  return toUser(deps.db, found.row, found.premium)
}

export async function logout(deps: AccountDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId)
}

export async function upgrade(deps: AccountDeps, userId: string): Promise<User> {
  const { db } = deps
  const row = await findUserById(db, userId)
  if (!row) throw new HttpError(401, serverMessages.sessionExpired)
  if (awaitsParentalConsent(row, nowOf(deps))) {
    throw new HttpError(403, serverMessages.consentRequiredToUpgrade)
  }
  if (!(await isPremium(db, userId))) {
    if (!deps.sandboxStore) throw new HttpError(402, serverMessages.noSubscription)
    await db.insert(entitlements).values({
      userId,
      source: 'sandbox',
      productId: 'huey.premium.monthly',
      originalTransactionId: randomUUID(),
      expiresAt: new Date(nowOf(deps).getTime() + SANDBOX_DAYS * DAY),
      autoRenew: false,
    })
  }
  return toUser(db, row)
}

/**
 * Deletes the user; sessions, consent links and entitlements go with it (foreign keys cascade).
 * The hooks run first, and one that throws stops the deletion, so the caller can try again.
 */
export async function deleteAccount(deps: AccountDeps, userId: string): Promise<void> {
  for (const hook of deps.beforeDeletion ?? []) await hook(userId)
  await deps.db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId))
  })
}
