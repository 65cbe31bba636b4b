import {
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
import { type AuthServiceDeps, nowOf } from './service-deps'

/** Recomputes ageVerified from the stored birthdate and consent; the client's claim is only checked. */
export async function verifyAge(
  deps: AuthServiceDeps,
  body: VerifyAgeBody,
  callerId: string | undefined,
): Promise<User> {
  const { db } = deps
  const now = nowOf(deps)
  if (callerId !== undefined && callerId !== body.userId) {
    throw new HttpError(403, 'This session belongs to another account.')
  }
  const row = await findUserById(db, body.userId)
  if (!row) throw new HttpError(404, 'No account has this id.')
  const birthdate = row.birthdate ?? body.birthdate
  if (!birthdate) throw new HttpError(400, 'A birthdate is needed to verify age.')
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
