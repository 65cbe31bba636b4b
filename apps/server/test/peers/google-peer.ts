import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { listen } from './listen'

export const googleClientId = 'huey-web.apps.googleusercontent.com'
export const googleIssuer = 'https://accounts.google.com'

/** Google's side of sign-in: a JWKS endpoint and ID tokens signed with its key. */
export async function startGooglePeer() {
  let { privateKey, publicKey } = await generateKeyPair('RS256')
  let kid = 'key-1'
  const other = await generateKeyPair('RS256')
  const published = async () => ({ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' })
  let keys = [await published()]
  let jwksRequests = 0
  const peer = await listen((_req, res) => {
    jwksRequests++
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ keys }))
  })
  const sign = (
    claims: JWTPayload,
    opts: { key?: typeof privateKey; kid?: string; expiresIn?: string } = {},
  ) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? kid })
      .setIssuer((claims.iss as string | undefined) ?? googleIssuer)
      .setAudience((claims.aud as string | undefined) ?? googleClientId)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(opts.key ?? privateKey)
  return {
    jwksUrl: `${peer.url}/oauth2/v3/certs`,
    sign,
    /** A key Google never published. */
    foreignKey: other.privateKey,
    jwksRequests: () => jwksRequests,
    /** Google's key rotation: a new key signs from now on; the old one stays published a while. */
    async rotate() {
      ;({ privateKey, publicKey } = await generateKeyPair('RS256'))
      kid = `key-${keys.length + 1}`
      keys = [await published(), ...keys]
    },
    close: peer.close,
  }
}
