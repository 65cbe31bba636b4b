import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { appUnderTest } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { buildTestApp } from '../../test/helper'
import { appleClientId, startApplePeer } from '../../test/peers/apple-peer'

let n = 0
const email = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`

describe.each(await databaseTargets())('Sign in with Apple on $name', (target) => {
  const server = appUnderTest(target, {
    peers: { apple: startApplePeer },
    env: ({ apple }) => ({
      APPLE_CLIENT_IDS: `com.huey.web,${appleClientId}`,
      APPLE_JWKS_URL: apple.jwksUrl,
    }),
  })

  const post = (payload: object) =>
    server.app.inject({
      method: 'POST',
      url: '/auth/apple/token',
      payload,
      remoteAddress: `10.7.0.${n++ % 250}`,
    })

  it("creates an account with the first sign-in's name, and keeps it later", async () => {
    const sub = `apple-${n++}`
    const address = email('ann')
    const first = await post({
      idToken: await server.peers.apple.sign({ sub, email: address }),
      name: 'Ann Apple',
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().user).toMatchObject({
      email: address,
      name: 'Ann Apple',
      providers: ['apple'],
      emailVerified: true,
      ageVerified: false,
    })
    // Apple sends the name to the app only once; a later sign-in without it changes nothing.
    const later = await post({ idToken: await server.peers.apple.sign({ sub, email: address }) })
    expect(later.json().user).toMatchObject({ userId: first.json().user.userId, name: 'Ann Apple' })
  })

  it('keeps a private-relay address as the account address', async () => {
    const relay = `${n++}abc@privaterelay.appleid.com`
    const res = await post({
      idToken: await server.peers.apple.sign({
        sub: `relay-${n++}`,
        email: relay,
        is_private_email: 'true',
      }),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ email: relay, emailVerified: true, name: 'Apple user' })
  })

  it('checks the nonce when one is sent: as given, or its SHA-256 as the iOS SDK puts it', async () => {
    const nonce = 'a-random-nonce-of-the-app'
    const hashed = createHash('sha256').update(nonce).digest('hex')
    expect(
      (await post({ idToken: await server.peers.apple.sign({ sub: `n-${n++}`, nonce }), nonce }))
        .statusCode,
    ).toBe(200)
    expect(
      (
        await post({
          idToken: await server.peers.apple.sign({ sub: `n-${n++}`, nonce: hashed }),
          nonce,
        })
      ).statusCode,
    ).toBe(200)
    const wrong = await post({
      idToken: await server.peers.apple.sign({ sub: `n-${n++}`, nonce: 'other' }),
      nonce,
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({ error: 'The Apple sign-in could not be verified.' })
    const missing = await post({
      idToken: await server.peers.apple.sign({ sub: `n-${n++}` }),
      nonce,
    })
    expect(missing.statusCode).toBe(401)
  })

  it('refuses a token carrying a nonce when the app sent none: it was made for another sign-in', async () => {
    const replayed = await post({
      idToken: await server.peers.apple.sign({ sub: `n-${n++}`, nonce: 'someone-elses-nonce' }),
    })
    expect(replayed.statusCode).toBe(401)
    expect(replayed.json()).toMatchObject({ error: 'The Apple sign-in could not be verified.' })
    const plain = await post({ idToken: await server.peers.apple.sign({ sub: `n-${n++}` }) })
    expect(plain.statusCode).toBe(200)
  })

  it.each([
    ['another audience', { aud: 'com.someone.else' }, {}],
    ['another issuer', { iss: 'https://accounts.google.com' }, {}],
    ['an expired token', {}, { expiresIn: '-1m' }],
  ])('refuses %s', async (_name, claims, opts) => {
    const res = await post({
      idToken: await server.peers.apple.sign({ sub: `x-${n++}`, ...claims }, opts),
    })
    expect(res.statusCode).toBe(401)
  })

  it('refuses a token signed with a key Apple never published, and garbage', async () => {
    expect((await post({ idToken: 'not.a.token' })).statusCode).toBe(401)
    expect((await post({})).json()).toMatchObject({
      error: 'Apple sign-in failed: No ID token received.',
    })
  })

  it('takes over an unverified password account with the same address (no pre-hijacking)', async () => {
    const address = email('victim')
    await server.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: {
        email: address,
        password: 'attacker passphrase',
        name: 'M',
        birthdate: '1980-01-01',
      },
      remoteAddress: '10.7.1.1',
    })
    const res = await post({
      idToken: await server.peers.apple.sign({ sub: `v-${n++}`, email: address }),
      name: 'Vic',
    })
    expect(res.json().user).toMatchObject({
      providers: ['apple'],
      emailVerified: true,
      name: 'Vic',
    })
    const attacker = await server.app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email: address, password: 'attacker passphrase' },
      remoteAddress: '10.7.1.2',
    })
    expect(attacker.statusCode).toBe(401)
  })

  it('answers 404 when Apple sign-in is not configured', async () => {
    const bare = await buildTestApp({ database: server.database })
    try {
      const res = await bare.inject({
        method: 'POST',
        url: '/auth/apple/token',
        payload: { idToken: 'x' },
      })
      expect(res.statusCode).toBe(404)
    } finally {
      await bare.close()
    }
  })
})
