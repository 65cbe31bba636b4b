import type { JWTPayload } from 'jose'
import { APPLE_ISSUER } from '../../src/auth/apple'
import { startGooglePeer } from './google-peer'

export const appleClientId = 'com.huey.app'

/**
 * Apple's side of Sign in with Apple: a JWKS endpoint on loopback and ID tokens signed with its
 * key, with Apple's issuer and our client id (the JWKS and signing are the same as Google's).
 */
export async function startApplePeer() {
  const peer = await startGooglePeer()
  return {
    jwksUrl: peer.jwksUrl.replace('/oauth2/v3/certs', '/auth/keys'),
    sign: (claims: JWTPayload, opts: { expiresIn?: string } = {}) =>
      peer.sign({ iss: APPLE_ISSUER, aud: appleClientId, email_verified: 'true', ...claims }, opts),
    foreignKey: peer.foreignKey,
    close: peer.close,
  }
}
