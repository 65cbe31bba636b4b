import { createRemoteJWKSet, jwtVerify } from 'jose'
import { HttpError } from '../lib/http-error'

export interface SocialIdentity {
  readonly subject: string
  readonly email: string | undefined
  readonly emailVerified: boolean
  readonly name: string | undefined
}

export interface GoogleSettings {
  readonly clientIds: readonly string[]
  readonly jwksUrl: string
  readonly issuers: readonly string[]
}

/**
 * Verifies Google ID tokens: signature against Google's JWKS (fetched once, cached for 6 hours,
 * refetched when a token names an unknown key, which handles rotation, at most once per cooldown),
 * issuer, audience and expiry.
 */
export function createGoogleVerifier(
  settings: GoogleSettings,
  options: { readonly cooldownMs?: number } = {},
) {
  const jwks = createRemoteJWKSet(new URL(settings.jwksUrl), {
    cacheMaxAge: 6 * 3600 * 1000,
    cooldownDuration: options.cooldownMs ?? 30_000,
    timeoutDuration: 5_000,
  })
  return async function verifyGoogleIdToken(idToken: string): Promise<SocialIdentity> {
    if (settings.clientIds.length === 0) {
      throw new HttpError(404, 'Google sign-in is not available on this server.')
    }
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: [...settings.issuers],
        audience: [...settings.clientIds],
        algorithms: ['RS256'],
      })
      if (!payload.sub) throw new Error('no subject')
      return {
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        name: typeof payload.name === 'string' ? payload.name : undefined,
      }
    } catch {
      throw new HttpError(401, 'The Google sign-in could not be verified.')
    }
  }
}
