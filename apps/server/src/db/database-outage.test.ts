import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../../test/cluster/processes'
import { DatabaseRelay } from '../../test/db-relay'
import { type SpawnedServer, spawnServer } from '../../test/spawn-server'

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url))

describe('a PostgreSQL that goes away under writers', () => {
  let target: Awaited<ReturnType<typeof freshDatabase>>
  let relay: DatabaseRelay
  let server: SpawnedServer
  let admin: pg.Client

  beforeAll(async () => {
    target = await freshDatabase('huey_outage')
    const relayed = await DatabaseRelay.start(target.url)
    relay = relayed.relay
    admin = new pg.Client({ connectionString: target.url })
    await admin.connect()
    server = await spawnServer({
      args: ['--import', 'tsx', mainFile],
      env: {
        DATABASE_URL: relayed.url,
        JWT_SECRET: randomBytes(24).toString('hex'),
        CATALOG_SIZE: '1',
        RATE_LIMIT_SCALE: '1000',
        // The outage's 503s are warnings: only what goes wrong beyond them is shown.
        LOG_LEVEL: 'error',
      },
      dataDirPrefix: 'huey-outage-',
      startSeconds: 120,
    })
  }, 150_000)
  afterAll(async () => {
    await server?.stop()
    relay?.close()
    await admin?.end()
    await target?.drop()
  })

  const call = async (method: string, path: string, body?: object, token?: string) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).catch(() => undefined)
    const answer: unknown = res ? await res.json().catch(() => null) : null
    return { status: res?.status ?? 0, body: answer }
  }
  const painter = async () => {
    const credentials = {
      email: `outage-${randomBytes(6).toString('hex')}@example.com`,
      password: 'colour every single day',
    }
    await call('POST', '/auth/signup', { ...credentials, name: 'P', birthdate: '1990-04-01' })
    const signIn = await call('POST', '/auth/signin', credentials)
    expect(signIn.status).toBe(200)
    return (signIn.body as { token: string }).token
  }

  it('keeps running and loses no acknowledged write when its connections are killed and its server restarts', async () => {
    const { images } = (await call('GET', '/images')).body as {
      images: { _id: string; regions: number }[]
    }
    const [image] = images
    const id = image?._id as string
    const painters = await Promise.all(Array.from({ length: 8 }, painter))
    const acknowledged = new Map<string, number[]>(painters.map((token) => [token, []]))
    let stop = false
    const writer = async (token: string) => {
      for (let region = 1; !stop; region = (region % (image?.regions ?? 1)) + 1) {
        const res = await call('PUT', `/works/${id}`, { filled: [region] }, token)
        if (res.status === 200) acknowledged.get(token)?.push(region)
      }
    }
    const writers = painters.map(writer)
    await sleep(1_000)
    // Every connection of the app killed, three times (as a crash of PostgreSQL's backends does).
    for (let round = 0; round < 3; round++) {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
      await sleep(400)
    }
    // Then the server is gone for two seconds and comes back (a restart).
    relay.down()
    await sleep(2_000)
    relay.up()
    const saved = () => [...acknowledged.values()].reduce((n, regions) => n + regions.length, 0)
    const before = saved()
    await expect.poll(saved, { timeout: 15_000 }).toBeGreaterThan(before + painters.length)
    stop = true
    await Promise.all(writers)
    expect(server.child.exitCode).toBeNull()
    expect(server.child.signalCode).toBeNull()
    const lost: number[] = []
    for (const [token, regions] of acknowledged) {
      const works = await call('GET', '/works', undefined, token)
      const stored = new Set<number>((works.body as { filled: number[] }[])[0]?.filled ?? [])
      lost.push(...regions.filter((region) => !stored.has(region)))
    }
    expect(lost).toEqual([])
  }, 90_000)
})
