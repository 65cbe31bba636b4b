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
 * client ids, expiry, and the nonce: the app's when it sent one, none when it did not. Apple sends the person's name only to
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
      // A token carrying a nonce belongs to the sign-in that chose it: without the app's own
      // nonce to match, it may be one taken from another sign-in, so it proves nothing here.
      if (nonce === undefined ? claims.nonce !== undefined : !nonceMatches(claims, nonce)) {
        throw new Error('nonce')
      }
    })
    return {
      subject: payload.sub as string,
      email: typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined,
      emailVerified: isTrue(payload.email_verified),
      name,
    }
  }
}
