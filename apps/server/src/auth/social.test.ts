import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../../test/databases'
import { buildTestApp, testConfig } from '../../test/helper'
import { facebookAppId, facebookAppSecret, startFacebookPeer } from '../../test/peers/facebook-peer'
import { googleClientId, startGooglePeer } from '../../test/peers/google-peer'
import type { Database } from '../db/database'

let n = 0
const email = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`

describe.each(await databaseTargets())('social sign-in on $name', (target) => {
  let database: Database
  let app: FastifyInstance
  let google: Awaited<ReturnType<typeof startGooglePeer>>
  let facebook: Awaited<ReturnType<typeof startFacebookPeer>>

  beforeAll(async () => {
    google = await startGooglePeer()
    facebook = await startFacebookPeer()
    database = await target.open()
    app = await buildTestApp({
      database,
      config: testConfig({
        GOOGLE_CLIENT_IDS: `other-client,${googleClientId}`,
        GOOGLE_JWKS_URL: google.jwksUrl,
        FACEBOOK_APP_ID: facebookAppId,
        FACEBOOK_APP_SECRET: facebookAppSecret,
        FACEBOOK_GRAPH_URL: facebook.graphUrl,
      }),
    })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
    await google.close()
    await facebook.close()
  })

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: `10.1.0.${n++ % 250}` })

  describe('POST /auth/google/token', () => {
    it('creates an account for a new Google user, not age-verified', async () => {
      const address = email('g')
      const idToken = await google.sign({ sub: `g-${n++}`, email: address, name: 'Grace' })
      const res = await post('/auth/google/token', { idToken })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().token).toEqual(expect.any(String))
      expect(res.json().user).toMatchObject({
        email: address,
        name: 'Grace',
        ageVerified: false,
        birthdate: null,
        providers: ['google'],
      })
    })

    it('finds the same account again by Google subject', async () => {
      const sub = `g-${n++}`
      const first = await post('/auth/google/token', {
        idToken: await google.sign({ sub, email: email('g') }),
      })
      const again = await post('/auth/google/token', {
        idToken: await google.sign({ sub, email: email('changed') }),
      })
      expect(again.json().user.userId).toBe(first.json().user.userId)
    })

    it('links to an existing account only when Google verified the e-mail', async () => {
      const address = email('link')
      await post('/auth/signup', {
        email: address,
        password: 'a long enough passphrase',
        name: 'Lin',
        birthdate: '1985-03-03',
      })
      const unverified = await google.sign({
        sub: `g-${n++}`,
        email: address,
        email_verified: false,
      })
      const refused = await post('/auth/google/token', { idToken: unverified })
      expect(refused.statusCode).toBe(409)
      const verified = await google.sign({ sub: `g-${n++}`, email: address })
      const linked = await post('/auth/google/token', { idToken: verified })
      expect(linked.statusCode).toBe(200)
      expect(linked.json().user.providers).toEqual(['password', 'google'])
    })

    it.each([
      ['a wrong audience', { aud: 'someone-elses-app' }, {}],
      ['a wrong issuer', { iss: 'https://evil.example.com' }, {}],
      ['an expired token', {}, { expiresIn: '-1m' }],
    ])('rejects %s', async (_name, claims, opts) => {
      const idToken = await google.sign({ sub: 'g-bad', email: email('bad'), ...claims }, opts)
      const res = await post('/auth/google/token', { idToken })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'The Google sign-in could not be verified.' })
    })

    it('rejects a token signed with a key Google never published', async () => {
      const idToken = await google.sign({ sub: 'g-forged' }, { key: google.foreignKey })
      expect((await post('/auth/google/token', { idToken })).statusCode).toBe(401)
    })

    it('rejects garbage', async () => {
      const res = await post('/auth/google/token', { idToken: 'not-a-token' })
      expect(res.statusCode).toBe(401)
    })
  })

  describe('POST /auth/facebook/token', () => {
    it('signs in a Facebook user checked with debug_token', async () => {
      const address = email('fb')
      facebook.issue('fb-token-1', { id: `fb-${n++}`, name: 'Frida', email: address })
      const res = await post('/auth/facebook/token', { accessToken: 'fb-token-1' })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().user).toMatchObject({
        email: address,
        name: 'Frida',
        providers: ['facebook'],
      })
    })

    it('rejects a token issued for another app', async () => {
      facebook.issue('fb-other-app', { id: 'fb-x', name: 'X', appId: 'another-app' })
      const res = await post('/auth/facebook/token', { accessToken: 'fb-other-app' })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'The Facebook sign-in could not be verified.' })
    })

    it('rejects an expired or unknown token', async () => {
      facebook.issue('fb-expired', {
        id: 'fb-y',
        name: 'Y',
        expiresAt: Math.floor(Date.now() / 1000) - 60,
      })
      expect((await post('/auth/facebook/token', { accessToken: 'fb-expired' })).statusCode).toBe(
        401,
      )
      expect((await post('/auth/facebook/token', { accessToken: 'never-issued' })).statusCode).toBe(
        401,
      )
    })
  })
})
