import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { appUnderTest, mailEnv } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { bearer, childOf, type Member, uniqueEmail, verifiedParent } from '../../test/family'
import { startSmtpPeer } from '../../test/peers/smtp-peer'
import { addPicture } from '../../test/pictures'
import { users, works } from '../db/schema'

describe.each(await databaseTargets())("a parent's rights on $name", (target) => {
  const server = appUnderTest(target, {
    peers: { smtp: startSmtpPeer },
    env: (peers) => ({ ...mailEnv(peers), STORE: 'sandbox' }),
    seed: (database) => addPicture(database, 'family-tree', 20),
  })
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, member: Member) =>
    server.app.inject({ method, url, headers: bearer(member) })
  const me = async (member: Member) => call('GET', '/auth/me', member)
  const family = async (parent: Member) => {
    const res = await call('GET', '/family/children', parent)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().children as { userId: string; [key: string]: unknown }[]
  }

  it('lists each child with their paintings, progress, premium and sessions', async () => {
    const parent = await verifiedParent(server)
    const kid = await childOf(server, parent.email, { name: 'Ada' })
    const painted = await server.app.inject({
      method: 'PUT',
      url: '/works/family-tree',
      headers: bearer(kid),
      payload: { filled: [1, 2, 3, 4, 5] },
    })
    expect(painted.statusCode, painted.body).toBe(200)
    expect((await server.post('/auth/upgrade', undefined, kid.token)).statusCode).toBe(200)
    const [child] = await family(parent)
    expect(child).toMatchObject({
      userId: kid.userId,
      name: 'Ada',
      email: kid.email,
      parentConsent: 'granted',
      premium: true,
      works: [{ imageId: 'family-tree', title: 'family-tree', filledCount: 5, regionCount: 20 }],
      creationCount: 0,
      sessions: [{ device: expect.any(String) }],
    })
  })

  it('shows nothing to an unverified address, a child, or an adult no child named', async () => {
    const unverifiedEmail = uniqueEmail('unverified')
    await server.post('/auth/signup', {
      email: unverifiedEmail,
      password: 'correct horse battery staple',
      name: 'Una',
      birthdate: '1980-02-02',
    })
    const signedIn = await server.post('/auth/signin', {
      email: unverifiedEmail,
      password: 'correct horse battery staple',
    })
    const unverified = { userId: '', email: unverifiedEmail, token: signedIn.json().token }
    await childOf(server, unverifiedEmail, { consent: false })
    const refused = await call('GET', '/family/children', unverified)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      error: 'Confirm your own e-mail address first, then your family appears here.',
    })
    const stranger = await verifiedParent(server, 'Stan')
    expect(await family(stranger)).toEqual([])
  })

  it("lets no one else act on a child: another parent's calls answer 404 and change nothing", async () => {
    const parent = await verifiedParent(server)
    const kid = await childOf(server, parent.email)
    const other = await verifiedParent(server, 'Otto')
    for (const [method, url] of [
      ['POST', `/family/children/${kid.userId}/withdraw-consent`],
      ['DELETE', `/family/children/${kid.userId}`],
      ['GET', `/family/children/${kid.userId}/export`],
    ] as const) {
      const res = await call(method, url, other)
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toMatchObject({ error: 'This account is not one of your children.' })
    }
    expect((await me(kid)).json().user.parentConsent).toBe('granted')
    const bad = await call('DELETE', '/family/children/not-an-id', parent)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ error: expect.any(String) })
    const anonymous = await server.app.inject({ method: 'GET', url: '/family/children' })
    expect(anonymous.statusCode).toBe(401)
  })

  it("withdraws consent at once: the child's signed-in sessions are back to waiting", async () => {
    const parent = await verifiedParent(server)
    const kid = await childOf(server, parent.email)
    expect((await me(kid)).json().user).toMatchObject({ parentConsent: 'granted' })
    const res = await call('POST', `/family/children/${kid.userId}/withdraw-consent`, parent)
    expect(res.statusCode, res.body).toBe(200)
    expect((await me(kid)).json().user).toMatchObject({
      parentConsent: 'pending',
      ageVerified: false,
    })
    const upgrade = await server.post('/auth/upgrade', undefined, kid.token)
    expect(upgrade.statusCode).toBe(403)
    expect(upgrade.json()).toMatchObject({ error: 'Parental consent is required to upgrade.' })
    expect((await family(parent))[0]).toMatchObject({ parentConsent: 'pending' })
  })

  it("deletes the child's account and everything in it; the child's sessions end", async () => {
    const parent = await verifiedParent(server)
    const kid = await childOf(server, parent.email)
    await server.app.inject({
      method: 'PUT',
      url: '/works/family-tree',
      headers: bearer(kid),
      payload: { filled: [1] },
    })
    const res = await call('DELETE', `/family/children/${kid.userId}`, parent)
    expect(res.statusCode, res.body).toBe(200)
    expect((await me(kid)).statusCode).toBe(401)
    const { db } = server.database
    expect(await db.select().from(users).where(eq(users.id, kid.userId))).toEqual([])
    expect(await db.select().from(works).where(eq(works.userId, kid.userId))).toEqual([])
    expect(await family(parent)).toEqual([])
  })

  it("downloads the child's data whole, each painting with the puzzle to draw it", async () => {
    const parent = await verifiedParent(server)
    const kid = await childOf(server, parent.email, { name: 'Bea' })
    await server.app.inject({
      method: 'PUT',
      url: '/works/family-tree',
      headers: bearer(kid),
      payload: { filled: [2, 4] },
    })
    const res = await call('GET', `/family/children/${kid.userId}/export`, parent)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const data = res.json()
    expect(data.account).toMatchObject({
      userId: kid.userId,
      name: 'Bea',
      email: kid.email,
      parentEmail: parent.email,
      parentConsent: 'granted',
      signInWith: ['password'],
    })
    expect(data.works).toEqual([
      expect.objectContaining({ imageId: 'family-tree', filled: [2, 4] }),
    ])
    expect(data.works[0].svgData).toContain('data-region="4"')
    expect(data.sessions).toHaveLength(1)
  })

  it("ends the consents a parent gave when the parent's account is deleted", async () => {
    const parent = await verifiedParent(server)
    const first = await childOf(server, parent.email, { name: 'Cy' })
    const second = await childOf(server, parent.email, { name: 'Di' })
    const deleted = await call('DELETE', '/auth/delete-account', parent)
    expect(deleted.statusCode, deleted.body).toBe(200)
    for (const kid of [first, second]) {
      expect((await me(kid)).json().user).toMatchObject({ parentConsent: 'pending' })
    }
  })
})
