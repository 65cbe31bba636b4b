import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { yearsAgo } from '../../test/accounts'
import { appUnderTest, mailEnv } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { buildTestApp, testConfig } from '../../test/helper'
import { googleClientId, startGooglePeer } from '../../test/peers/google-peer'
import { consentLinkIn, linkIn, startSmtpPeer } from '../../test/peers/smtp-peer'
import { users } from '../db/schema'
import { purgePendingAccounts } from './purge-job'

const password = 'correct horse battery staple'
let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`

describe.each(await databaseTargets())('the child side of parental consent on $name', (target) => {
  const server = appUnderTest(target, {
    peers: { smtp: startSmtpPeer, google: startGooglePeer },
    env: (peers) => ({
      ...mailEnv(peers),
      GOOGLE_CLIENT_IDS: googleClientId,
      GOOGLE_JWKS_URL: peers.google.jwksUrl,
    }),
  })
  const { post } = server

  /** A Google account whose age was verified later: the birthdate came after the account. */
  async function socialAccount(birthdate: string) {
    const email = uniqueEmail('g')
    const idToken = await server.peers.google.sign({ sub: `g-${n++}`, email, name: 'Gus' })
    const signedIn = await post('/auth/google/token', { idToken })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const { token, user } = signedIn.json() as { token: string; user: { userId: string } }
    const verified = await post(
      '/auth/verify-age',
      { userId: user.userId, ageVerified: false, birthdate },
      token,
    )
    expect(verified.statusCode, verified.body).toBe(200)
    return { token, userId: user.userId, email }
  }

  async function childWithParent() {
    const email = uniqueEmail('kid')
    const parentEmail = uniqueEmail('parent')
    const res = await post('/auth/signup', {
      email,
      password,
      name: 'Kit',
      birthdate: yearsAgo(9),
      parentEmail,
    })
    expect(res.statusCode, res.body).toBe(201)
    const firstLink = consentLinkIn((await server.peers.smtp.waitFor(parentEmail)).raw)
    const signedIn = await post('/auth/signin', { email, password })
    return { token: signedIn.json().token as string, parentEmail, firstLink }
  }

  const mailsTo = (address: string) =>
    server.peers.smtp.received.filter((m) => m.to.includes(address))

  async function answer(link: string, decision: 'confirm' | 'decline') {
    const url = new URL(link)
    const token = url.searchParams.get('token') ?? ''
    return server.app.inject({
      method: 'POST',
      url: url.pathname,
      payload: `token=${token}&decision=${decision}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  }

  describe('POST /auth/parent-email', () => {
    it('lets a social account under 13 name a parent late, whose link then grants consent', async () => {
      const kid = await socialAccount(yearsAgo(10))
      const parentEmail = uniqueEmail('Parent').toUpperCase()
      const res = await post('/auth/parent-email', { parentEmail }, kid.token)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({
        message: 'We sent an e-mail to your parent to confirm your account.',
        user: { parentConsent: 'pending', ageVerified: false, parentEmailHint: 'p***@example.com' },
      })
      const link = new URL(
        consentLinkIn((await server.peers.smtp.waitFor(parentEmail.toLowerCase())).raw),
      )
      const page = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
      expect(page.statusCode).toBe(200)
      expect((await answer(link.href, 'confirm')).statusCode).toBe(200)
      const me = await server.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { authorization: `Bearer ${kid.token}` },
      })
      expect(me.json().user).toMatchObject({ parentConsent: 'granted', ageVerified: true })
      const upgrade = await post('/auth/upgrade', undefined, kid.token)
      expect(upgrade.json()).not.toEqual({ error: 'Parental consent is required to upgrade.' })
    })

    it('refuses an adult, with nothing sent', async () => {
      const adult = await socialAccount(yearsAgo(30))
      const parentEmail = uniqueEmail('parent')
      const res = await post('/auth/parent-email', { parentEmail }, adult.token)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ error: "This account does not need a parent's consent." })
      expect(mailsTo(parentEmail)).toHaveLength(0)
    })

    it('asks the parent who consented before naming another address', async () => {
      const kid = await childWithParent()
      const first = kid.parentEmail
      await answer(kid.firstLink, 'confirm')
      const other = uniqueEmail('other')
      const res = await post('/auth/parent-email', { parentEmail: other }, kid.token)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().user).toMatchObject({ parentConsent: 'granted' })
      expect(mailsTo(other)).toHaveLength(0)
      expect(mailsTo(first)).toHaveLength(2)
    })

    it('asks for the birthdate first when the age is not known yet', async () => {
      const idToken = await server.peers.google.sign({ sub: `g-${n++}`, email: uniqueEmail('g') })
      const { token } = (await post('/auth/google/token', { idToken })).json()
      const res = await post('/auth/parent-email', { parentEmail: uniqueEmail('p') }, token)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ error: 'Tell us your birthdate first.' })
    })

    it("refuses the child's own address", async () => {
      const kid = await socialAccount(yearsAgo(9))
      const res = await post('/auth/parent-email', { parentEmail: kid.email }, kid.token)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        error: "The parent's e-mail must be different from yours.",
      })
    })

    it.each([
      ['no body', undefined],
      ['an empty object', {}],
      ['a bad address', { parentEmail: 'not-an-address' }],
      ['a number', { parentEmail: 42 }],
      ['an overlong address', { parentEmail: `${'a'.repeat(250)}@example.com` }],
    ])('answers 400 with an error for %s', async (_name, body) => {
      const kid = await socialAccount(yearsAgo(9))
      const res = await post('/auth/parent-email', body, kid.token)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
    })

    it('needs a session', async () => {
      const res = await post('/auth/parent-email', { parentEmail: uniqueEmail('p') })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
    })

    it('changes nothing and answers 503 when the mail cannot be sent', async () => {
      const kid = await socialAccount(yearsAgo(9))
      const closed = await buildTestApp({
        database: server.database,
        config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }),
      })
      try {
        const res = await closed.inject({
          method: 'POST',
          url: '/auth/parent-email',
          payload: { parentEmail: uniqueEmail('p') },
          headers: { authorization: `Bearer ${kid.token}` },
        })
        expect(res.statusCode).toBe(503)
        expect(res.json()).toMatchObject({
          error: 'We could not send the e-mail to your parent. Please try again.',
        })
      } finally {
        await closed.close()
      }
      const [row] = await server.database.db.select().from(users).where(eq(users.id, kid.userId))
      expect(row).toMatchObject({
        parentEmail: null,
        parentConsent: 'not-required',
        consentRequestedAt: null,
      })
    })
  })

  describe('the 14-day purge for a parent named late', () => {
    it('counts from when the parent was named, not from sign-up, and never restarts', async () => {
      const kid = await socialAccount(yearsAgo(9))
      // The account is a month old, but its parent is only being asked now.
      await server.database.db
        .update(users)
        .set({ createdAt: sql`now() - interval '30 days'` })
        .where(eq(users.id, kid.userId))
      const parentEmail = uniqueEmail('parent')
      expect((await post('/auth/parent-email', { parentEmail }, kid.token)).statusCode).toBe(200)
      await purgePendingAccounts(server.database.db)
      const [kept] = await server.database.db.select().from(users).where(eq(users.id, kid.userId))
      expect(kept?.parentConsent).toBe('pending')
      const askedAt = kept?.consentRequestedAt

      // Naming another parent later (another server, so the per-minute limit is its own) keeps
      // the first clock.
      await server.database.db
        .update(users)
        .set({ consentRequestedAt: sql`now() - interval '13 days'` })
        .where(eq(users.id, kid.userId))
      const [before] = await server.database.db.select().from(users).where(eq(users.id, kid.userId))
      const other = await buildTestApp({
        database: server.database,
        config: testConfig({ SMTP_URL: server.peers.smtp.url, PUBLIC_URL: 'http://huey.test' }),
      })
      try {
        const renamed = await other.inject({
          method: 'POST',
          url: '/auth/parent-email',
          payload: { parentEmail: uniqueEmail('other-parent') },
          headers: { authorization: `Bearer ${kid.token}` },
        })
        expect(renamed.statusCode, renamed.body).toBe(200)
      } finally {
        await other.close()
      }
      // The parent named first agrees to the change.
      const change = server.peers.smtp.received.find(
        (m) => m.to.includes(parentEmail) && m.raw.includes('/auth/parent-change'),
      )
      expect(
        (await answer(linkIn(change?.raw ?? '', '/auth/parent-change'), 'confirm')).statusCode,
      ).toBe(200)
      const [after] = await server.database.db.select().from(users).where(eq(users.id, kid.userId))
      expect(after?.parentEmail).toMatch(/^other-parent/)
      expect(after?.consentRequestedAt).toEqual(before?.consentRequestedAt)
      expect(after?.consentRequestedAt).not.toEqual(askedAt)

      await server.database.db
        .update(users)
        .set({ consentRequestedAt: sql`now() - interval '15 days'` })
        .where(eq(users.id, kid.userId))
      await purgePendingAccounts(server.database.db)
      expect(await server.database.db.select().from(users).where(eq(users.id, kid.userId))).toEqual(
        [],
      )
    })
  })

  describe('POST /auth/parent-consent/resend', () => {
    it('mails a new link and the earlier one stops working', async () => {
      const kid = await childWithParent()
      const res = await post('/auth/parent-consent/resend', undefined, kid.token)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().message).toBe('We sent an e-mail to your parent to confirm your account.')
      await expect.poll(() => mailsTo(kid.parentEmail).length).toBe(2)
      const newLink = consentLinkIn(mailsTo(kid.parentEmail)[1]?.raw ?? '')
      expect(newLink).not.toBe(kid.firstLink)
      const old = await server.app.inject({
        method: 'GET',
        url: new URL(kid.firstLink).pathname + new URL(kid.firstLink).search,
      })
      expect(old.statusCode).toBe(410)
      expect((await answer(kid.firstLink, 'confirm')).statusCode).toBe(410)
      expect((await answer(newLink, 'confirm')).statusCode).toBe(200)
      const me = await server.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { authorization: `Bearer ${kid.token}` },
      })
      expect(me.json().user).toMatchObject({ parentConsent: 'granted', ageVerified: true })
    })

    it('sends at most one mail a minute per account', async () => {
      const kid = await childWithParent()
      expect((await post('/auth/parent-consent/resend', undefined, kid.token)).statusCode).toBe(200)
      const again = await post('/auth/parent-consent/resend', undefined, kid.token)
      expect(again.statusCode).toBe(429)
      expect(again.json().error).toMatch(/Too many attempts/)
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)
      await new Promise((r) => setTimeout(r, 200))
      expect(mailsTo(kid.parentEmail)).toHaveLength(2)
    })

    it('sends at most five mails a day per account, however far apart', async () => {
      const kid = await childWithParent()
      // Only the clock is faked: the limiter's windows pass, the SMTP peer still answers.
      vi.useFakeTimers({ toFake: ['Date'] })
      try {
        // An hour apart: a parent gets at most three mails an hour whoever causes them.
        for (let i = 0; i < 5; i++) {
          const res = await post('/auth/parent-consent/resend', undefined, kid.token)
          expect(res.statusCode, res.body).toBe(200)
          vi.setSystemTime(Date.now() + 61 * 60_000)
        }
        const sixth = await post('/auth/parent-consent/resend', undefined, kid.token)
        expect(sixth.statusCode).toBe(429)
        expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3600)
      } finally {
        vi.useRealTimers()
      }
      await expect.poll(() => mailsTo(kid.parentEmail).length).toBe(6)
    })

    it('answers 409 when no consent is pending', async () => {
      const adult = await socialAccount(yearsAgo(30))
      const res = await post('/auth/parent-consent/resend', undefined, adult.token)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({
        error: 'No parental consent is waiting to be sent again.',
      })

      const child = await socialAccount(yearsAgo(9))
      const unnamed = await post('/auth/parent-consent/resend', undefined, child.token)
      expect(unnamed.statusCode).toBe(409)
    })

    it('answers 409 once the parent has consented', async () => {
      const kid = await childWithParent()
      expect((await answer(kid.firstLink, 'confirm')).statusCode).toBe(200)
      const res = await post('/auth/parent-consent/resend', undefined, kid.token)
      expect(res.statusCode).toBe(409)
      expect(mailsTo(kid.parentEmail)).toHaveLength(1)
    })

    it('needs a session', async () => {
      const res = await post('/auth/parent-consent/resend')
      expect(res.statusCode).toBe(401)
    })
  })
})
