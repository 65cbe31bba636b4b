import { randomBytes } from 'node:crypto'
import {
  answerMessages,
  type Language,
  type MessageResponse,
  PARENTAL_CONSENT_AGE,
  type SignUpBody,
  serverMessages,
  signUpSuccessMessage,
} from '@huey/contracts'
import { eq } from 'drizzle-orm'
import { consentTokens, users } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { tooManyRequests } from '../plugins/rate-limit'
import { existingAccountMail } from './account-emails'
import { ageOn, birthdateProblem } from './age'
import { CONSENT_LINK_DAYS, hashConsentToken } from './consent'
import { mailVerificationLink } from './email-verification'
import { consentEmail, parentNoticeEmail } from './emails'
import { isCommonPassword } from './passwords'
import { findUserByEmail, isUniqueViolation, type UserRow } from './repository'
import { type AccountDeps, DAY, languageOf, mailQuietly, nowOf } from './service-deps'

/**
 * A password account; a child's waits for the consent link mailed to their parent.
 *
 * Sign-up must not tell anyone which addresses have an account, so an address that already has one
 * gets exactly the answer a new account gets (same status, same body, the same password hashing
 * cost), and its owner gets an e-mail instead. That is why the answer is `{ message }` alone:
 * SPEC.md's client reads no field of it ("returned whole; fields not read") and sign-up gives no
 * token (the person signs in next), so there is no user to show that a duplicate would have to
 * invent. The message is true for both: a mail went to the address.
 */
export async function signUp(
  deps: AccountDeps,
  body: SignUpBody,
  spoken?: Language,
): Promise<MessageResponse> {
  const now = nowOf(deps)
  const email = body.email.toLowerCase()
  if (isCommonPassword(body.password)) {
    throw new HttpError(400, answerMessages.passwordTooCommon)
  }
  const problem = birthdateProblem(body.birthdate, now)
  if (problem) throw new HttpError(400, problem)
  const child = ageOn(body.birthdate, now) < PARENTAL_CONSENT_AGE
  const parentEmail = body.parentEmail?.toLowerCase()
  if (child && !parentEmail) throw new HttpError(400, serverMessages.parentEmailRequired)
  if (parentEmail && parentEmail === email) {
    throw new HttpError(400, serverMessages.parentEmailSameAsOwn)
  }
  const message = child
    ? `${signUpSuccessMessage} ${serverMessages.consentMailSent}`
    : `${signUpSuccessMessage} ${serverMessages.verificationMailSent}`
  if (parentEmail) {
    // Before the address is looked up, so the answer over the limit says nothing about it.
    const limit = await deps.limitRecipient(parentEmail)
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
  }
  const existing = await findUserByEmail(deps.db, email)
  const passwordHash = await deps.hasher.hash(body.password)
  const row = existing ? undefined : await createAccount(deps, body, email, passwordHash, child)
  if (!row) {
    await mailOwner(deps, existing?.id, email, spoken)
    return { message }
  }
  // A new account has no language of its own yet: its mails are in the app's, as it signed up.
  const language = spoken ?? 'en-US'
  if (parentEmail) {
    await mailParent(deps, row, parentEmail, language, child ? row.consentToken : undefined)
  }
  await mailQuietly(deps, () => mailVerificationLink(deps, row, language), 'A verification e-mail')
  return { message }
}

async function mailOwner(
  deps: AccountDeps,
  ownerId: string | undefined,
  email: string,
  spoken: Language | undefined,
): Promise<void> {
  // Over the owner's limit the notice is dropped, and the answer stays the same.
  if (!(await deps.limitRecipient(email)).allowed) return
  const mail = existingAccountMail(
    await languageOf(deps, ownerId, spoken),
    `${deps.publicUrl}/sign-in`,
    `${deps.publicUrl}/forgot-password`,
  )
  await mailQuietly(deps, () => deps.mailer.send({ to: email, ...mail }), 'A sign-up notice')
}

/** The new row and its consent token; undefined when a parallel sign-up took the address. */
async function createAccount(
  deps: AccountDeps,
  body: SignUpBody,
  email: string,
  passwordHash: string,
  child: boolean,
): Promise<(UserRow & { consentToken: string }) | undefined> {
  const now = nowOf(deps)
  const consentToken = randomBytes(32).toString('base64url')
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          name: body.name.trim(),
          passwordHash,
          birthdate: body.birthdate,
          parentEmail: body.parentEmail?.toLowerCase() ?? null,
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
    return { ...row, consentToken }
  } catch (error) {
    if (isUniqueViolation(error)) return undefined
    throw error
  }
}

async function mailParent(
  deps: AccountDeps,
  row: UserRow,
  parentEmail: string,
  language: Language,
  consentToken?: string,
): Promise<void> {
  const mail = consentToken
    ? consentEmail(
        language,
        row.name,
        `${deps.publicUrl}/auth/parent-consent?token=${consentToken}`,
      )
    : parentNoticeEmail(language, row.name)
  try {
    await deps.mailer.send({ to: parentEmail, ...mail })
  } catch (error) {
    if (!consentToken) return
    // Without the consent e-mail the account could never be confirmed: undo it whole.
    await deps.db.delete(users).where(eq(users.id, row.id))
    throw new HttpError(503, serverMessages.consentMailFailed, {}, error)
  }
}
