import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose'
import { HttpError } from '../lib/http-error'

export interface SocialIdentity {
  readonly subject: string
  readonly email: string | undefined
  readonly emailVerified: boolean
  readonly name: string | undefined
}

class JwksUnavailable extends Error {
  constructor(cause: unknown) {
    super("Google's signing keys could not be fetched.", { cause })
  }
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
  const remote = createRemoteJWKSet(new URL(settings.jwksUrl), {
    cacheMaxAge: 6 * 3600 * 1000,
    cooldownDuration: options.cooldownMs ?? 30_000,
    timeoutDuration: 5_000,
  })
  // Tells "Google's keys could not be fetched" (our problem: 503) from "no key signed this" (401).
  const jwks: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remote(header, token)
    } catch (error) {
      const noKey =
        error instanceof errors.JWKSNoMatchingKey ||
        error instanceof errors.JWKSMultipleMatchingKeys
      throw noKey ? error : new JwksUnavailable(error)
    }
  }
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
    } catch (error) {
      if (error instanceof JwksUnavailable) {
        throw new HttpError(
          503,
          'Google sign-in is unavailable right now. Please try again.',
          {},
          error,
        )
      }
      throw new HttpError(401, 'The Google sign-in could not be verified.')
    }
  }
}
