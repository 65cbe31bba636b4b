import { createHash } from 'node:crypto'
import type { JWTPayload } from 'jose'
import type { SocialIdentity } from './google'
import { createIdTokenVerifier, isTrue } from './id-token'

export const APPLE_ISSUER = 'https://appleid.apple.com'

export interface AppleSettings {
  readonly clientIds: readonly string[]
  readonly jwksUrl: string
}

/**
 * The nonce the app sent must be the token's: Apple's JS puts it in as given, the iOS SDK as its
 * SHA-256 in hex (the app hands Apple the hash), so either is accepted.
 */
function nonceMatches(payload: JWTPayload, nonce: string): boolean {
  const inToken = payload.nonce
  if (typeof inToken !== 'string') return false
  return inToken === nonce || inToken === createHash('sha256').update(nonce).digest('hex')
}

/**
 * Verifies Sign in with Apple ID tokens: signature (Apple's JWKS), issuer, audience among our
 * client ids, expiry, and the nonce when the app sent one. Apple sends the person's name only to
 * the app, only on the first sign-in; the app passes it on (`name`). A private-relay address
 * (…@privaterelay.appleid.com) is a real, verified address that forwards to the person.
 */
export function createAppleVerifier(
  settings: AppleSettings,
  options: { readonly cooldownMs?: number } = {},
) {
  const verify = createIdTokenVerifier(
    { provider: 'Apple', issuers: [APPLE_ISSUER], ...settings },
    options,
  )
  return async function verifyAppleIdToken(
    idToken: string,
    nonce: string | undefined,
    name: string | undefined,
  ): Promise<SocialIdentity> {
    const payload = await verify(idToken, (claims) => {
      if (nonce !== undefined && !nonceMatches(claims, nonce)) throw new Error('nonce')
    })
    return {
      subject: payload.sub as string,
      email: typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined,
      emailVerified: isTrue(payload.email_verified),
      name,
    }
  }
}
