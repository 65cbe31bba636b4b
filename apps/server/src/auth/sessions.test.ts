import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../../test/databases'
import { buildTestApp } from '../../test/helper'
import type { Database } from '../db/database'
import { sessions } from '../db/schema'
import { purgeEndedSessions } from './purge-job'
import { deviceLabel } from './sessions'

const password = 'a long enough passphrase'
let n = 0
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

describe('deviceLabel', () => {
  it('names the browser and the system', () => {
    expect(deviceLabel(android)).toBe('Chrome on Android')
    expect(deviceLabel(iphone)).toBe('Safari on iPhone')
    expect(
      deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox on Linux')
    expect(deviceLabel(null)).toBe('Unknown device')
  })
})

describe.each(await databaseTargets())('sessions on $name', (target) => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    database = await target.open()
    app = await buildTestApp({ database })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
    app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} })
  async function signUp(): Promise<string> {
    const email = `sessions-${Date.now()}-${n++}@example.com`
    await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email, password, name: 'Sam', birthdate: '1979-09-09' },
      remoteAddress: `10.6.0.${n % 250}`,
    })
    return email
  }
  async function signIn(email: string, userAgent = android): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
      remoteAddress: `10.6.1.${n++ % 250}`,
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().token
  }

  it('lists the live sessions with their device, and signs one out', async () => {
    const email = await signUp()
    const phone = await signIn(email, android)
    const other = await signIn(email, iphone)
    const list = await call('GET', '/auth/sessions', phone)
    expect(list.statusCode).toBe(200)
    const found = list.json().sessions as { sessionId: string; device: string; current: boolean }[]
    expect(found.map((s) => s.device).sort()).toEqual(['Chrome on Android', 'Safari on iPhone'])
    expect(found.find((s) => s.current)?.device).toBe('Chrome on Android')
    const iphoneSession = found.find((s) => !s.current)?.sessionId
    const out = await call('DELETE', `/auth/sessions/${iphoneSession}`, phone)
    expect(out.statusCode).toBe(200)
    expect((await call('GET', '/auth/me', other)).statusCode).toBe(401)
    expect((await call('GET', '/auth/me', phone)).statusCode).toBe(200)
    expect((await call('GET', '/auth/sessions', phone)).json().sessions).toHaveLength(1)
  })

  it("cannot sign out another account's session", async () => {
    const mine = await signIn(await signUp())
    const theirs = await signIn(await signUp())
    const [session] = (await call('GET', '/auth/sessions', theirs)).json().sessions
    const res = await call('DELETE', `/auth/sessions/${session.sessionId}`, mine)
    expect(res.statusCode).toBe(404)
    expect((await call('GET', '/auth/me', theirs)).statusCode).toBe(200)
    expect((await call('DELETE', '/auth/sessions/not-a-uuid', mine)).statusCode).toBe(400)
  })

  it('signs out everywhere, this device too', async () => {
    const email = await signUp()
    const a = await signIn(email)
    const b = await signIn(email, iphone)
    const res = await call('POST', '/auth/logout-everywhere', a)
    expect(res.statusCode).toBe(200)
    expect((await call('GET', '/auth/me', a)).statusCode).toBe(401)
    expect((await call('GET', '/auth/me', b)).statusCode).toBe(401)
  })

  it('keeps at most 20 live sessions: the 21st sign-in revokes the oldest', async () => {
    const email = await signUp()
    const first = await signIn(email)
    const tokens = [first]
    for (let i = 0; i < 20; i++) tokens.push(await signIn(email))
    expect((await call('GET', '/auth/me', first)).statusCode).toBe(401)
    expect((await call('GET', '/auth/me', tokens[1])).statusCode).toBe(200)
    expect((await call('GET', '/auth/sessions', tokens[20])).json().sessions).toHaveLength(20)
  })

  it('purges sessions that ended more than a day ago', async () => {
    const email = await signUp()
    const token = await signIn(email)
    await call('POST', '/auth/logout', token)
    const [{ count: before }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(sql`${sessions.revokedAt} is not null`)
    await database.db
      .update(sessions)
      .set({ revokedAt: sql`now() - interval '2 days'` })
      .where(sql`${sessions.revokedAt} is not null`)
    expect(await purgeEndedSessions(database.db)).toBe(before)
  })
})
