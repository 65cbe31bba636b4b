import { createHash, randomBytes, randomUUID } from 'node:crypto'
import {
  type ConsentMailResponse,
  PARENTAL_CONSENT_AGE,
  type SignInBody,
  type SignUpBody,
  serverMessages,
  signUpSuccessMessage,
  type User,
  type VerifyAgeBody,
} from '@huey/contracts'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../db/database'
import { consentTokens, entitlements, users } from '../db/schema'
import { HttpError } from '../lib/http-error'
import type { Mailer } from '../mail/mailer'
import { ageOn, awaitsParentalConsent, birthdateProblem } from './age'
import { consentEmail, parentNoticeEmail } from './emails'
import type { SocialIdentity } from './google'
import { isCommonPassword, type PasswordHasher } from './passwords'
import {
  findSessionUser,
  findUserByEmail,
  findUserById,
  isPremium,
  isUniqueViolation,
  revokeSession,
  toUser,
  type UserRow,
} from './repository'
import { type SessionTokens, sessionExpired } from './tokens'

export const CONSENT_LINK_DAYS = 7
/** How long an Upgrade in the sandbox store lasts. */
export const SANDBOX_DAYS = 30
const DAY = 24 * 3600 * 1000

export interface AuthServiceDeps {
  readonly db: Db
  readonly hasher: PasswordHasher
  readonly tokens: SessionTokens
  readonly mailer: Mailer
  readonly publicUrl: string
  /** The sandbox store grants a 30-day entitlement on upgrade (demo and `npm start`). */
  readonly sandboxStore: boolean
  readonly verifyGoogle: (idToken: string) => Promise<SocialIdentity>
  readonly verifyFacebook: (accessToken: string) => Promise<SocialIdentity>
  readonly now?: () => Date
}

export interface SessionResult {
  readonly token: string
  readonly user: User
}

