import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { yearsAgo } from '../../test/accounts'
import { freshDatabase } from '../../test/cluster/processes'
import { buildTestApp, testConfig } from '../../test/helper'
import { LivePainter } from '../../test/together'
import { type Database, openDatabase } from '../db/database'
import { filledRegions } from './repository'

const password = 'correct horse battery staple'
let n = 0

/**
 * Two servers on one PostgreSQL database, their painters in one session: the messages cross
 * through Redis, or through LISTEN/NOTIFY when there is no Redis.
 */
describe.each([
  { bus: 'Redis pub/sub', env: { REDIS_URL: 'redis://127.0.0.1:6379' } },
  { bus: 'PostgreSQL LISTEN/NOTIFY', env: {} as Record<string, string> },
])('two servers through $bus', ({ env }) => {
  let apps: FastifyInstance[] = []
  let database: Database
  let drop: () => Promise<void>

  beforeAll(async () => {
    const fresh = await freshDatabase('huey_together')
    drop = fresh.drop
    database = await openDatabase({ kind: 'postgres', url: fresh.url })
    await database.migrate()
    const config = () => testConfig({ DATABASE_URL: fresh.url, ...env })
    apps = [
      await buildTestApp({ database, config: config() }),
      await buildTestApp({ database, config: config() }),
    ]
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await database.close()
    await drop()
  })

  async function adult(app: FastifyInstance, name: string) {
    const email = `${name}-${Date.now()}-${n++}@example.com`
    const body = { email, password, name, birthdate: yearsAgo(30) }
    await app.inject({ method: 'POST', url: '/auth/signup', payload: body })
    const res = await app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email, password },
    })
    return res.json() as { token: string; user: { userId: string } }
  }

  it('carries fills between painters on two servers; a closed server costs a reconnect, not a fill', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance]
    const ann = await adult(one, 'ann')
    const ben = await adult(two, 'ben')
    const made = await one.inject({
      method: 'POST',
      url: '/together',
      payload: { imageId: 'any-picture' },
      headers: { authorization: `Bearer ${ann.token}` },
    })
    const session = made.json() as { sessionId: string; code: string }
    await two.inject({
      method: 'POST',
      url: '/together/join',
      payload: { code: session.code },
      headers: { authorization: `Bearer ${ben.token}` },
    })
    const a = await LivePainter.join(one, session.sessionId, ann.token)
    const b = await LivePainter.join(two, session.sessionId, ben.token)
    await a.waitFor((m) => m.t === 'painters' && m.painters.filter((p) => p.here).length === 2)
    a.send({ t: 'fill', ids: [1, 2, 3] })
    b.send({ t: 'fill', ids: [10] })
    await b.waitUntil(() => [1, 2, 3].every((id) => b.filled().has(id)))
    await a.waitUntil(() => a.filled().has(10))

    // Ann's server goes away; she paints on offline, then reconnects to the other one and
    // sends everything she has, as the app does.
    await one.close()
    apps = [two]
    await a.waitUntil(() => a.closed !== undefined)
    const painted = [1, 2, 3, 4, 5]
    const again = await LivePainter.join(two, session.sessionId, ann.token)
    again.send({ t: 'fill', ids: painted })
    await b.waitUntil(() => painted.every((id) => b.filled().has(id)))
    await again.waitUntil(() => again.filled().has(10))
    for (const deadline = Date.now() + 5000; ; ) {
      const stored = await filledRegions(database.db, session.sessionId)
      if ([...painted, 10].every((id) => stored.includes(id))) break
      if (Date.now() > deadline) throw new Error(`Stored: ${stored}`)
      await new Promise((r) => setTimeout(r, 50))
    }
    expect(b.closed).toBeUndefined()
    again.close()
    b.close()
  })
})
