import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { yearsAgo } from '../../test/accounts'
import { appUnderTest, mailEnv } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { childOf, type Member, uniqueEmail, verifiedParent } from '../../test/family'
import { startSmtpPeer } from '../../test/peers/smtp-peer'
import { addPicture } from '../../test/pictures'
import { LivePainter } from '../../test/together'
import { works } from '../db/schema'

describe.each(await databaseTargets())('painting together on $name', (target) => {
  const server = appUnderTest(target, {
    peers: { smtp: startSmtpPeer },
    env: (peers) => mailEnv(peers),
    seed: (database) => addPicture(database, 'together-pic', 6),
  })

  async function adult(name = 'Ann'): Promise<Member> {
    const email = uniqueEmail(name.toLowerCase())
    const password = 'correct horse battery staple'
    await server.post('/auth/signup', { email, password, name, birthdate: yearsAgo(30) })
    const { token, user } = (await server.post('/auth/signin', { email, password })).json()
    return { userId: user.userId, email, token }
  }
  async function invite(owner: Member) {
    const res = await server.post('/together', { imageId: 'together-pic' }, owner.token)
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { sessionId: string; code: string; expiresAt: string }
  }
  const join = (member: Member, code: string) =>
    server.post('/together/join', { code: code.toLowerCase() }, member.token)

  it('shares fills both ways, says who is here, and gives a late painter the whole set', async () => {
    const [ann, ben, cy] = [await adult('Ann'), await adult('Ben'), await adult('Cy')]
    const session = await invite(ann)
    expect(session.code).toMatch(/^[A-Z0-9]{6}$/)
    expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000)
    expect((await join(ben, session.code)).statusCode).toBe(200)
    const a = await LivePainter.join(server.app, session.sessionId, ann.token)
    const b = await LivePainter.join(server.app, session.sessionId, ben.token)
    await a.waitFor((m) => m.t === 'painters' && m.painters.filter((p) => p.here).length === 2)
    a.send({ t: 'fill', ids: [1, 2] })
    b.send({ t: 'fill', ids: [3] })
    b.send({ t: 'at', x: 0.5, y: 0.25 })
    await b.waitUntil(() => b.filled().has(1) && b.filled().has(2))
    await a.waitUntil(() => a.filled().has(3))
    await a.waitFor((m) => m.t === 'at' && m.by === ben.userId && m.x === 0.5)
    expect((await join(cy, session.code)).statusCode).toBe(200)
    const c = await LivePainter.join(server.app, session.sessionId, cy.token)
    await c.waitUntil(() => c.filled().size === 3)
    for (const p of [a, b, c]) p.close()
  })

  it('closes a socket that sends a malformed message, with its reason; the others paint on', async () => {
    const [ann, ben] = [await adult('Ann'), await adult('Ben')]
    const session = await invite(ann)
    await join(ben, session.code)
    const a = await LivePainter.join(server.app, session.sessionId, ann.token)
    const b = await LivePainter.join(server.app, session.sessionId, ben.token)
    for (const bad of ['not json', { t: 'fill', ids: ['x'] }, { t: 'say', text: 'hi' }]) {
      const mallory = await LivePainter.join(server.app, session.sessionId, ben.token)
      mallory.send(bad)
      await mallory.waitUntil(() => mallory.closed !== undefined)
      expect(mallory.closed?.code).toBe(4400)
      expect(mallory.closed?.reason).toMatch(/^Malformed message/)
    }
    a.send({ t: 'fill', ids: [4] })
    await b.waitUntil(() => b.filled().has(4))
    a.close()
    b.close()
  })

  it('closes a painter who floods the session, and only them', async () => {
    const [ann, ben] = [await adult('Ann'), await adult('Ben')]
    const session = await invite(ann)
    await join(ben, session.code)
    const a = await LivePainter.join(server.app, session.sessionId, ann.token)
    const b = await LivePainter.join(server.app, session.sessionId, ben.token)
    for (let i = 0; i < 200; i++) b.send({ t: 'at', x: 0.1, y: 0.1 })
    await b.waitUntil(() => b.closed !== undefined)
    expect(b.closed).toEqual({ code: 4429, reason: 'Too many messages.' })
    a.send({ t: 'fill', ids: [5] })
    await a.waitFor((m) => m.t === 'painters' && m.painters.filter((p) => p.here).length === 1)
    expect(a.closed).toBeUndefined()
    a.close()
  })

  it('refuses a wrong token or a stranger to the session, and an unknown code', async () => {
    const [ann, eve] = [await adult('Ann'), await adult('Eve')]
    const session = await invite(ann)
    const socket = await server.app.injectWS(`/together/${session.sessionId}/live`)
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
    socket.send(JSON.stringify({ t: 'hello', token: eve.token }))
    expect(await closed).toBe(4404)
    const unknown = await join(eve, 'ZZZZZZ')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({
      error: 'This invitation does not exist or has expired.',
    })
    expect((await server.post('/together/join', { code: 'bad' }, eve.token)).statusCode).toBe(400)
  })

  it('takes at most eight painters', async () => {
    const owner = await adult('Own')
    const session = await invite(owner)
    for (let i = 0; i < 7; i++)
      expect((await join(await adult(`P${i}`), session.code)).statusCode).toBe(200)
    const ninth = await join(await adult('Nine'), session.code)
    expect(ninth.statusCode).toBe(409)
  })

  it('lets a child paint only with family: their parent, or a child of the same parent', async () => {
    const parent = await verifiedParent(server)
    const kid = await childOf(server, parent.email, { name: 'Kit' })
    const sibling = await childOf(server, parent.email, { name: 'Sib' })
    const family = await invite(parent)
    expect((await join(kid, family.code)).statusCode).toBe(200)
    expect((await join(sibling, family.code)).statusCode).toBe(200)
    const stranger = await invite(await adult('Stan'))
    const refused = await join(kid, stranger.code)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      error: 'A child can paint together only with their family.',
    })
    const kidsOwn = await invite(kid)
    expect((await join(await adult('Stan'), kidsOwn.code)).statusCode).toBe(403)
    const waiting = await childOf(server, uniqueEmail('mum'), { consent: false })
    expect(
      (await server.post('/together', { imageId: 'together-pic' }, waiting.token)).statusCode,
    ).toBe(403)
  })

  it("puts the finished painting in every painter's works", async () => {
    const [ann, ben] = [await adult('Ann'), await adult('Ben')]
    const session = await invite(ann)
    await join(ben, session.code)
    const a = await LivePainter.join(server.app, session.sessionId, ann.token)
    const b = await LivePainter.join(server.app, session.sessionId, ben.token)
    a.send({ t: 'fill', ids: [1, 2, 3] })
    b.send({ t: 'fill', ids: [4, 5, 6] })
    await a.waitUntil(() => [4, 5, 6].every((id) => a.filled().has(id)))
    await b.waitUntil(() => [1, 2, 3].every((id) => b.filled().has(id)))
    a.close()
    b.close()
    const { db } = server.database
    for (const member of [ann, ben]) {
      for (const deadline = Date.now() + 5000; ; ) {
        const [row] = await db
          .select()
          .from(works)
          .where(and(eq(works.userId, member.userId), eq(works.imageId, 'together-pic')))
        if (row?.completedAt) {
          expect([...row.filled].sort()).toEqual([1, 2, 3, 4, 5, 6])
          break
        }
        if (Date.now() > deadline) throw new Error('The painting never reached works.')
        await new Promise((r) => setTimeout(r, 50))
      }
    }
  })
})
