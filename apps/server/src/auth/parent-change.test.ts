import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { yearsAgo } from '../../test/accounts'
import { appUnderTest, mailEnv } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { answerLink, childOf, uniqueEmail, waitForNewMail } from '../../test/family'
import { consentLinkIn, linkIn, readMail, startSmtpPeer } from '../../test/peers/smtp-peer'
import { users } from '../db/schema'

describe.each(await databaseTargets())("changing a child's parent address on $name", (target) => {
  const server = appUnderTest(target, {
    peers: { smtp: startSmtpPeer },
    env: (peers) => mailEnv(peers),
  })
  const mailsTo = (address: string) =>
    server.peers.smtp.received.filter((m) => m.to.includes(address))
  const rowOf = async (userId: string) =>
    (await server.database.db.select().from(users).where(eq(users.id, userId)))[0]

  /** The child asks for `to`; answers the mail that went to `from`, the parent named now. */
  async function askChange(token: string, from: string, to: string) {
    const since = server.peers.smtp.received.length
    const res = await server.post('/auth/parent-email', { parentEmail: to }, token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(
      'We sent an e-mail to your parent at the current address: the new address is used once they agree.',
    )
    const mail = await waitForNewMail(server, from, since, /change their parent's address/)
    return linkIn(mail.raw, '/auth/parent-change')
  }

  it('mails the current parent while consent is pending; nothing changes until they agree', async () => {
    const parentEmail = uniqueEmail('mum')
    const kid = await childOf(server, parentEmail, { consent: false })
    const firstConsent = consentLinkIn(mailsTo(parentEmail)[0]?.raw ?? '')
    const own = uniqueEmail('kid-second-box')
    const link = await askChange(kid.token, parentEmail, own)
    expect(mailsTo(own)).toHaveLength(0)
    expect(await rowOf(kid.userId)).toMatchObject({ parentEmail, parentConsent: 'pending' })
    const page = await server.app.inject({
      method: 'GET',
      url: new URL(link).pathname + new URL(link).search,
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(own)
    // The current parent's own consent link still works meanwhile.
    expect((await answerLink(server, link, 'keep')).body).toContain('Nothing changed')
    expect(await rowOf(kid.userId)).toMatchObject({ parentEmail })
    expect((await answerLink(server, link, 'confirm')).statusCode).toBe(410)
    expect((await answerLink(server, firstConsent, 'confirm')).statusCode).toBe(200)
  })

  it('hands over to the new address once the current parent agrees, which then gets a consent link', async () => {
    const parentEmail = uniqueEmail('dad')
    const kid = await childOf(server, parentEmail)
    const next = uniqueEmail('step')
    const link = await askChange(kid.token, parentEmail, next)
    expect(await rowOf(kid.userId)).toMatchObject({ parentEmail, parentConsent: 'granted' })
    const agreed = await answerLink(server, link, 'confirm')
    expect(agreed.statusCode).toBe(200)
    expect(agreed.body).toContain('The new address is now the parent address')
    expect(await rowOf(kid.userId)).toMatchObject({ parentEmail: next, parentConsent: 'pending' })
    const consent = consentLinkIn((await server.peers.smtp.waitFor(next)).raw)
    expect((await answerLink(server, consent, 'confirm')).statusCode).toBe(200)
    expect(await rowOf(kid.userId)).toMatchObject({ parentEmail: next, parentConsent: 'granted' })
  })

  it('answers 410 with a page to a used or unknown link', async () => {
    const parentEmail = uniqueEmail('gran')
    const kid = await childOf(server, parentEmail)
    const link = new URL(await askChange(kid.token, parentEmail, uniqueEmail('a')))
    expect((await answerLink(server, link.href, 'confirm')).statusCode).toBe(200)
    for (const url of [
      `${link.pathname}${link.search}`,
      `/auth/parent-change?token=${'x'.repeat(40)}`,
    ]) {
      const page = await server.app.inject({ method: 'GET', url })
      expect(page.statusCode).toBe(410)
      expect(page.body).toContain('This link no longer works')
    }
    const bad = await answerLink(server, link.href, 'maybe')
    expect(bad.statusCode).toBe(400)
  })

  it('sends the parent a copy of what they agree to with the consent link', async () => {
    const parentEmail = uniqueEmail('copy')
    const since = server.peers.smtp.received.length
    await childOf(server, parentEmail, { consent: false, name: 'Eve' })
    const mail = await waitForNewMail(server, parentEmail, since, /Eve's Huey account/)
    const { text } = await readMail(mail.raw)
    expect(text).toContain('What you agree to by confirming (keep this copy):')
    expect(text).toContain("We keep Eve's name, e-mail address, birthdate, paintings and progress")
    expect(text).toContain('withdraw your consent or delete the account at any time')
  })

  it("keeps a child's birthdate once given", async () => {
    const kid = await childOf(server, uniqueEmail('mum'), { consent: false })
    const res = await server.post(
      '/auth/verify-age',
      { userId: kid.userId, ageVerified: false, birthdate: yearsAgo(30) },
      kid.token,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().user.birthdate).toBe(yearsAgo(9))
    expect((await rowOf(kid.userId))?.birthdate).toBe(yearsAgo(9))
  })
})
