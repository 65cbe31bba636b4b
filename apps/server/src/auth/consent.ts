import { createHash, randomBytes } from 'node:crypto'
import {
  type ConsentMailResponse,
  type Language,
  PARENTAL_CONSENT_AGE,
  serverMessages,
} from '@huey/contracts'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { consentTokens, users } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { tooManyRequests } from '../plugins/rate-limit'
import { ageOn, needsParentalConsent } from './age'
import { consentEmail } from './emails'
import { requestParentChange } from './parent-change'
import { toUser, type UserRow } from './repository'
import { type AccountDeps, DAY, languageOf, nowOf, requireUser } from './service-deps'

export const CONSENT_LINK_DAYS = 7

export function hashConsentToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * A child who needs consent names their parent after sign-up (a social account whose age was
 * verified later). Naming another address once a parent is named, pending or granted, is a
 * request to that parent (parent-change.ts). The purge clock starts when
 * a parent is first asked and never restarts, so renaming cannot keep an account forever.
 * `beforeMail` (the per-account limit) runs only once a mail is really due.
 */
export async function nameParent(
  deps: AccountDeps,
  userId: string,
  parentEmailInput: string,
  beforeMail: () => Promise<void>,
  spoken?: Language,
): Promise<ConsentMailResponse> {
  const row = await requireUser(deps, userId)
  if (row.birthdate === null) throw new HttpError(409, serverMessages.birthdateNeededFirst)
  const parentEmail = parentEmailInput.toLowerCase()
  const child = ageOn(row.birthdate, nowOf(deps)) < PARENTAL_CONSENT_AGE
  const current = row.parentEmail
  const changing = child && current !== null && current !== parentEmail
  if (!changing && !needsParentalConsent(row, nowOf(deps))) {
    throw new HttpError(409, serverMessages.consentNotNeeded)
  }
  if (parentEmail === row.email.toLowerCase()) {
    throw new HttpError(400, serverMessages.parentEmailSameAsOwn)
  }
  await beforeMail()
  // Another address once a parent is named: the parent named now decides.
  if (changing)
    return requestParentChange(deps, { ...row, parentEmail: current }, parentEmail, spoken)
  return sendConsentLink(deps, row, parentEmail, spoken)
}

/** Mails the pending consent link again; earlier links stop working. */
export async function resendConsent(
  deps: AccountDeps,
  userId: string,
  beforeMail: () => Promise<void>,
  spoken?: Language,
): Promise<ConsentMailResponse> {
  const row = await requireUser(deps, userId)
  if (
    row.parentConsent !== 'pending' ||
    !row.parentEmail ||
    !needsParentalConsent(row, nowOf(deps))
  ) {
    throw new HttpError(409, serverMessages.consentNotPending)
  }
  await beforeMail()
  return sendConsentLink(deps, row, row.parentEmail, spoken)
}

/**
 * The mail goes first: when it cannot be sent nothing changes (503). Then, in one transaction,
 * earlier links die, the new one is stored and consent is pending, unless the parent confirmed
 * meanwhile.
 */
export async function sendConsentLink(
  deps: AccountDeps,
  row: UserRow,
  parentEmail: string,
  spoken: Language | undefined,
): Promise<ConsentMailResponse> {
  const { db, mailer, publicUrl } = deps
  const token = randomBytes(32).toString('base64url')
  const now = nowOf(deps)
  const limit = await deps.limitRecipient(parentEmail)
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
  const language = await languageOf(deps, row.id, spoken)
  try {
    await mailer.send({
      to: parentEmail,
      ...consentEmail(language, row.name, `${publicUrl}/auth/parent-consent?token=${token}`),
    })
  } catch (error) {
    throw new HttpError(503, serverMessages.consentMailFailed, {}, error)
  }
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({
        parentEmail,
        parentConsent: 'pending',
        consentRequestedAt: row.consentRequestedAt ?? now,
      })
      .where(and(eq(users.id, row.id), ne(users.parentConsent, 'granted')))
      .returning()
    if (!changed) return undefined
    await tx
      .update(consentTokens)
      .set({ usedAt: now })
      .where(and(eq(consentTokens.userId, row.id), isNull(consentTokens.usedAt)))
    await tx.insert(consentTokens).values({
      userId: row.id,
      tokenHash: hashConsentToken(token),
      expiresAt: new Date(now.getTime() + CONSENT_LINK_DAYS * DAY),
    })
    return changed
  })
  if (!updated) throw new HttpError(409, serverMessages.consentNotNeeded)
  return { user: await toUser(db, updated), message: serverMessages.consentMailSent }
}

/** Matches a link whose token is unused and unexpired. */
function liveToken(token: string) {
  return and(
    eq(consentTokens.tokenHash, hashConsentToken(token)),
    isNull(consentTokens.usedAt),
    gt(consentTokens.expiresAt, sql`now()`),
  )
}

/** The child a live consent link asks about, for the parent's page. */
export async function findPendingConsent(
  db: Db,
  token: string,
): Promise<{ tokenId: string; userId: string; name: string } | undefined> {
  const [row] = await db
    .select({ tokenId: consentTokens.id, userId: users.id, name: users.name })
    .from(consentTokens)
    .innerJoin(users, eq(users.id, consentTokens.userId))
    .where(liveToken(token))
  return row
}

/**
 * The parent's answer, in one transaction: the link is used up, then the account is confirmed or
 * deleted. False when the link no longer works (used, expired or replaced).
 */
export async function decideConsent(
  db: Db,
  token: string,
  decision: 'confirm' | 'decline',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(consentTokens)
      .set({ usedAt: new Date() })
      .where(liveToken(token))
      .returning({ userId: consentTokens.userId })
    if (!used) return false
    if (decision === 'confirm') {
      await tx
        .update(users)
        .set({ parentConsent: 'granted', ageVerified: true })
        .where(eq(users.id, used.userId))
    } else {
      await tx.delete(users).where(eq(users.id, used.userId))
    }
    return true
  })
}
