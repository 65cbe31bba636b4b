import { answerMessages, fillMessage, serverMessages } from '@huey/contracts'
import { and, eq, isNull } from 'drizzle-orm'
import { accountTokens, consentTokens, users } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { needsParentalConsent } from './age'
import type { SocialIdentity } from './google'
import {
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  revokeAllSessions,
  toUser,
  type UserRow,
} from './repository'
import { type AccountDeps, nowOf, type SessionResult } from './service-deps'

/** Which column of `users` holds a provider's subject, and how the provider is named to people. */
interface Provider {
  readonly column: typeof users.googleSubject | typeof users.facebookId | typeof users.appleSubject
  readonly field: 'googleSubject' | 'facebookId' | 'appleSubject'
  readonly name: string
}

const google: Provider = { column: users.googleSubject, field: 'googleSubject', name: 'Google' }
const facebook: Provider = { column: users.facebookId, field: 'facebookId', name: 'Facebook' }
const apple: Provider = { column: users.appleSubject, field: 'appleSubject', name: 'Apple' }

/** A provider's display name as we store names: no control characters, at most 80 characters. */
function cleanName(name: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  return [...(name ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim()].slice(0, 80).join('')
}

export async function signInWithGoogle(
  deps: AccountDeps,
  idToken: string,
  userAgent?: string,
): Promise<SessionResult> {
  return signInSocial(deps, await deps.verifyGoogle(idToken), google, userAgent)
}

/** Apple's name comes from the app, on the first sign-in only: it names a new account, no more. */
export async function signInWithApple(
  deps: AccountDeps,
  body: { idToken: string; nonce?: string; name?: string },
  userAgent?: string,
): Promise<SessionResult> {
  const identity = await deps.verifyApple(body.idToken, body.nonce, body.name)
  return signInSocial(deps, identity, apple, userAgent)
}

export async function signInWithFacebook(
  deps: AccountDeps,
  accessToken: string,
  userAgent?: string,
): Promise<SessionResult> {
  return signInSocial(deps, await deps.verifyFacebook(accessToken), facebook, userAgent)
}

/**
 * Finds the account by provider subject; else links the account holding the same e-mail, but
 * only when the provider verified that e-mail; else creates one. An unverified address is never
 * claimed, so nobody can take an e-mail address from its owner through a social sign-in; and an
 * account whose own address was never verified is claimed by the provider's proof (see
 * claimUnverified), so nobody can take it the other way round either.
 */
async function signInSocial(
  deps: AccountDeps,
  identity: SocialIdentity,
  provider: Provider,
  userAgent?: string,
): Promise<SessionResult> {
  const { db, tokens } = deps
  const { column, field } = provider
  const bySubject = async () =>
    (await db.select().from(users).where(eq(column, identity.subject)))[0]
  let row = await bySubject()
  if (!row && identity.email) {
    const existing = await findUserByEmail(db, identity.email)
    if (existing) row = await linkSocial(deps, existing, identity, provider)
  }
  if (!row) {
    const email = identity.email && identity.emailVerified ? identity.email : undefined
    try {
      ;[row] = await db
        .insert(users)
        .values({
          email: email ?? `${field.toLowerCase()}-${identity.subject}@users.huey.invalid`,
          name: cleanName(identity.name) || `${provider.name} user`,
          [field]: identity.subject,
          ageVerified: false,
          emailVerified: email !== undefined,
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
  return { token: await tokens.issue(row.id, userAgent), user: await toUser(db, row) }
}

async function linkSocial(
  deps: AccountDeps,
  existing: UserRow,
  identity: SocialIdentity,
  { column, field, name }: Provider,
): Promise<UserRow> {
  if (!identity.emailVerified) {
    throw new HttpError(409, answerMessages.emailTakenUsePassword)
  }
  // An account whose address was never verified proves nothing, whatever it says (a child's age, a
  // pending consent an attacker's "parent" could grant): the verified owner takes it before any
  // of it is looked at.
  if (!existing.emailVerified) return claimUnverified(deps, existing, identity, { column, field })
  if (needsParentalConsent(existing, nowOf(deps)) || existing.parentConsent === 'pending') {
    throw new HttpError(403, fillMessage(answerMessages.consentToLinkSocial, { provider: name }))
  }
  const [linked] = await deps.db
    .update(users)
    .set({ [field]: identity.subject })
    .where(and(eq(users.id, existing.id), isNull(column)))
    .returning()
  if (linked) return linked
  // Linked meanwhile: by a parallel first sign-in of this same person, or by someone else.
  const now = await findUserById(deps.db, existing.id)
  if (!now || now[field] !== identity.subject) {
    throw new HttpError(409, fillMessage(answerMessages.emailTakenOtherSocial, { provider: name }))
  }
  return now
}

/**
 * Account pre-hijacking: anyone can sign up with someone else's address and a password of theirs.
 * The address was never verified, so that password proves nothing, while the provider's verified
 * e-mail proves its owner. The owner takes the account: the password is removed, every session
 * (the attacker's too) is revoked, pending links die, the name becomes the provider's, and the
 * address counts as verified; the birthdate and parent the registrant gave go too (a child account
 * made with the victim's address, its consent granted by the attacker as "parent", would otherwise
 * make the owner a child). All in one transaction, so no session survives half a takeover.
 */
async function claimUnverified(
  deps: AccountDeps,
  existing: UserRow,
  identity: SocialIdentity,
  { column, field }: Pick<Provider, 'column' | 'field'>,
): Promise<UserRow> {
  const claimed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        [field]: identity.subject,
        passwordHash: null,
        emailVerified: true,
        name: cleanName(identity.name) || existing.name,
        // The age and parent were the unverified registrant's word: the owner gives their own.
        birthdate: null,
        parentEmail: null,
        parentConsent: 'not-required',
        ageVerified: false,
        consentRequestedAt: null,
      })
      .where(and(eq(users.id, existing.id), isNull(column), eq(users.emailVerified, false)))
      .returning()
    if (!row) return undefined
    await revokeAllSessions(tx, row.id)
    await tx
      .update(accountTokens)
      .set({ usedAt: nowOf(deps) })
      .where(and(eq(accountTokens.userId, row.id), isNull(accountTokens.usedAt)))
    await tx
      .update(consentTokens)
      .set({ usedAt: nowOf(deps) })
      .where(and(eq(consentTokens.userId, row.id), isNull(consentTokens.usedAt)))
    return row
  })
  if (claimed) return claimed
  // Changed meanwhile (verified, or linked by a parallel sign-in): decide again on what is stored.
  const now = await findUserById(deps.db, existing.id)
  if (now?.[field] === identity.subject) return now
  throw new HttpError(409, serverMessages.emailTaken)
}
