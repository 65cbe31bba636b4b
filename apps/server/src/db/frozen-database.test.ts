import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount, type TestAccount } from '../../test/accounts'
import { freshDatabase } from '../../test/cluster/processes'
import { DatabaseRelay } from '../../test/db-relay'
import { buildTestApp } from '../../test/helper'
import { type Database, openDatabase } from './database'

/** Every route the app has, with its methods, from Fastify's own list. */
function routesOf(app: FastifyInstance): { method: string; url: string }[] {
  const found: { method: string; url: string }[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/\S*) \(([A-Z, ]+)\)/.exec(line)
    if (!match?.[1] || !match[2]) continue
    for (const method of match[2].split(', ')) {
      if (method === 'HEAD' || method === 'OPTIONS') continue
      // A parameter gets a well-formed value, so the request gets past its checks to the database.
      const url = match[1].replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000')
      found.push({ method, url: url.replace(/\*$/, 'anything') })
    }
  }
  return found
}

describe('a PostgreSQL that freezes under the app', () => {
  let relay: DatabaseRelay
  let target: Awaited<ReturnType<typeof freshDatabase>>
  let database: Database
  let app: FastifyInstance
  let account: TestAccount

  beforeAll(async () => {
    target = await freshDatabase('huey_frozen')
    const relayed = await DatabaseRelay.start(target.url)
    relay = relayed.relay
    database = await openDatabase({ kind: 'postgres', url: relayed.url, maxConnections: 4 })
    await database.migrate()
    app = await buildTestApp({ database })
    account = await signedInAccount(app)
  })
  afterAll(async () => {
    relay.close()
    await app.close().catch(() => undefined)
    await target.drop()
  })

  const call = (method: string, url: string, payload?: object) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: account.headers,
      ...(payload ? { payload } : {}),
      remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    })
  const timed = async (request: () => Promise<LightMyRequestResponse>) => {
    const started = performance.now()
    const res = await request()
    return { res, ms: performance.now() - started }
  }

  it('answers every route within 3 s, 503 with Retry-After where it needs the database, and recovers', async () => {
    expect((await call('GET', '/auth/me')).statusCode).toBe(200)
    relay.freeze()
    const routes = routesOf(app)
    expect(routes.length).toBeGreaterThan(30)
    // Every route at once with a body of the right shape where one is needed, plus the busiest
    // calls: more requests than connections, so some wait for the pool.
    const needsDatabase = [
      () => call('GET', '/auth/me'),
      () => call('GET', '/images'),
      () => call('GET', '/works'),
      () => call('PUT', '/works/any-picture', { filled: [1] }),
      () =>
        call('POST', '/auth/signin', { email: 'a@example.com', password: 'some password here' }),
      () => call('POST', '/auth/password/forgot', { email: 'a@example.com' }),
    ]
    const [every, busiest] = await Promise.all([
      Promise.all(routes.map((r) => timed(() => call(r.method, r.url, {})))),
      Promise.all([...needsDatabase, ...needsDatabase, ...needsDatabase].map(timed)),
    ])
    for (const [i, { res, ms }] of every.entries()) {
      const route = `${routes[i]?.method} ${routes[i]?.url}`
      expect(ms, route).toBeLessThan(3_000)
      expect(res.statusCode, `${route}: ${res.body}`).not.toBe(500)
      if (res.statusCode === 503) expect(res.headers['retry-after'], route).toBeTruthy()
    }
    for (const { res, ms } of busiest) {
      expect(ms).toBeLessThan(3_000)
      expect(res.statusCode, res.body).toBe(503)
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    }
    // The server answers again: the pool holds no connection waiting on the frozen one.
    relay.up()
    const back = await timed(() => call('GET', '/auth/me'))
    expect(back.res.statusCode).toBe(200)
    expect(back.ms).toBeLessThan(3_000)
  }, 60_000)
})
