import type { webcrypto } from 'node:crypto'
import { serverMessages } from '@huey/contracts'
import { type JWTPayload, jwtVerify, SignJWT } from 'jose'
import type { Db } from '../db/database'
import { HttpError } from '../lib/http-error'
import { createSession, findLiveSession, findUserById, touchSession } from './repository'
import { capLiveSessions } from './sessions'

export const SESSION_DAYS = 30
const issuer = 'huey'
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** Verified tokens remembered, oldest forgotten first (about 300 bytes each). */
const VERIFIED_CACHE_SIZE = 10_000
const TOUCH_INTERVAL_MS = 5 * 60_000

/** The one answer to any token that does not name a live session (made when needed: stacks cost). */
export const sessionExpired = () => new HttpError(401, serverMessages.sessionExpired)

/**
 * The 401 for a token whose session is not live: saying so when the account itself is gone, so a
 * device forgets what it kept of it (deletion reaches every device at its next call).
 */
export async function endedSession(db: Db, userId: string): Promise<HttpError> {
  return (await findUserById(db, userId))
    ? sessionExpired()
    : new HttpError(401, serverMessages.accountDeleted)
}

export interface SessionClaims {
  readonly userId: string
  readonly sessionId: string
}

/** Session tokens: a signed JWT naming a server-side session row, so logout and deletion revoke it. */
export class SessionTokens {
  // Imported once: handing jose raw bytes would import the HMAC key again on every request.
  private readonly key: Promise<webcrypto.CryptoKey>
  private readonly verified = new Map<string, { claims: SessionClaims; expiresAtMs: number }>()
  private readonly touched = new Map<string, number>()

  constructor(
    private readonly db: Db,
    secret: string,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
  }

  /** A new session (the oldest beyond the cap is revoked) and its token. */
  async issue(userId: string, userAgent?: string): Promise<string> {
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: PostgreSQL text cannot hold NUL.
    const device = userAgent?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 300)
    const sessionId = await createSession(this.db, userId, expiresAt, device)
    await capLiveSessions(this.db, userId)
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.key)
  }

  /** What a well-signed, unexpired token says, without asking the database; 401 otherwise. */
  async claims(token: string): Promise<SessionClaims> {
    const known = this.verified.get(token)
    if (known && known.expiresAtMs > Date.now()) return known.claims
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(token, await this.key, { issuer, algorithms: ['HS256'] }))
    } catch {
      throw sessionExpired()
    }
    const { sub: userId, sid: sessionId, exp } = payload
    if (!userId || typeof sessionId !== 'string' || !uuidPattern.test(sessionId) || !exp) {
      throw sessionExpired()
    }
    const claims = { userId, sessionId }
    // Verifying the same signature again would give the same answer until the token expires, so
    // remember it: the session row is still read on every request, which is what revocation needs.
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = this.verified.keys().next()
      if (!oldest.done) this.verified.delete(oldest.value)
    }
    this.verified.set(token, { claims, expiresAtMs: exp * 1000 })
    return claims
  }

  /** The live session a token names; 401 for anything else (endedSession's). */
  async verify(token: string): Promise<SessionClaims> {
    const claims = await this.claims(token)
    const session = await findLiveSession(this.db, claims.sessionId)
    if (!session || session.userId !== claims.userId)
      throw await endedSession(this.db, claims.userId)
    this.touch(claims.sessionId)
    return claims
  }

  /**
   * Records that a session was used, at most once per TOUCH_INTERVAL_MS per session and process:
   * "last used" in the session list needs minutes, not a write on every request. Not awaited: a
   * failed write only leaves the time a little older.
   */
  touch(sessionId: string): void {
    const now = Date.now()
    if ((this.touched.get(sessionId) ?? 0) > now - TOUCH_INTERVAL_MS) return
    if (this.touched.size >= VERIFIED_CACHE_SIZE) this.touched.clear()
    this.touched.set(sessionId, now)
    touchSession(this.db, sessionId).catch(() => this.touched.delete(sessionId))
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined without one. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw sessionExpired()
  return match[1]
}
