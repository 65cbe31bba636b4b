import { type Language, serverMessages, type User } from '@huey/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database'
import { firstLanguage } from '../i18n/i18n'
import { HttpError } from '../lib/http-error'
import type { Mailer } from '../mail/mailer'
import { findLanguage } from '../preferences/repository'
import type { SocialIdentity } from './google'
import type { RecipientLimit } from './mail-limits'
import type { PasswordHasher } from './passwords'
import { findUserById, type UserRow } from './repository'
import type { SessionTokens } from './tokens'

export const DAY = 24 * 3600 * 1000

/**
 * Accounts: what each of their rules (sign-up, consent, social, account, age-verification, each a
 * module of functions taking this first) reaches the outside world through. The app holds one as
 * `app.accounts`.
 */
export interface AccountDeps {
  readonly db: Db
  readonly hasher: PasswordHasher
  readonly tokens: SessionTokens
  readonly mailer: Mailer
  readonly publicUrl: string
  /** The sandbox store grants a 30-day entitlement on upgrade (demo and `npm start`). */
  readonly sandboxStore: boolean
  readonly verifyGoogle: (idToken: string) => Promise<SocialIdentity>
  readonly verifyFacebook: (accessToken: string) => Promise<SocialIdentity>
  readonly verifyApple: (
    idToken: string,
    nonce: string | undefined,
    name: string | undefined,
  ) => Promise<SocialIdentity>
  /** Counts a mail to an address someone else caused; over the limit it must not go. */
  readonly limitRecipient: RecipientLimit
  readonly now?: () => Date
  /** Where failures that must not change an answer are recorded (a mail that could not go). */
  readonly log?: Pick<FastifyBaseLogger, 'warn'>
  /**
   * Work other features must finish before an account goes (purchases stops a subscription's
   * renewals), added by them at start-up. One that throws stops the deletion, so it can be retried.
   */
  readonly beforeDeletion?: ((userId: string) => Promise<void>)[]
}

export interface SessionResult {
  readonly token: string
  readonly user: User
}

export function nowOf(deps: AccountDeps): Date {
  return deps.now?.() ?? new Date()
}

/**
 * The language to write to an account in: the one it chose, else the one the request came in
 * (`Accept-Language`, the app's language), else US English.
 */
export async function languageOf(
  deps: AccountDeps,
  userId: string | undefined,
  spoken: Language | undefined,
): Promise<Language> {
  return firstLanguage(userId ? await findLanguage(deps.db, userId) : undefined, spoken)
}

/** The signed-in caller's row; a session whose account is gone has expired. */
export async function requireUser(deps: AccountDeps, userId: string): Promise<UserRow> {
  const row = await findUserById(deps.db, userId)
  if (!row) throw new HttpError(401, serverMessages.sessionExpired)
  return row
}

/**
 * Sends a mail whose failure must not change the answer (sign-up must answer the same whether or
 * not the address has an account); a failure is logged, and the profile offers "send again".
 */
export async function mailQuietly(
  deps: AccountDeps,
  send: () => Promise<void>,
  what: string,
): Promise<void> {
  try {
    await send()
  } catch (error) {
    deps.log?.warn({ err: error }, `${what} could not be sent`)
  }
}
