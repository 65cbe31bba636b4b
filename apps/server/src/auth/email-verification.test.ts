import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { appUnderTest, mailEnv } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { linkIn, startSmtpPeer } from '../../test/peers/smtp-peer'
import { accountTokens } from '../db/schema'

const password = 'a long enough passphrase'
let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`

describe.each(await databaseTargets())('verifying the e-mail address on $name', (target) => {
  const server = appUnderTest(target, { peers: { smtp: startSmtpPeer }, env: mailEnv })
  const { post } = server
  const open = (link: string) => {
    const url = new URL(link)
    return server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
  }
  const me = async (token: string) => (await server.get('/auth/me', token)).json().user
  async function signUpAndIn(email: string): Promise<string> {
    const signUp = await post('/auth/signup', {
      email,
      password,
      name: 'Vera',
      birthdate: '1991-01-01',
    })
    expect(signUp.statusCode, signUp.body).toBe(201)
    const signIn = await post('/auth/signin', { email, password })
    return signIn.json().token
  }
  const verificationMails = (email: string) =>
    server.peers.smtp.received.filter(
      (m) => m.to.includes(email) && m.raw.includes('/auth/verify-email'),
    )

  it('mails a link at sign-up that verifies the address once; opening it again says so', async () => {
    const email = uniqueEmail('vera')
    const token = await signUpAndIn(email)
    expect(await me(token)).toMatchObject({ emailVerified: false })
    const link = linkIn((await server.peers.smtp.waitFor(email)).raw, '/auth/verify-email')
    const page = await open(link)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Your e-mail is verified')
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(await me(token)).toMatchObject({ emailVerified: true })
    const again = await open(link)
    expect(again.statusCode).toBe(410)
    expect(again.body).toContain('already used')
  })

  it('says the link has expired after 7 days, and the address stays unverified', async () => {
    const email = uniqueEmail('late')
    const token = await signUpAndIn(email)
    const link = linkIn((await server.peers.smtp.waitFor(email)).raw, '/auth/verify-email')
    const { userId } = await me(token)
    await server.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, userId))
    const page = await open(link)
    expect(page.statusCode).toBe(410)
    expect(page.body).toContain('This link has expired')
    expect(await me(token)).toMatchObject({ emailVerified: false })
  })

  it('sends again from the profile: the new link works, the old one has died', async () => {
    const email = uniqueEmail('again')
    const token = await signUpAndIn(email)
    const first = linkIn((await server.peers.smtp.waitFor(email)).raw, '/auth/verify-email')
    const resend = await post('/auth/verify-email/resend', {}, token)
    expect(resend.statusCode, resend.body).toBe(200)
    expect(resend.json()).toEqual({ message: 'We sent you an e-mail to confirm your address.' })
    await expect.poll(() => verificationMails(email).length).toBe(2)
    const second = linkIn(verificationMails(email)[1]?.raw ?? '', '/auth/verify-email')
    expect((await open(first)).body).toContain('This link has expired')
    expect((await open(second)).statusCode).toBe(200)
    const done = await post('/auth/verify-email/resend', {}, token)
    expect(done.statusCode).toBe(409)
    expect(done.json()).toMatchObject({ error: 'Your e-mail address is already verified.' })
  })

  it('sends again at most once a minute per account', async () => {
    const token = await signUpAndIn(uniqueEmail('flood'))
    expect((await post('/auth/verify-email/resend', {}, token)).statusCode).toBe(200)
    const second = await post('/auth/verify-email/resend', {}, token)
    expect(second.statusCode).toBe(429)
    expect(second.json().error).toMatch(/^Too many attempts/)
  })

  it('needs a session to send again, and a link with a forged token only says expired', async () => {
    expect((await post('/auth/verify-email/resend', {})).statusCode).toBe(401)
    const forged = await open(`http://huey.test/auth/verify-email?token=${'x'.repeat(43)}`)
    expect(forged.statusCode).toBe(410)
    const none = await server.app.inject({ method: 'GET', url: '/auth/verify-email' })
    expect(none.statusCode).toBe(410)
  })
})
