import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../../test/cluster/processes'
import { DatabaseRelay } from '../../test/db-relay'
import { buildTestApp } from '../../test/helper'
import { openDatabase } from '../db/database'

describe('/health when PostgreSQL stops answering', () => {
  let relay: DatabaseRelay
  let target: Awaited<ReturnType<typeof freshDatabase>>
  let app: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    target = await freshDatabase('huey_health')
    const relayed = await DatabaseRelay.start(target.url)
    relay = relayed.relay
    const database = await openDatabase({ kind: 'postgres', url: relayed.url })
    await database.migrate()
    app = await buildTestApp({ database })
  })
  afterAll(async () => {
    // The app's pool and job queue give up on the dead connections; closing must not wait on them.
    relay.close()
    await app.close().catch(() => undefined)
    await target.drop()
  })

  it('answers 503 within 2 s, so a balancer takes the server out', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    relay.freeze()
    const started = performance.now()
    const res = await app.inject({ method: 'GET', url: '/health' })
    const tookMs = performance.now() - started
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      error: 'The database is not reachable.',
      code: 'DATABASE_UNREACHABLE',
    })
    expect(tookMs).toBeLessThan(2_000)
  })
})