/** A provider's display name as we store names: no control characters, at most 80 characters. */
function cleanName(name: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  return [...(name ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim()].slice(0, 80).join('')
}

export function hashConsentToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Accounts: every rule of the accounts issue, with I/O behind the injected dependencies. */
export class AuthService {
  private readonly deletionHooks: ((userId: string) => Promise<void>)[] = []

  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * Work other features must finish before an account goes (purchases stops a subscription's
   * renewals). A hook that throws stops the deletion, so the caller can try again.
   */
  beforeAccountDeletion(hook: (userId: string) => Promise<void>): void {
    this.deletionHooks.push(hook)
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date()
  }

  private isChild(row: Pick<UserRow, 'birthdate'>): boolean {
    return row.birthdate !== null && ageOn(row.birthdate, this.now()) < PARENTAL_CONSENT_AGE
  }

  private needsConsent(row: UserRow): boolean {
    return this.isChild(row) && row.parentConsent !== 'granted'
  }

  async signUp(body: SignUpBody): Promise<{ user: User; message: string }> {
    const { db, hasher } = this.deps
    const email = body.email.toLowerCase()
    const name = body.name.trim()
    if (isCommonPassword(body.password)) {
      throw new HttpError(400, 'This password is too common. Choose one that is harder to guess.')
    }
    const problem = birthdateProblem(body.birthdate, this.now())
    if (problem) throw new HttpError(400, problem)
    const child = ageOn(body.birthdate, this.now()) < PARENTAL_CONSENT_AGE
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
            consentRequestedAt: child ? this.now() : null,
          })
          .returning()
        if (!created) throw new Error('The user was not created.')
        if (child) {
          await tx.insert(consentTokens).values({
            userId: created.id,
            tokenHash: hashConsentToken(consentToken),
            expiresAt: new Date(this.now().getTime() + CONSENT_LINK_DAYS * DAY),
          })
        }
        return created
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, serverMessages.emailTaken)
      throw error
    }
    if (parentEmail) await this.mailParent(row, parentEmail, child ? consentToken : undefined)
    return {
      user: await toUser(db, row),
      message: child
        ? `${signUpSuccessMessage} ${serverMessages.consentMailSent}`
        : signUpSuccessMessage,
    }
  }

  private async mailParent(
    row: UserRow,
    parentEmail: string,
    consentToken?: string,
  ): Promise<void> {
    const mail = consentToken
      ? consentEmail(row.name, `${this.deps.publicUrl}/auth/parent-consent?token=${consentToken}`)
      : parentNoticeEmail(row.name)
    try {
      await this.deps.mailer.send({ to: parentEmail, ...mail })
    } catch (error) {
      if (!consentToken) return
      // Without the consent e-mail the account could never be confirmed: undo it whole.
      await this.deps.db.delete(users).where(eq(users.id, row.id))
      throw new HttpError(503, serverMessages.consentMailFailed, {}, error)
    }
  }

  /**
   * A child who needs consent names their parent after sign-up (a social account whose age was
   * verified later), or corrects the address while consent is pending. The purge clock starts when
   * a parent is first asked and never restarts, so renaming cannot keep an account forever.
   * `beforeMail` (the per-account limit) runs only once a mail is really due.
   */
  async nameParent(
    userId: string,
    parentEmailInput: string,
    beforeMail: () => Promise<void>,
  ): Promise<ConsentMailResponse> {
    const row = await this.requireUser(userId)
    if (row.birthdate === null) throw new HttpError(409, serverMessages.birthdateNeededFirst)
    if (!this.needsConsent(row)) throw new HttpError(409, serverMessages.consentNotNeeded)
    const parentEmail = parentEmailInput.toLowerCase()
    if (parentEmail === row.email.toLowerCase()) {
      throw new HttpError(400, serverMessages.parentEmailSameAsOwn)
    }
    await beforeMail()
    return this.sendConsentLink(row, parentEmail)
  }

  /** Mails the pending consent link again; earlier links stop working. */
  async resendConsent(
    userId: string,
    beforeMail: () => Promise<void>,
  ): Promise<ConsentMailResponse> {
    const row = await this.requireUser(userId)
    if (row.parentConsent !== 'pending' || !row.parentEmail || !this.needsConsent(row)) {
      throw new HttpError(409, serverMessages.consentNotPending)
    }
    await beforeMail()
    return this.sendConsentLink(row, row.parentEmail)
  }

  private async requireUser(userId: string): Promise<UserRow> {
    const row = await findUserById(this.deps.db, userId)
    if (!row) throw new HttpError(401, serverMessages.sessionExpired)
    return row
  }

  /**
   * The mail goes first: when it cannot be sent nothing changes (503). Then, in one transaction,
   * earlier links die, the new one is stored and consent is pending, unless the parent confirmed
   * meanwhile.
   */
  private async sendConsentLink(row: UserRow, parentEmail: string): Promise<ConsentMailResponse> {
    const { db, mailer, publicUrl } = this.deps
    const token = randomBytes(32).toString('base64url')
    const now = this.now()
    try {
      await mailer.send({
        to: parentEmail,
        ...consentEmail(row.name, `${publicUrl}/auth/parent-consent?token=${token}`),
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

  async signIn(body: SignInBody): Promise<SessionResult> {
    const { db, hasher, tokens } = this.deps
    const email = body.email.trim()
    // PostgreSQL text cannot hold NUL; no account has such an address, so it is simply unknown.
    const row = email.includes('\u0000') ? undefined : await findUserByEmail(db, email)
    const ok = row?.passwordHash
      ? await hasher.verify(row.passwordHash, body.password)
      : await hasher.verifyNothing(body.password)
    if (!row || !ok) throw new HttpError(401, serverMessages.invalidCredentials)
    return { token: await tokens.issue(row.id), user: await toUser(db, row) }
  }

  async signInWithGoogle(idToken: string): Promise<SessionResult> {
    const identity = await this.deps.verifyGoogle(idToken)
    return this.signInSocial(identity, users.googleSubject, 'googleSubject', 'Google')
  }

  async signInWithFacebook(accessToken: string): Promise<SessionResult> {
    const identity = await this.deps.verifyFacebook(accessToken)
    return this.signInSocial(identity, users.facebookId, 'facebookId', 'Facebook')
  }

  /**
   * Finds the account by provider subject; else links the account holding the same e-mail, but
   * only when the provider verified that e-mail; else creates one. An unverified address is never
   * claimed, so nobody can take an e-mail address from its owner through a social sign-in.
   */
  private async signInSocial(
    identity: SocialIdentity,
    column: typeof users.googleSubject | typeof users.facebookId,
    field: 'googleSubject' | 'facebookId',
    provider: string,
  ): Promise<SessionResult> {
    const { db, tokens } = this.deps
    const bySubject = async () =>
      (await db.select().from(users).where(eq(column, identity.subject)))[0]
    let row = await bySubject()
    if (!row && identity.email) {
      const existing = await findUserByEmail(db, identity.email)
      if (existing) row = await this.linkSocial(existing, identity, column, field, provider)
    }
    if (!row) {
      const email = identity.email && identity.emailVerified ? identity.email : undefined
      try {
        ;[row] = await db
          .insert(users)
          .values({
            email: email ?? `${field.toLowerCase()}-${identity.subject}@users.huey.invalid`,
            name: cleanName(identity.name) || `${provider} user`,
            [field]: identity.subject,
            ageVerified: false,
          })
          .returning()
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        // A parallel first sign-in with the same subject won the race: use its account.
        row = await bySubject()
        if (!row) throw new HttpError(409, serverMessages.emailTaken)
      }
    }
    if (!row) throw new Error('The social account was not stored.')
    return { token: await tokens.issue(row.id), user: await toUser(db, row) }
  }

  private async linkSocial(
    existing: UserRow,
    identity: SocialIdentity,
    column: typeof users.googleSubject | typeof users.facebookId,
    field: 'googleSubject' | 'facebookId',
    provider: string,
  ): Promise<UserRow> {
    if (!identity.emailVerified) {
      throw new HttpError(409, `${serverMessages.emailTaken} Sign in with your password.`)
    }
    if (this.needsConsent(existing) || existing.parentConsent === 'pending') {
      throw new HttpError(403, `Parental consent is required to link a ${provider} account.`)
    }
    const [linked] = await this.deps.db
      .update(users)
      .set({ [field]: identity.subject })
      .where(and(eq(users.id, existing.id), isNull(column)))
      .returning()
    if (linked) return linked
    // Linked meanwhile: by a parallel first sign-in of this same person, or by someone else.
    const now = await findUserById(this.deps.db, existing.id)
    if (!now || now[field] !== identity.subject) {
      throw new HttpError(
        409,
        `${serverMessages.emailTaken} It is linked to another ${provider} account.`,
      )
    }
    return now
  }

  /** The signed-in user, from the session token in one round trip to the database. */
  async me(token: string): Promise<User> {
    const { sessionId, userId } = await this.deps.tokens.claims(token)
    const found = await findSessionUser(this.deps.db, sessionId)
    if (!found || found.row.id !== userId) throw sessionExpired()
    return toUser(this.deps.db, found.row, found.premium)
  }

  async logout(sessionId: string): Promise<void> {
    await revokeSession(this.deps.db, sessionId)
  }

  async upgrade(userId: string): Promise<User> {
    const { db } = this.deps
    const row = await findUserById(db, userId)
    if (!row) throw new HttpError(401, serverMessages.sessionExpired)
    if (awaitsParentalConsent(row, this.now())) {
      throw new HttpError(403, serverMessages.consentRequiredToUpgrade)
    }
    if (!(await isPremium(db, userId))) {
      if (!this.deps.sandboxStore) throw new HttpError(402, serverMessages.noSubscription)
      await db.insert(entitlements).values({
        userId,
        source: 'sandbox',
        productId: 'huey.premium.monthly',
        originalTransactionId: randomUUID(),
        expiresAt: new Date(this.now().getTime() + SANDBOX_DAYS * DAY),
        autoRenew: false,
      })
    }
    return toUser(db, row)
  }

  /** Deletes the user; sessions, consent links and entitlements go with it (foreign keys cascade). */
  async deleteAccount(userId: string): Promise<void> {
    for (const hook of this.deletionHooks) await hook(userId)
    await this.deps.db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, userId))
    })
  }

  /** Recomputes ageVerified from the stored birthdate and consent; the client's claim is only checked. */
  async verifyAge(body: VerifyAgeBody, callerId: string | undefined): Promise<User> {
    const { db } = this.deps
    if (callerId !== undefined && callerId !== body.userId) {
      throw new HttpError(403, 'This session belongs to another account.')
    }
    const row = await findUserById(db, body.userId)
    if (!row) throw new HttpError(404, 'No account has this id.')
    const birthdate = row.birthdate ?? body.birthdate
    if (!birthdate) throw new HttpError(400, 'A birthdate is needed to verify age.')
    const problem = birthdateProblem(birthdate, this.now())
    if (problem) throw new HttpError(400, problem)
    const child = ageOn(birthdate, this.now()) < PARENTAL_CONSENT_AGE
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
}
