import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { appUnderTest, mailEnv } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { linkIn, startSmtpPeer } from '../../test/peers/smtp-peer'
import { accountTokens } from '../db/schema'

const password = 'a long enough passphrase'
const newPassword = 'a brand new passphrase'
let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`

describe.each(await databaseTargets())('forgotten and changed passwords on $name', (target) => {
  const server = appUnderTest(target, { peers: { smtp: startSmtpPeer }, env: mailEnv })
  const { post } = server
  const me = (token: string) =>
    server.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { authorization: `Bearer ${token}` },
    })
  const signIn = (email: string, pass = password) => post('/auth/signin', { email, password: pass })
  async function account(tag: string): Promise<{ email: string; token: string }> {
    const email = uniqueEmail(tag)
    await post('/auth/signup', { email, password, name: 'Rita', birthdate: '1988-08-08' })
    return { email, token: (await signIn(email)).json().token }
  }
  const resetMail = (email: string) =>
    server.peers.smtp
      .waitForSubject(email, /Reset your Huey password/)
      .then((m) => linkIn(m.raw, '/reset-password'))
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''

  it('answers the same for a known and an unknown address; only the known one gets a link', async () => {
    const { email } = await account('known')
    const unknown = uniqueEmail('nobody')
    const a = await post('/auth/password/forgot', { email: email.toUpperCase() })
    const b = await post('/auth/password/forgot', { email: unknown })
    expect(a.statusCode).toBe(200)
    expect(b.statusCode).toBe(200)
    expect(a.json()).toEqual(b.json())
    expect(a.json().message).toMatch(/If an account has this address/)
    expect(await resetMail(email)).toMatch(/^http:\/\/huey\.test\/reset-password\?token=/)
    expect(server.peers.smtp.received.some((m) => m.to.includes(unknown))).toBe(false)
  })

  it('answers a known and an unknown address in the same time (medians within 20 %)', async () => {
    const rounds = 30
    const known: string[] = []
    for (let i = 0; i < rounds; i++) {
      const email = uniqueEmail('timed')
      await post('/auth/signup', { email, password, name: 'Tim', birthdate: '1988-08-08' })
      known.push(email)
    }
    const took: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
    // The server's CPU time for the answer (the app runs in this process): what it does for the
    // address, without what other work on a busy machine adds to the wall time.
    const timed = async (kind: 'known' | 'unknown', email: string) => {
      const before = process.cpuUsage()
      const res = await post('/auth/password/forgot', { email })
      const used = process.cpuUsage(before)
      took[kind].push((used.user + used.system) / 1000)
      expect(res.statusCode).toBe(200)
    }
    // Interleaved in turns (known first, then unknown first), so a busy moment weighs on both
    // alike; each pair once the mail of the one before has gone, which the answers do not wait for.
    for (let i = 0; i < rounds; i++) {
      const email = known[i] ?? ''
      const pair = [() => timed('known', email), () => timed('unknown', uniqueEmail('nobody'))]
      for (const call of i % 2 === 0 ? pair : pair.reverse()) await call()
      expect(await resetMail(email)).toMatch(/reset-password\?token=/)
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0
    const [a, b] = [median(took.known), median(took.unknown)]
    expect(Math.abs(a - b) / Math.max(a, b), `known ${a} ms, unknown ${b} ms`).toBeLessThan(0.2)
  }, 120_000)

  it('sets the new password once with the link, and every session ends', async () => {
    const { email, token } = await account('reset')
    const other = (await signIn(email)).json().token
    await post('/auth/password/forgot', { email })
    const link = await resetMail(email)
    const common = await post('/auth/password/reset', {
      token: tokenOf(link),
      password: 'password123',
    })
    expect(common.statusCode).toBe(400)
    const res = await post('/auth/password/reset', { token: tokenOf(link), password: newPassword })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Your password is changed. Please sign in.' })
    expect((await me(token)).statusCode).toBe(401)
    expect((await me(other)).statusCode).toBe(401)
    expect((await signIn(email)).statusCode).toBe(401)
    const fresh = await signIn(email, newPassword)
    expect(fresh.statusCode).toBe(200)
    // The link came to the address, so the address is verified too.
    expect(fresh.json().user.emailVerified).toBe(true)
    const again = await post('/auth/password/reset', {
      token: tokenOf(link),
      password: 'yet another passphrase',
    })
    expect(again.statusCode).toBe(410)
    expect(again.json()).toMatchObject({ error: 'This link no longer works. Ask for a new one.' })
  })

  it('refuses a link older than an hour', async () => {
    const { email } = await account('late')
    await post('/auth/password/forgot', { email })
    const link = await resetMail(email)
    const { userId } = (await signIn(email)).json().user
    await server.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, userId))
    const res = await post('/auth/password/reset', { token: tokenOf(link), password: newPassword })
    expect(res.statusCode).toBe(410)
    expect((await signIn(email)).statusCode).toBe(200)
  })

  it('mails at most one link a minute per address, answering the same', async () => {
    const { email } = await account('flood')
    const first = await post('/auth/password/forgot', { email })
    const second = await post('/auth/password/forgot', { email })
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    await resetMail(email)
    await new Promise((r) => setTimeout(r, 300))
    expect(
      server.peers.smtp.received.filter(
        (m) => m.to.includes(email) && m.raw.includes('reset-password'),
      ),
    ).toHaveLength(1)
  })

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const { email, token } = await account('change')
    const other = (await signIn(email)).json().token
    const wrong = await post(
      '/auth/password/change',
      { currentPassword: 'not it at all', newPassword },
      token,
    )
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toMatchObject({ error: 'The current password is not right.' })
    const short = await post(
      '/auth/password/change',
      { currentPassword: password, newPassword: 'short' },
      token,
    )
    expect(short.statusCode).toBe(400)
    const res = await post(
      '/auth/password/change',
      { currentPassword: password, newPassword },
      token,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect((await me(token)).statusCode).toBe(200)
    expect((await me(other)).statusCode).toBe(401)
    expect((await signIn(email)).statusCode).toBe(401)
    expect((await signIn(email, newPassword)).statusCode).toBe(200)
    expect(
      (await post('/auth/password/change', { currentPassword: password, newPassword })).statusCode,
    ).toBe(401)
  })
})
