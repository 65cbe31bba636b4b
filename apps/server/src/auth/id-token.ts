import { answerMessages, fillMessage } from '@huey/contracts'
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose'
import { HttpError } from '../lib/http-error'

class JwksUnavailable extends Error {
  constructor(provider: string, cause: unknown) {
    super(`${provider}'s signing keys could not be fetched.`, { cause })
  }
}

export interface IdTokenSettings {
  /** How people know the provider: "Google", "Apple". */
  readonly provider: string
  readonly clientIds: readonly string[]
  readonly jwksUrl: string
  readonly issuers: readonly string[]
}

/**
 * Verifies a provider's OpenID Connect ID tokens: signature against its JWKS (fetched once, cached
 * for 6 hours, refetched when a token names an unknown key, which handles rotation, at most once
 * per cooldown), issuer, audience among our client ids, and expiry. `check` adds the provider's
 * own rules and throws when one fails. Answers the verified claims; 401 for a bad token, 503 when
 * the keys cannot be fetched, 404 when the provider is not configured.
 */
export function createIdTokenVerifier(
  settings: IdTokenSettings,
  options: { readonly cooldownMs?: number } = {},
): (idToken: string, check?: (payload: JWTPayload) => void) => Promise<JWTPayload> {
  const { provider } = settings
  const remote = createRemoteJWKSet(new URL(settings.jwksUrl), {
    cacheMaxAge: 6 * 3600 * 1000,
    cooldownDuration: options.cooldownMs ?? 30_000,
    timeoutDuration: 5_000,
  })
  // Tells "the keys could not be fetched" (our problem: 503) from "no key signed this" (401).
  const jwks: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remote(header, token)
    } catch (error) {
      const noKey =
        error instanceof errors.JWKSNoMatchingKey ||
        error instanceof errors.JWKSMultipleMatchingKeys
      throw noKey ? error : new JwksUnavailable(provider, error)
    }
  }
  return async (idToken, check) => {
    if (settings.clientIds.length === 0) {
      throw new HttpError(404, fillMessage(answerMessages.socialNotOffered, { provider }))
    }
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: [...settings.issuers],
        audience: [...settings.clientIds],
        algorithms: ['RS256'],
      })
      if (!payload.sub) throw new Error('no subject')
      check?.(payload)
      return payload
    } catch (error) {
      if (error instanceof JwksUnavailable) {
        throw new HttpError(
          503,
          fillMessage(answerMessages.socialUnavailable, { provider }),
          {},
          error,
        )
      }
      throw new HttpError(401, fillMessage(answerMessages.socialNotVerified, { provider }))
    }
  }
}

/** Providers write email_verified as a boolean or as the string "true". */
export const isTrue = (claim: unknown) => claim === true || claim === 'true'
