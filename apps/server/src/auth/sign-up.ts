import { randomBytes } from 'node:crypto'
import {
  PARENTAL_CONSENT_AGE,
  type SignUpBody,
  serverMessages,
  signUpSuccessMessage,
  type User,
} from '@huey/contracts'
import { eq } from 'drizzle-orm'
import { consentTokens, users } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { ageOn, birthdateProblem } from './age'
import { CONSENT_LINK_DAYS, hashConsentToken } from './consent'
import { consentEmail, parentNoticeEmail } from './emails'
import { isCommonPassword } from './passwords'
import { findUserByEmail, isUniqueViolation, toUser, type UserRow } from './repository'
import { type AuthServiceDeps, DAY, nowOf } from './service-deps'

/** A password account; a child's waits for the consent link mailed to their parent. */
export async function signUp(
  deps: AuthServiceDeps,
  body: SignUpBody,
): Promise<{ user: User; message: string }> {
  const { db, hasher } = deps
  const now = nowOf(deps)
  const email = body.email.toLowerCase()
  const name = body.name.trim()
  if (isCommonPassword(body.password)) {
    throw new HttpError(400, 'This password is too common. Choose one that is harder to guess.')
  }
  const problem = birthdateProblem(body.birthdate, now)
  if (problem) throw new HttpError(400, problem)
  const child = ageOn(body.birthdate, now) < PARENTAL_CONSENT_AGE
  const parentEmail = body.parentEmail?.toLowerCase()
  if (child && !parentEmail) throw new HttpError(400, serverMessages.parentEmailRequired)
  if (parentEmail && parentEmail === email) {
    throw new HttpError(400, serverMessages.parentEmailSameAsOwn)
  }
  if (await findUserByEmail(db, email)) throw new HttpError(409, serverMessages.emailTaken)
  const passwordHash = await hasher.hash(body.password)
  const consentToken = randomBytes(32).toString('base64url')
  let row: UserRow
  try {
    row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          name,
          passwordHash,
          birthdate: body.birthdate,
          parentEmail: parentEmail ?? null,
          parentConsent: child ? 'pending' : 'not-required',
          ageVerified: !child,
          consentRequestedAt: child ? now : null,
        })
        .returning()
      if (!created) throw new Error('The user was not created.')
      if (child) {
        await tx.insert(consentTokens).values({
          userId: created.id,
          tokenHash: hashConsentToken(consentToken),
          expiresAt: new Date(now.getTime() + CONSENT_LINK_DAYS * DAY),
        })
      }
      return created
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, serverMessages.emailTaken)
    throw error
  }
  if (parentEmail) await mailParent(deps, row, parentEmail, child ? consentToken : undefined)
  return {
    user: await toUser(db, row),
    message: child
      ? `${signUpSuccessMessage} ${serverMessages.consentMailSent}`
      : signUpSuccessMessage,
  }
}

async function mailParent(
  deps: AuthServiceDeps,
  row: UserRow,
  parentEmail: string,
  consentToken?: string,
): Promise<void> {
  const mail = consentToken
    ? consentEmail(row.name, `${deps.publicUrl}/auth/parent-consent?token=${consentToken}`)
    : parentNoticeEmail(row.name)
  try {
    await deps.mailer.send({ to: parentEmail, ...mail })
  } catch (error) {
    if (!consentToken) return
    // Without the consent e-mail the account could never be confirmed: undo it whole.
    await deps.db.delete(users).where(eq(users.id, row.id))
    throw new HttpError(503, serverMessages.consentMailFailed, {}, error)
  }
}
