import { serverMessages, type User } from '@huey/contracts'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { yearsAgo } from '../../test/accounts'
import { appUnderTest, mailEnv } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { buildTestApp, testConfig } from '../../test/helper'
import { consentLinkIn, startSmtpPeer } from '../../test/peers/smtp-peer'
import { addPicture } from '../../test/pictures'
import { consentTokens, entitlements, users } from '../db/schema'
import { purgePendingAccounts } from './purge-job'

const adult = { password: 'correct horse battery staple', name: 'Ada', birthdate: '1990-05-17' }
let n = 0
const uniqueEmail = (tag = 'user') => `${tag}-${Date.now()}-${n++}@example.com`

describe.each(await databaseTargets())('accounts on $name', (target) => {
  const server = appUnderTest(target, {
    peers: { smtp: startSmtpPeer },
    env: mailEnv,
    app: { jobs: { cronIntervalSeconds: 1 } },
    seed: (database) => addPicture(database, 'mandala-1'),
  })
  const { post } = server
  const signUp = (body: Record<string, unknown>) => post('/auth/signup', body)
  const signIn = async (email: string, password = adult.password) => {
    const res = await post('/auth/signin', { email, password })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { token: string; user: User }
  }

  describe('POST /auth/signup', () => {
    it('creates an adult account without signing in, e-mail lower-cased', async () => {
      const email = uniqueEmail('Mixed').toUpperCase()
      const res = await signUp({ ...adult, email })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toEqual({
        message: 'Account created. Please sign in. We sent you an e-mail to confirm your address.',
      })
      const { user } = await signIn(email.toLowerCase())
      expect(user).toMatchObject({
        email: email.toLowerCase(),
        name: 'Ada',
        birthdate: '1990-05-17',
        ageVerified: true,
        emailVerified: false,
        premium: false,
        parentConsent: 'not-required',
        providers: ['password'],
      })
      expect(user.userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/)
    })

    it('answers a second sign-up with an address in use exactly as a new one, and mails its owner', async () => {
      const email = uniqueEmail()
      const first = await signUp({ ...adult, email })
      const again = await signUp({
        ...adult,
        email: email.toUpperCase(),
        password: 'another passphrase here',
      })
      expect(again.statusCode).toBe(first.statusCode)
      expect(again.json()).toEqual(first.json())
      const notice = await server.peers.smtp.waitForSubject(email, /tried to create a Huey account/)
      expect(notice.raw).toContain('/forgot-password')
      // Nothing changed: the owner's password still opens the account, the other one does not.
      await signIn(email)
      const other = await post('/auth/signin', { email, password: 'another passphrase here' })
      expect(other.statusCode).toBe(401)
    })

    it('creates exactly one account when 50 sign-ups with one e-mail race', async () => {
      const email = uniqueEmail('race')
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => signUp({ ...adult, email })),
      )
      const codes = answers.map((a) => a.statusCode)
      expect(codes.filter((c) => c !== 201 && c !== 429)).toEqual([])
      const signedIn = await signIn(email)
      expect(signedIn.user.userId).toBeDefined()
      const [{ count }] = await server.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.email, email))
      expect(count).toBe(1)
    })

    it.each([
      [{ password: 'short' }, /at least 8/],
      [{ password: 'x'.repeat(129) }, /at most 128/],
      [{ password: '😀'.repeat(129) }, /at most 128/],
      [{ password: '😀😀😀😀' }, /at least 8/],
      [{ password: 'password123' }, /too common/],
      [{ name: '   ' }, /Name is required/],
      [{ name: 'n'.repeat(81) }, /at most 80/],
      [{ name: 'Ada\u0000Lovelace' }, /control characters/],
      [{ birthdate: '2999-01-01' }, /future/],
      [{ birthdate: '1899-12-31' }, /before 1900/],
      [{ birthdate: '2001-02-30' }, /date such as/],
      [{ email: 'not-an-email' }, /valid e-mail/],
    ])('rejects %o with a readable 400', async (override, message) => {
      const res = await signUp({ ...adult, email: uniqueEmail(), ...override })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toMatch(message)
    })

    it.each([
      ['/auth/signup', { email: 'a@example.com', password: 'long enough', name: 'A' }],
      ['/auth/signup', { ...adult, email: '' }],
      ['/auth/signup', []],
      ['/auth/signin', { email: 'a@example.com' }],
      ['/auth/signin', { password: 'x' }],
      ['/auth/verify-age', { ageVerified: true }],
      ['/auth/google/token', {}],
      ['/auth/facebook/token', { accessToken: '' }],
    ])(
      'answers %s without a required field with the message of SPEC.md section 5',
      async (url, body) => {
        const res = await post(url, body)
        expect(res.statusCode).toBe(400)
        const expected: Record<string, string> = {
          '/auth/signup': 'Email, password, name, and birthdate are required.',
          '/auth/signin': 'Email and password are required.',
          '/auth/verify-age': 'No userId provided for age verification.',
          '/auth/google/token': 'Google login failed: No ID token received.',
          '/auth/facebook/token': 'Facebook login failed: No access token.',
        }
        expect(res.json()).toMatchObject({ error: expected[url] })
      },
    )

    it('counts characters as people do: 8 emoji are a long enough password', async () => {
      const res = await signUp({ ...adult, email: uniqueEmail(), password: '🎨🖌️🌈🦊🐙🌻🍉🚀' })
      expect(res.statusCode, res.body).toBe(201)
    })

    it('keeps a 128-character password whole: a longer or shorter one does not sign in', async () => {
      const email = uniqueEmail()
      const password = `${'ü'.repeat(100)}${'z'.repeat(28)}`
      expect((await signUp({ ...adult, email, password })).statusCode).toBe(201)
      expect(
        (await post('/auth/signin', { email, password: password.slice(0, 127) })).statusCode,
      ).toBe(401)
      await signIn(email, password)
    })

    it('requires a parent e-mail under 13, different from the child e-mail', async () => {
      const child = { ...adult, birthdate: yearsAgo(9), email: uniqueEmail('kid') }
      const missing = await signUp(child)
      expect(missing.statusCode).toBe(400)
      expect(missing.json()).toMatchObject({
        error: "A parent's e-mail is required for users under 13.",
      })
      const same = await signUp({ ...child, parentEmail: child.email })
      expect(same.statusCode).toBe(400)
      expect(same.json().error).toMatch(/different/)
    })

    it("sends a child's parent a one-time consent link that grants consent", async () => {
      const parentEmail = uniqueEmail('parent')
      const email = uniqueEmail('kid')
      const res = await signUp({ ...adult, email, birthdate: yearsAgo(10), parentEmail })
      expect(res.statusCode).toBe(201)
      expect(res.json().message).toBe(
        'Account created. Please sign in. We sent an e-mail to your parent to confirm your account.',
      )
      expect((await signIn(email)).user).toMatchObject({
        parentConsent: 'pending',
        ageVerified: false,
      })
      const mail = await server.peers.smtp.waitFor(parentEmail)
      const link = new URL(consentLinkIn(mail.raw))
      const page = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('Confirm')
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(page.headers['x-frame-options']).toBe('DENY')
      expect(page.headers['referrer-policy']).toBe('no-referrer')
      const token = link.searchParams.get('token') ?? ''
      const confirm = await server.app.inject({
        method: 'POST',
        url: '/auth/parent-consent',
        payload: `token=${token}&decision=confirm`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(confirm.statusCode).toBe(200)
      expect(confirm.body).toContain('confirmed')
      const { user } = await signIn(email)
      expect(user).toMatchObject({ parentConsent: 'granted', ageVerified: true })
      const reused = await server.app.inject({
        method: 'GET',
        url: `${link.pathname}${link.search}`,
      })
      expect(reused.statusCode).toBe(410)
      expect(reused.body).toContain('has already been used, has expired')
    })

    it("escapes the child's name on the consent page", async () => {
      const parentEmail = uniqueEmail('parent')
      const name = '<img src=x onerror=alert(1)>'
      await signUp({
        ...adult,
        name,
        email: uniqueEmail('kid'),
        birthdate: yearsAgo(9),
        parentEmail,
      })
      const link = new URL(consentLinkIn((await server.peers.smtp.waitFor(parentEmail)).raw))
      const page = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
      expect(page.body).not.toContain('<img')
      expect(page.body).toContain('&#60;img src=x onerror=alert(1)&#62;')
    })

    it('says so when the consent link has expired, and consent stays pending', async () => {
      const parentEmail = uniqueEmail('parent')
      const email = uniqueEmail('kid')
      await signUp({ ...adult, email, birthdate: yearsAgo(9), parentEmail })
      const link = new URL(consentLinkIn((await server.peers.smtp.waitFor(parentEmail)).raw))
      const { user } = await signIn(email)
      await server.database.db
        .update(consentTokens)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(consentTokens.userId, user.userId))
      const page = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
      expect(page.statusCode).toBe(410)
      expect(page.body).toContain('has already been used, has expired')
      const confirm = await server.app.inject({
        method: 'POST',
        url: '/auth/parent-consent',
        payload: `token=${link.searchParams.get('token')}&decision=confirm`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(confirm.statusCode).toBe(410)
      expect((await signIn(email)).user).toMatchObject({ parentConsent: 'pending' })
    })

    it('lets a child waiting for consent colour and sync progress', async () => {
      const email = uniqueEmail('kid')
      await signUp({ ...adult, email, birthdate: yearsAgo(10), parentEmail: uniqueEmail('p') })
      const { token } = await signIn(email)
      const put = await server.app.inject({
        method: 'PUT',
        url: '/works/mandala-1',
        payload: { filled: [1, 2, 3] },
        headers: { authorization: `Bearer ${token}` },
      })
      expect(put.statusCode, put.body).toBe(200)
      expect(put.json().filled).toEqual([1, 2, 3])
    })

    it('deletes the child account when the parent declines', async () => {
      const parentEmail = uniqueEmail('parent')
      const email = uniqueEmail('kid')
      await signUp({ ...adult, email, birthdate: yearsAgo(8), parentEmail })
      const token = new URL(
        consentLinkIn((await server.peers.smtp.waitFor(parentEmail)).raw),
      ).searchParams.get('token')
      const decline = await server.app.inject({
        method: 'POST',
        url: '/auth/parent-consent',
        payload: `token=${token}&decision=decline`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(decline.statusCode).toBe(200)
      expect((await post('/auth/signin', { email, password: adult.password })).statusCode).toBe(401)
    })

    it('deletes accounts still waiting for consent after 14 days, and only those', async () => {
      const old = uniqueEmail('kid-old')
      const recent = uniqueEmail('kid-new')
      for (const email of [old, recent]) {
        await signUp({ ...adult, email, birthdate: yearsAgo(9), parentEmail: uniqueEmail('p') })
      }
      await server.database.db
        .update(users)
        .set({
          createdAt: sql`now() - interval '15 days'`,
          consentRequestedAt: sql`now() - interval '15 days'`,
        })
        .where(eq(users.email, old))
      expect(await purgePendingAccounts(server.database.db)).toBe(1)
      expect(
        (await post('/auth/signin', { email: old, password: adult.password })).statusCode,
      ).toBe(401)
      await signIn(recent)
    })

    it('runs the purge as a scheduled job, hourly', async () => {
      const email = uniqueEmail('kid-scheduled')
      await signUp({ ...adult, email, birthdate: yearsAgo(9), parentEmail: uniqueEmail('p') })
      await server.database.db
        .update(users)
        .set({
          createdAt: sql`now() - interval '20 days'`,
          consentRequestedAt: sql`now() - interval '20 days'`,
        })
        .where(eq(users.email, email))
      const schedules = await server.app.jobs.schedules()
      expect(schedules).toContainEqual({ name: 'purge-pending-accounts', cron: '7 * * * *' })
      await server.app.jobs.runNow('purge-pending-accounts')
      await expect
        .poll(
          async () => (await post('/auth/signin', { email, password: adult.password })).statusCode,
          {
            timeout: 10_000,
            interval: 250,
          },
        )
        .toBe(401)
    })

    it("undoes a child's sign-up when the consent e-mail cannot be sent, with a 503", async () => {
      const closed = await buildTestApp({
        database: server.database,
        config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }),
      })
      const email = uniqueEmail('kid-nomail')
      const child = { ...adult, email, birthdate: yearsAgo(9), parentEmail: uniqueEmail('p') }
      try {
        const res = await closed.inject({ method: 'POST', url: '/auth/signup', payload: child })
        expect(res.statusCode).toBe(503)
        expect(res.json().error).toMatch(/could not send the e-mail/)
      } finally {
        await closed.close()
      }
      expect((await signUp(child)).statusCode).toBe(201)
    })

    it('notifies a given parent of a teenager, and asks nothing more', async () => {
      const parentEmail = uniqueEmail('parent')
      const email = uniqueEmail()
      await signUp({ ...adult, email, birthdate: yearsAgo(15), parentEmail })
      expect((await signIn(email)).user).toMatchObject({
        parentConsent: 'not-required',
        ageVerified: true,
      })
      const mail = await server.peers.smtp.waitFor(parentEmail)
      expect(mail.raw).not.toContain('parent-consent?token=')
    })
  })

  describe('sessions', () => {
    it('signs in, reads /auth/me, and a logged-out token answers 401', async () => {
      const email = uniqueEmail()
      await signUp({ ...adult, email })
      const { token } = await signIn(email)
      const me = await server.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(me.json().user.email).toBe(email)
      expect((await post('/auth/logout', {}, token)).statusCode).toBe(200)
      const after = await server.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(after.statusCode).toBe(401)
      expect(after.json()).toMatchObject({
        error: 'Your session has expired. Please sign in again.',
      })
    })

    it('answers a wrong password and an unknown e-mail with the same 401', async () => {
      const email = uniqueEmail()
      await signUp({ ...adult, email })
      const wrong = await post('/auth/signin', { email, password: 'not the password' })
      const unknown = await post('/auth/signin', {
        email: uniqueEmail('ghost'),
        password: 'whatever1',
      })
      expect(wrong.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(401)
      expect(wrong.json()).toMatchObject({ error: 'Invalid e-mail or password.' })
      expect(unknown.json()).toEqual(wrong.json())
    })

    it.each(['', 'Bearer', 'Bearer not.a.jwt', 'Basic abc'])('rejects the header %j', async (h) => {
      const res = await server.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { authorization: h },
      })
      expect(res.statusCode).toBe(401)
    })
  })

  describe('POST /auth/upgrade', () => {
    it('makes an adult premium through the sandbox store', async () => {
      const email = uniqueEmail()
      await signUp({ ...adult, email })
      const { token } = await signIn(email)
      const res = await post('/auth/upgrade', {}, token)
      expect(res.statusCode).toBe(200)
      expect(res.json().user.premium).toBe(true)
      expect((await signIn(email)).user.premium).toBe(true)
    })

    it('answers 402 without the sandbox store when no entitlement is held', async () => {
      const email = uniqueEmail()
      await signUp({ ...adult, email })
      const { token } = await signIn(email)
      const storeless = await buildTestApp({
        database: server.database,
        config: testConfig({ STORE: 'none' }),
      })
      try {
        const res = await storeless.inject({
          method: 'POST',
          url: '/auth/upgrade',
          headers: { authorization: `Bearer ${token}` },
        })
        expect(res.statusCode).toBe(402)
        expect(res.json()).toMatchObject({ error: 'No active subscription was found.' })
      } finally {
        await storeless.close()
      }
    })

    it('is premium while an entitlement is active, and not after it expires', async () => {
      const email = uniqueEmail()
      await signUp({ ...adult, email })
      const { token, user } = await signIn(email)
      await server.database.db.insert(entitlements).values({
        userId: user.userId,
        source: 'apple',
        productId: 'huey.premium.yearly',
        originalTransactionId: `txn-${n++}`,
        expiresAt: new Date(Date.now() + 3600_000),
      })
      const storeless = await buildTestApp({
        database: server.database,
        config: testConfig({ STORE: 'none' }),
      })
      try {
        const upgrade = () =>
          storeless.inject({
            method: 'POST',
            url: '/auth/upgrade',
            headers: { authorization: `Bearer ${token}` },
          })
        expect((await upgrade()).json().user.premium).toBe(true)
        await server.database.db
          .update(entitlements)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(entitlements.userId, user.userId))
        expect((await upgrade()).statusCode).toBe(402)
      } finally {
        await storeless.close()
      }
    })

    it('refuses a child without consent', async () => {
      const email = uniqueEmail('kid')
      await signUp({ ...adult, email, birthdate: yearsAgo(11), parentEmail: uniqueEmail('p') })
      const { token } = await signIn(email)
      const res = await post('/auth/upgrade', {}, token)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ error: 'Parental consent is required to upgrade.' })
    })

    it('needs a session', async () => {
      expect((await post('/auth/upgrade', {})).statusCode).toBe(401)
    })
  })

  describe('POST /auth/verify-age', () => {
    it('recomputes ageVerified for an adult', async () => {
      const email = uniqueEmail()
      await signUp({ ...adult, email })
      const { token, user } = await signIn(email)
      const own = await post('/auth/verify-age', { userId: user.userId, ageVerified: true }, token)
      expect(own.json().user).toMatchObject({ userId: user.userId, ageVerified: true, email })
    })

    it('without a session tells nothing: an adult, a child awaiting consent and no account get one answer', async () => {
      const adultEmail = uniqueEmail()
      await signUp({ ...adult, email: adultEmail })
      const grown = (await signIn(adultEmail)).user.userId as string
      const kidEmail = uniqueEmail('kid')
      await signUp({
        ...adult,
        email: kidEmail,
        birthdate: yearsAgo(9),
        parentEmail: uniqueEmail('p'),
      })
      const kid = (await signIn(kidEmail)).user.userId as string
      const nobody = '00000000-0000-4000-8000-000000000000'
      for (const ageVerified of [true, false]) {
        const answers = await Promise.all(
          [grown, kid, nobody].map((userId) => post('/auth/verify-age', { userId, ageVerified })),
        )
        expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200])
        expect(answers.map((res) => res.json())).toEqual(
          [grown, kid, nobody].map((userId) => ({ userId, ageVerified: false })),
        )
      }
    })

    it('changes nothing for a forged claim by a child without consent', async () => {
      const email = uniqueEmail('kid')
      await signUp({ ...adult, email, birthdate: yearsAgo(9), parentEmail: uniqueEmail('p') })
      const { user } = await signIn(email)
      const forged = await post('/auth/verify-age', {
        userId: user.userId,
        ageVerified: true,
        birthdate: '1980-01-01',
      })
      expect(forged.statusCode).toBe(200)
      const { user: after } = await signIn(email)
      expect(after).toMatchObject({ ageVerified: false, birthdate: user.birthdate })
    })

    it("refuses another account's session", async () => {
      const a = uniqueEmail()
      await signUp({ ...adult, email: a })
      const b = uniqueEmail()
      await signUp({ ...adult, email: b })
      const { user: other } = await signIn(b)
      const { token } = await signIn(a)
      const res = await post('/auth/verify-age', { userId: other.userId, ageVerified: true }, token)
      expect(res.statusCode).toBe(403)
    })
  })

  /** Rows naming the user in every table with a user_id column (found in the catalogue), plus users. */
  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const tables = await server.database.db.execute(
      sql`select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'user_id'`,
    )
    const counts: Record<string, number> = {}
    const names = (tables as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)
    for (const table of [...names, 'users']) {
      const column = table === 'users' ? 'id' : 'user_id'
      const result = await server.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
      )
      const count = Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0)
      if (count > 0) counts[table] = count
    }
    return counts
  }

  describe('DELETE /auth/delete-account', () => {
    it('deletes a child with a pending consent link and their tokens too', async () => {
      const email = uniqueEmail('kid')
      await signUp({ ...adult, email, birthdate: yearsAgo(9), parentEmail: uniqueEmail('p') })
      const { token, user } = await signIn(email)
      expect(await rowsOf(user.userId)).toMatchObject({ consent_tokens: 1 })
      const res = await server.app.inject({
        method: 'DELETE',
        url: '/auth/delete-account',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(200)
      expect(await rowsOf(user.userId)).toEqual({})
    })

    it('deletes the user and everything of theirs; the old token answers 401, saying so', async () => {
      const email = uniqueEmail()
      await signUp({ ...adult, email })
      const { token, user } = await signIn(email)
      await post('/auth/upgrade', {}, token)
      await server.app.inject({
        method: 'PUT',
        url: '/works/mandala-1',
        payload: { filled: [4, 5] },
        headers: { authorization: `Bearer ${token}` },
      })
      const before = await rowsOf(user.userId)
      expect(Object.keys(before).sort()).toEqual([
        'account_tokens',
        'entitlements',
        'sessions',
        'users',
        'works',
      ])
      const res = await server.app.inject({
        method: 'DELETE',
        url: '/auth/delete-account',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toMatch(/deleted/)
      const me = await server.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(me.statusCode).toBe(401)
      expect(me.json().error).toBe(serverMessages.accountDeleted)
      expect(await rowsOf(user.userId)).toEqual({})
    })

    it('answers a signed-out session of a live account as expired, not deleted', async () => {
      const email = uniqueEmail()
      await signUp({ ...adult, email })
      const { token } = await signIn(email)
      await post('/auth/logout', {}, token)
      const me = await server.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(me.statusCode).toBe(401)
      expect(me.json().error).toBe(serverMessages.sessionExpired)
    })
  })
})
