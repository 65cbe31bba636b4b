import { expect } from 'vitest'
import { yearsAgo } from './accounts'
import type { AppUnderTest } from './app-under-test'
import { consentLinkIn, linkIn, type startSmtpPeer, subjectOf } from './peers/smtp-peer'

type Server = AppUnderTest<{ smtp: typeof startSmtpPeer }>

const password = 'correct horse battery staple'
let n = 0
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`

export interface Member {
  readonly userId: string
  readonly email: string
  readonly token: string
}

async function signUpAndIn(server: Server, body: Record<string, string>): Promise<Member> {
  const signUp = await server.post('/auth/signup', { password, ...body })
  expect(signUp.statusCode, signUp.body).toBe(201)
  const signIn = await server.post('/auth/signin', { email: body.email, password })
  expect(signIn.statusCode, signIn.body).toBe(200)
  const { token, user } = signIn.json()
  return { userId: user.userId, email: body.email as string, token }
}

/** An adult who followed the link mailed to their address. */
export async function verifiedParent(server: Server, name = 'Pat'): Promise<Member> {
  const email = uniqueEmail('parent')
  const parent = await signUpAndIn(server, { email, name, birthdate: yearsAgo(38) })
  const mail = await server.peers.smtp.waitForSubject(email, /Confirm your e-mail/)
  const link = new URL(linkIn(mail.raw, '/auth/verify-email'))
  const opened = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
  expect(opened.statusCode).toBe(200)
  return parent
}

/** Answers a mailed consent or parent-change link as the parent's browser's form does. */
export async function answerLink(server: Server, link: string, decision: string) {
  const url = new URL(link)
  return server.app.inject({
    method: 'POST',
    url: url.pathname,
    payload: `token=${url.searchParams.get('token')}&decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
}

/** A child of 9 who named `parentEmail`; with `consent`, the parent confirmed the mailed link. */
export async function childOf(
  server: Server,
  parentEmail: string,
  { consent = true, name = 'Kit' } = {},
): Promise<Member> {
  const email = uniqueEmail('kid')
  const before = server.peers.smtp.received.length
  const child = await signUpAndIn(server, { email, name, birthdate: yearsAgo(9), parentEmail })
  if (consent) {
    const mail = await waitForNewMail(server, parentEmail, before, /confirm .*Huey account/i)
    expect((await answerLink(server, consentLinkIn(mail.raw), 'confirm')).statusCode).toBe(200)
  }
  return child
}

/** The first mail to `to` received after `since` messages whose subject matches. */
export async function waitForNewMail(server: Server, to: string, since: number, subject: RegExp) {
  const { received } = server.peers.smtp
  const deadline = Date.now() + 5000
  for (;;) {
    const mail = received
      .slice(since)
      .find((m) => m.to.includes(to) && subject.test(subjectOf(m.raw)))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`No mail to ${to} about ${subject} arrived.`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

export const bearer = (member: Member) => ({ authorization: `Bearer ${member.token}` })
