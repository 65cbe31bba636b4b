import {
  type AgeCheck,
  answerMessages,
  PARENTAL_CONSENT_AGE,
  serverMessages,
  type User,
  type VerifyAgeBody,
} from '@huey/contracts'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { ageOn, birthdateProblem } from './age'
import { findUserById, toUser } from './repository'
import { type AccountDeps, nowOf } from './service-deps'

/**
 * SPEC.md's call, sent without a token: anyone may make it with any userId, so it writes nothing
 * and tells nothing but whether that account's age is verified (recomputed from what is stored).
 */
export async function checkAge(deps: AccountDeps, body: VerifyAgeBody): Promise<AgeCheck> {
  const row = await findUserById(deps.db, body.userId)
  if (!row) throw new HttpError(404, 'No account has this id.')
  const ageVerified =
    row.birthdate !== null &&
    (ageOn(row.birthdate, nowOf(deps)) >= PARENTAL_CONSENT_AGE || row.parentConsent === 'granted')
  if (body.ageVerified && !ageVerified) {
    throw new HttpError(403, 'The age on this account is not verified.')
  }
  return { userId: row.id, ageVerified }
}

/**
 * The signed-in user's own call (the profile page): recomputes ageVerified from the stored
 * birthdate and consent, storing the birthdate sent when the account has none. The client's claim
 * is only checked.
 */
export async function verifyAge(
  deps: AccountDeps,
  body: VerifyAgeBody,
  callerId: string,
): Promise<User> {
  const { db } = deps
  const now = nowOf(deps)
  if (callerId !== body.userId) {
    throw new HttpError(403, 'This session belongs to another account.')
  }
  const row = await findUserById(db, body.userId)
  if (!row) throw new HttpError(404, 'No account has this id.')
  const birthdate = row.birthdate ?? body.birthdate
  if (!birthdate) throw new HttpError(400, answerMessages.birthdateNeeded)
  const problem = birthdateProblem(birthdate, now)
  if (problem) throw new HttpError(400, problem)
  const child = ageOn(birthdate, now) < PARENTAL_CONSENT_AGE
  const verified = !child || row.parentConsent === 'granted'
  if (body.ageVerified && !verified) {
    throw new HttpError(
      403,
      row.parentEmail ? serverMessages.consentPending : serverMessages.parentEmailRequired,
    )
  }
  const [updated] = await db
    .update(users)
    .set({ birthdate, ageVerified: verified })
    .where(eq(users.id, row.id))
    .returning()
  return toUser(db, updated ?? row)
}
