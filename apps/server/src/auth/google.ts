import { createIdTokenVerifier, isTrue } from './id-token'

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

/** Verifies Google ID tokens (see createIdTokenVerifier): signature, issuer, audience, expiry. */
export function createGoogleVerifier(
  settings: GoogleSettings,
  options: { readonly cooldownMs?: number } = {},
) {
  const verify = createIdTokenVerifier({ provider: 'Google', ...settings }, options)
  return async function verifyGoogleIdToken(idToken: string): Promise<SocialIdentity> {
    const payload = await verify(idToken)
    return {
      subject: payload.sub as string,
      email: typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined,
      emailVerified: isTrue(payload.email_verified),
      name: typeof payload.name === 'string' ? payload.name : undefined,
    }
  }
}
