import { describe, expect, it } from 'vitest'
import { appUnderTest, mailEnv } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { facebookAppId, facebookAppSecret, startFacebookPeer } from '../../test/peers/facebook-peer'
import { googleClientId, startGooglePeer } from '../../test/peers/google-peer'
import { linkIn, startSmtpPeer } from '../../test/peers/smtp-peer'

let n = 0
const email = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`

describe.each(await databaseTargets())('social sign-in on $name', (target) => {
  const server = appUnderTest(target, {
    peers: { smtp: startSmtpPeer, google: startGooglePeer, facebook: startFacebookPeer },
    env: (peers) => ({
      ...mailEnv(peers),
      GOOGLE_CLIENT_IDS: `other-client,${googleClientId}`,
      GOOGLE_JWKS_URL: peers.google.jwksUrl,
      FACEBOOK_APP_ID: facebookAppId,
      FACEBOOK_APP_SECRET: facebookAppSecret,
      FACEBOOK_GRAPH_URL: peers.facebook.graphUrl,
    }),
  })
  const { post } = server

  describe('POST /auth/google/token', () => {
    it('creates an account for a new Google user, not age-verified', async () => {
      const address = email('g')
      const idToken = await server.peers.google.sign({
        sub: `g-${n++}`,
        email: address,
        name: 'Grace',
      })
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
        idToken: await server.peers.google.sign({ sub, email: email('g') }),
      })
      const again = await post('/auth/google/token', {
        idToken: await server.peers.google.sign({ sub, email: email('changed') }),
      })
      expect(again.json().user.userId).toBe(first.json().user.userId)
    })

    const signUpAndIn = async (address: string, password: string) => {
      await post('/auth/signup', { email: address, password, name: 'Lin', birthdate: '1985-03-03' })
      const res = await post('/auth/signin', { email: address, password })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().token as string
    }
    const me = (token: string) =>
      server.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { authorization: `Bearer ${token}` },
      })

    it('links to an account whose address is verified, when Google verified it too', async () => {
      const address = email('link')
      const token = await signUpAndIn(address, 'a long enough passphrase')
      const link = new URL(
        linkIn((await server.peers.smtp.waitFor(address)).raw, '/auth/verify-email'),
      )
      expect(
        (await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` }))
          .statusCode,
      ).toBe(200)
      const unverified = await server.peers.google.sign({
        sub: `g-${n++}`,
        email: address,
        email_verified: false,
      })
      const refused = await post('/auth/google/token', { idToken: unverified })
      expect(refused.statusCode).toBe(409)
      const verified = await server.peers.google.sign({ sub: `g-${n++}`, email: address })
      const linked = await post('/auth/google/token', { idToken: verified })
      expect(linked.statusCode).toBe(200)
      expect(linked.json().user.providers).toEqual(['password', 'google'])
      // The owner's own password and session keep working.
      expect((await me(token)).statusCode).toBe(200)
      const again = await post('/auth/signin', {
        email: address,
        password: 'a long enough passphrase',
      })
      expect(again.statusCode).toBe(200)
    })

    it("pre-hijacking: Google's proof takes an unverified account, killing the password and sessions", async () => {
      const address = email('victim')
      const attackerPassword = 'attacker owns this passphrase'
      const attackerToken = await signUpAndIn(address, attackerPassword)
      const victim = await post('/auth/google/token', {
        idToken: await server.peers.google.sign({
          sub: `g-${n++}`,
          email: address,
          name: 'Victoria',
        }),
      })
      expect(victim.statusCode, victim.body).toBe(200)
      // The account is Victoria's alone now: her name, and no password of the attacker's.
      const { user } = victim.json()
      expect(user).toMatchObject({ name: 'Victoria', providers: ['google'], emailVerified: true })
      expect((await me(attackerToken)).statusCode).toBe(401)
      const attacker = await post('/auth/signin', { email: address, password: attackerPassword })
      expect(attacker.statusCode).toBe(401)
      expect((await me(victim.json().token)).statusCode).toBe(200)
    })

    it('never claims an e-mail Google did not verify: its owner can still sign up with it', async () => {
      const address = email('squat')
      const idToken = await server.peers.google.sign({
        sub: `g-${n++}`,
        email: address,
        email_verified: false,
      })
      const res = await post('/auth/google/token', { idToken })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().user.email).not.toBe(address)
      const owner = await post('/auth/signup', {
        email: address,
        password: 'the owner passphrase',
        name: 'Owner',
        birthdate: '1970-01-01',
      })
      expect(owner.statusCode).toBe(201)
    })

    it('refuses to relink an account already linked to another Google account', async () => {
      const address = email('linked')
      await post('/auth/google/token', {
        idToken: await server.peers.google.sign({ sub: `g-${n++}`, email: address }),
      })
      const other = await post('/auth/google/token', {
        idToken: await server.peers.google.sign({ sub: `g-${n++}`, email: address }),
      })
      expect(other.statusCode).toBe(409)
      expect(other.json().error).toMatch(/linked to another Google account/)
    })

    const nineYearsAgo = () =>
      new Date(Date.now() - 9 * 365.25 * 86_400_000).toISOString().slice(0, 10)
    /** A child's account with `address`, its parent at `parentEmail`: the consent link. */
    const childAccount = async (address: string, parentEmail: string) => {
      const signup = await post('/auth/signup', {
        email: address,
        password: 'a long enough passphrase',
        name: 'Kid',
        birthdate: nineYearsAgo(),
        parentEmail,
      })
      expect(signup.statusCode, signup.body).toBe(201)
      return linkIn((await server.peers.smtp.waitFor(parentEmail)).raw, '/auth/parent-consent')
    }
    const open = (link: string) => {
      const url = new URL(link)
      return server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
    }

    it("does not link a child's verified account while parental consent is pending", async () => {
      const address = email('kid')
      await childAccount(address, email('parent'))
      const verify = linkIn((await server.peers.smtp.waitFor(address)).raw, '/auth/verify-email')
      expect((await open(verify)).statusCode).toBe(200)
      const res = await post('/auth/google/token', {
        idToken: await server.peers.google.sign({ sub: `g-${n++}`, email: address }),
      })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({
        error: 'Parental consent is required to link a Google account.',
      })
    })

    it("pre-hijacking: a child account made with the owner's address neither blocks nor shapes the owner's sign-in", async () => {
      for (const approved of [false, true]) {
        const address = email('owner')
        const attackerParent = email('accomplice')
        const consentLink = await childAccount(address, attackerParent)
        const attacker = await post('/auth/signin', {
          email: address,
          password: 'a long enough passphrase',
        })
        if (approved) {
          const token = new URL(consentLink).searchParams.get('token') ?? ''
          const granted = await server.app.inject({
            method: 'POST',
            url: '/auth/parent-consent',
            payload: `token=${token}&decision=confirm`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
          expect(granted.statusCode).toBe(200)
        }
        const owner = await post('/auth/google/token', {
          idToken: await server.peers.google.sign({
            sub: `g-${n++}`,
            email: address,
            name: 'Olga',
          }),
        })
        expect(owner.statusCode, owner.body).toBe(200)
        expect(owner.json().user).toMatchObject({
          name: 'Olga',
          emailVerified: true,
          birthdate: null,
          ageVerified: false,
          parentConsent: 'not-required',
          parentEmailHint: null,
          providers: ['google'],
        })
        expect((await me(attacker.json().token)).statusCode).toBe(401)
        if (!approved) expect((await open(consentLink)).statusCode).toBe(410)
      }
    })

    it('creates one account when the first sign-ins of one Google user race', async () => {
      const sub = `g-race-${n++}`
      const idToken = await server.peers.google.sign({ sub, email: email('race') })
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => post('/auth/google/token', { idToken })),
      )
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200))
      expect(new Set(answers.map((a) => a.json().user.userId)).size).toBe(1)
    })

    it.each([
      ['a wrong audience', { aud: 'someone-elses-app' }, {}],
      ['a wrong issuer', { iss: 'https://evil.example.com' }, {}],
      ['an expired token', {}, { expiresIn: '-1m' }],
    ])('rejects %s', async (_name, claims, opts) => {
      const idToken = await server.peers.google.sign(
        { sub: 'g-bad', email: email('bad'), ...claims },
        opts,
      )
      const res = await post('/auth/google/token', { idToken })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ error: 'The Google sign-in could not be verified.' })
    })

    it('rejects a token signed with a key Google never published', async () => {
      const idToken = await server.peers.google.sign(
        { sub: 'g-forged' },
        { key: server.peers.google.foreignKey },
      )
      expect((await post('/auth/google/token', { idToken })).statusCode).toBe(401)
    })

    it('rejects garbage', async () => {
      const res = await post('/auth/google/token', { idToken: 'not-a-token' })
      expect(res.statusCode).toBe(401)
    })
  })

  describe('POST /auth/verify-age after a social sign-up', () => {
    const googleUser = async () => {
      const res = await post('/auth/google/token', {
        idToken: await server.peers.google.sign({ sub: `g-${n++}`, email: email('age') }),
      })
      return res.json() as { token: string; user: { userId: string } }
    }

    it('stores the birthdate once, recomputes ageVerified, and ignores a later birthdate', async () => {
      const { user, token } = await googleUser()
      const first = await post(
        '/auth/verify-age',
        { userId: user.userId, ageVerified: true, birthdate: '1988-08-08' },
        token,
      )
      expect(first.statusCode, first.body).toBe(200)
      expect(first.json().user).toMatchObject({ birthdate: '1988-08-08', ageVerified: true })
      const second = await post(
        '/auth/verify-age',
        { userId: user.userId, ageVerified: true, birthdate: '2020-02-02' },
        token,
      )
      expect(second.json().user).toMatchObject({ birthdate: '1988-08-08', ageVerified: true })
    })

    it("without the account's session stores nothing: nobody can make a stranger a child", async () => {
      const { user, token } = await googleUser()
      const childsBirthdate = new Date(Date.now() - 8 * 365.25 * 86_400_000)
        .toISOString()
        .slice(0, 10)
      const res = await post('/auth/verify-age', {
        userId: user.userId,
        ageVerified: false,
        birthdate: childsBirthdate,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ userId: user.userId, ageVerified: false })
      const me = await server.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(me.json().user).toMatchObject({ birthdate: null, parentConsent: 'not-required' })
    })

    it('refuses a claim of true from a child with no parent e-mail on file', async () => {
      const { user, token } = await googleUser()
      const birthdate = new Date(Date.now() - 10 * 365.25 * 86_400_000).toISOString().slice(0, 10)
      const res = await server.app.inject({
        method: 'POST',
        url: '/auth/verify-age',
        payload: { userId: user.userId, ageVerified: true, birthdate },
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({
        error: "A parent's e-mail is required for users under 13.",
      })
      const me = await server.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(me.json().user).toMatchObject({ birthdate: null, ageVerified: false })
    })

    it('asks for a birthdate when the account has none and none is sent', async () => {
      const { user, token } = await googleUser()
      const res = await post('/auth/verify-age', { userId: user.userId, ageVerified: false }, token)
      expect(res.statusCode).toBe(400)
    })
  })

  describe('POST /auth/facebook/token', () => {
    it('signs in a Facebook user checked with debug_token', async () => {
      const address = email('fb')
      server.peers.facebook.issue('fb-token-1', { id: `fb-${n++}`, name: 'Frida', email: address })
      const res = await post('/auth/facebook/token', { accessToken: 'fb-token-1' })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().user).toMatchObject({
        email: address,
        name: 'Frida',
        providers: ['facebook'],
      })
    })

    it('creates an account without an e-mail when Facebook gives none', async () => {
      server.peers.facebook.issue('fb-no-mail', { id: `fb-${n++}`, name: 'Noor' })
      const res = await post('/auth/facebook/token', { accessToken: 'fb-no-mail' })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().user.email).toMatch(/@users\.huey\.invalid$/)
      expect(res.json().user.providers).toEqual(['facebook'])
    })

    it('rejects a token issued for another app', async () => {
      server.peers.facebook.issue('fb-other-app', { id: 'fb-x', name: 'X', appId: 'another-app' })
      const res = await post('/auth/facebook/token', { accessToken: 'fb-other-app' })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ error: 'The Facebook sign-in could not be verified.' })
    })

    it('rejects an expired or unknown token', async () => {
      server.peers.facebook.issue('fb-expired', {
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
