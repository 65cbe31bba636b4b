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
 * SPEC.md's call, sent without a token: anyone may make it with any userId. It reads and writes
 * nothing, so its answer (and its time) is the same for every id, whether an account has it, is a
 * child's or waits for a parent: without the account's session the server vouches for no one's
 * age. The signed-in profile's call (verifyAge) gets the real answer.
 */
export function checkAge(body: VerifyAgeBody): AgeCheck {
  return { userId: body.userId, ageVerified: false }
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
