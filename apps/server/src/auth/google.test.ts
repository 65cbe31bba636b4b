import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { googleClientId, googleIssuer, startGooglePeer } from '../../test/peers/google-peer'
import { HttpError } from '../lib/http-error'
import { createGoogleVerifier } from './google'

describe('createGoogleVerifier against a loopback JWKS', () => {
  let google: Awaited<ReturnType<typeof startGooglePeer>>
  beforeAll(async () => {
    google = await startGooglePeer()
  })
  afterAll(async () => {
    await google.close()
  })

  const settings = () => ({
    clientIds: [googleClientId],
    jwksUrl: google.jwksUrl,
    issuers: [googleIssuer, 'accounts.google.com'],
  })

  it('fetches the JWKS once and caches it across sign-ins', async () => {
    const verify = createGoogleVerifier(settings())
    const before = google.jwksRequests()
    for (let i = 0; i < 5; i++) {
      const identity = await verify(await google.sign({ sub: `s-${i}`, email: 'A@Example.com' }))
      expect(identity).toMatchObject({ subject: `s-${i}`, email: 'a@example.com' })
    }
    expect(google.jwksRequests() - before).toBe(1)
  })

  it('follows a key rotation: a token with a new key id fetches the JWKS again', async () => {
    const verify = createGoogleVerifier(settings(), { cooldownMs: 0 })
    await verify(await google.sign({ sub: 'before-rotation' }))
    const before = google.jwksRequests()
    await google.rotate()
    const identity = await verify(await google.sign({ sub: 'after-rotation' }))
    expect(identity.subject).toBe('after-rotation')
    expect(google.jwksRequests() - before).toBe(1)
  })

  it('reports whether Google verified the e-mail', async () => {
    const verify = createGoogleVerifier(settings())
    const unverified = await verify(
      await google.sign({ sub: 'u', email: 'u@example.com', email_verified: false }),
    )
    expect(unverified.emailVerified).toBe(false)
    const missing = await verify(
      await google.sign({ sub: 'm', email: 'm@example.com', email_verified: undefined }),
    )
    expect(missing.emailVerified).toBe(false)
  })

  it.each([
    ['another audience', { aud: 'another-app.apps.googleusercontent.com' }, {}],
    ['another issuer', { iss: 'https://accounts.evil.example' }, {}],
    ['an expired token', {}, { expiresIn: '-10s' }],
    ['no subject', { sub: undefined }, {}],
  ])('rejects %s with a 401', async (_name, claims, opts) => {
    const verify = createGoogleVerifier(settings())
    const token = await google.sign({ sub: 'x', ...claims }, opts)
    await expect(verify(token)).rejects.toMatchObject({ statusCode: 401 })
  })

  it('rejects a token whose signature was made with an unpublished key', async () => {
    const verify = createGoogleVerifier(settings())
    const forged = await google.sign({ sub: 'x' }, { key: google.foreignKey })
    await expect(verify(forged)).rejects.toBeInstanceOf(HttpError)
  })

  it('rejects an unsigned token (alg none) and a tampered payload', async () => {
    const verify = createGoogleVerifier(settings())
    const real = await google.sign({ sub: 'victim', email: 'victim@example.com' })
    const [header, payload, signature] = real.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: 'attacker' })).toString(
      'base64url',
    )
    await expect(verify(`${header}.${tampered}.${signature}`)).rejects.toMatchObject({
      statusCode: 401,
    })
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    await expect(verify(`${none}.${payload}.`)).rejects.toMatchObject({ statusCode: 401 })
  })

  it('answers 404 when no Google client id is configured', async () => {
    const verify = createGoogleVerifier({ ...settings(), clientIds: [] })
    await expect(verify('anything')).rejects.toMatchObject({ statusCode: 404 })
  })

  it('answers 503, not 401, when Google keys cannot be fetched', async () => {
    const verify = createGoogleVerifier({ ...settings(), jwksUrl: 'http://127.0.0.1:1/certs' })
    await expect(verify(await google.sign({ sub: 'x' }))).rejects.toMatchObject({
      statusCode: 503,
    })
  })
})
