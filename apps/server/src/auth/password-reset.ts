import {
  answerMessages,
  type ChangePasswordBody,
  type Language,
  type MessageResponse,
  type ResetPasswordBody,
  serverMessages,
} from '@huey/contracts'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { resetPasswordMail } from './account-emails'
import { isLiveAccountToken, issueAccountToken, useAccountToken } from './account-tokens'
import { isCommonPassword } from './passwords'
import { findUserByEmail, revokeAllSessions } from './repository'
import { type AccountDeps, languageOf, mailQuietly, nowOf, requireUser } from './service-deps'

export const RESET_LINK_MS = 3600 * 1000

function refuseCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw new HttpError(400, answerMessages.passwordTooCommon)
  }
}

/** What the reset-mail job needs: the address asked about, and the language of the asking. */
export interface ResetMailRequest {
  readonly email: string
  readonly spoken?: Language
}

/**
 * Answers at once, the same for every address and in the same time: whether the address has an
 * account is looked up by the reset-mail job (`queueMail`) after the answer went, so neither the
 * answer nor its timing tells.
 */
export async function forgotPassword(
  emailInput: string,
  queueMail: (request: ResetMailRequest) => Promise<void>,
  spoken?: Language,
): Promise<MessageResponse> {
  const email = emailInput.trim().toLowerCase()
  const answer = { message: serverMessages.resetMailSent }
  // No account can have such an address (they are our own placeholders, or not storable).
  if (email.includes('\u0000') || email.endsWith('.invalid')) return answer
  await queueMail(spoken ? { email, spoken } : { email })
  return answer
}

/**
 * The reset-mail job: mails a one-hour reset link when the address has an account (a social-only
 * account may set a password this way: the mail proves the address); `mayMail` is the per-address
 * limit. A mail that cannot go is logged, not retried (a retry could mail twice).
 */
export async function mailResetLink(
  deps: AccountDeps,
  request: ResetMailRequest,
  mayMail: (email: string) => Promise<boolean>,
): Promise<void> {
  const row = await findUserByEmail(deps.db, request.email)
  if (!row || !(await mayMail(request.email))) return
  const token = await issueAccountToken(
    deps.db,
    row.id,
    'reset-password',
    RESET_LINK_MS,
    nowOf(deps),
  )
  const link = `${deps.publicUrl}/reset-password?token=${token}`
  const language = await languageOf(deps, row.id, request.spoken)
  await mailQuietly(
    deps,
    () => deps.mailer.send({ to: row.email, ...resetPasswordMail(language, link) }),
    'A password reset e-mail',
  )
}

/**
 * The reset link's page sends the new password: in one transaction the link is used up, the
 * password replaced, the address counts as verified (the link came to it) and every session ends.
 */
export async function resetPassword(
  deps: AccountDeps,
  body: ResetPasswordBody,
): Promise<MessageResponse> {
  refuseCommon(body.password)
  // A dead link costs no hashing (its state is no secret: the page says it anyway).
  if (!(await isLiveAccountToken(deps.db, body.token, 'reset-password'))) {
    throw new HttpError(410, serverMessages.resetLinkDead)
  }
  const passwordHash = await deps.hasher.hash(body.password)
  const done = await deps.db.transaction(async (tx) => {
    const found = await useAccountToken(tx, body.token, 'reset-password')
    if (found.outcome !== 'done') return false
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true })
      .where(eq(users.id, found.userId))
    await revokeAllSessions(tx, found.userId)
    return true
  })
  if (!done) throw new HttpError(410, serverMessages.resetLinkDead)
  return { message: serverMessages.passwordReset }
}

/** Signed in, with the current password: the new one replaces it, and other sessions end. */
export async function changePassword(
  deps: AccountDeps,
  userId: string,
  sessionId: string,
  body: ChangePasswordBody,
): Promise<MessageResponse> {
  const row = await requireUser(deps, userId)
  if (!row.passwordHash) throw new HttpError(409, serverMessages.noPasswordYet)
  if (!(await deps.hasher.verify(row.passwordHash, body.currentPassword))) {
    throw new HttpError(403, serverMessages.wrongCurrentPassword)
  }
  refuseCommon(body.newPassword)
  const passwordHash = await deps.hasher.hash(body.newPassword)
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
    await revokeAllSessions(tx, userId, sessionId)
  })
  return { message: serverMessages.passwordChanged }
}
