import {
  answerMessages,
  type Language,
  type MessageResponse,
  serverMessages,
} from '@huey/contracts'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { verifyEmailMail } from './account-emails'
import { issueAccountToken, type LinkOutcome, useAccountToken } from './account-tokens'
import type { UserRow } from './repository'
import { type AccountDeps, DAY, languageOf, nowOf, requireUser } from './service-deps'

export const VERIFY_LINK_DAYS = 7

/** Stores a new verification link (earlier ones die) and mails it to the account's address. */
export async function mailVerificationLink(
  deps: AccountDeps,
  row: UserRow,
  language: Language,
): Promise<void> {
  const token = await issueAccountToken(
    deps.db,
    row.id,
    'verify-email',
    VERIFY_LINK_DAYS * DAY,
    nowOf(deps),
  )
  await deps.mailer.send({
    to: row.email,
    ...verifyEmailMail(language, row.name, `${deps.publicUrl}/auth/verify-email?token=${token}`),
  })
}

/** "Send again" on the profile; `beforeMail` is the per-account limit. */
export async function resendVerification(
  deps: AccountDeps,
  userId: string,
  beforeMail: () => Promise<void>,
  spoken?: Language,
): Promise<MessageResponse> {
  const row = await requireUser(deps, userId)
  if (row.emailVerified) throw new HttpError(409, serverMessages.emailAlreadyVerified)
  await beforeMail()
  try {
    await mailVerificationLink(deps, row, await languageOf(deps, row.id, spoken))
  } catch (error) {
    throw new HttpError(503, answerMessages.mailFailed, {}, error)
  }
  return { message: serverMessages.verificationMailSent }
}

/** Opening the mailed link: the address is verified once, in the same transaction as the use. */
export async function verifyEmail(deps: AccountDeps, token: string): Promise<LinkOutcome> {
  return deps.db.transaction(async (tx) => {
    const found = await useAccountToken(tx, token, 'verify-email')
    if (found.outcome === 'done') {
      await tx.update(users).set({ emailVerified: true }).where(eq(users.id, found.userId))
    }
    return found
  })
}
