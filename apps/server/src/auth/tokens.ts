import type { webcrypto } from 'node:crypto'
import { serverMessages } from '@huey/contracts'
import { jwtVerify, SignJWT } from 'jose'
import type { Db } from '../db/database'
import { HttpError } from '../lib/http-error'
import { createSession, findLiveSession } from './repository'

export const SESSION_DAYS = 30
const issuer = 'huey'

export interface SessionClaims {
  readonly userId: string
  readonly sessionId: string
}

/** Session tokens: a signed JWT naming a server-side session row, so logout and deletion revoke it. */
export class SessionTokens {
  // Imported once: handing jose raw bytes would import the HMAC key again on every request.
  private readonly key: Promise<webcrypto.CryptoKey>

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

  async issue(userId: string): Promise<string> {
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000)
    const sessionId = await createSession(this.db, userId, expiresAt)
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
    const expired = new HttpError(401, serverMessages.sessionExpired)
    let userId: string | undefined
    let sessionId: unknown
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer, algorithms: ['HS256'] })
      userId = payload.sub
      sessionId = payload.sid
    } catch {
      throw expired
    }
    if (!userId || typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/.test(sessionId)) {
      throw expired
    }
    return { userId, sessionId }
  }

  /** The live session a token names; 401 for anything else. */
  async verify(token: string): Promise<SessionClaims> {
    const claims = await this.claims(token)
    const session = await findLiveSession(this.db, claims.sessionId)
    if (!session || session.userId !== claims.userId) {
      throw new HttpError(401, serverMessages.sessionExpired)
    }
    return claims
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined without one. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw new HttpError(401, serverMessages.sessionExpired)
  return match[1]
}
