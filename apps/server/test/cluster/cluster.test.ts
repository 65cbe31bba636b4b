import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Api,
  type Balancer,
  buildServer,
  freshDatabase,
  removeServer,
  sharedEnv,
  skipWithoutPeers,
  startApi,
  startBalancer,
} from './processes'

const suite = 'two API servers behind HAProxy on one PostgreSQL and one Redis'

describe.skipIf(await skipWithoutPeers(suite))(suite, () => {
  let main: string
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let apis: Api[] = []
  let balancer: Balancer | undefined
  let client: pg.Client
  const address = () => `10.${randomBytes(3).join('.')}`
  const email = `painter-${randomBytes(4).toString('hex')}@example.com`
  const password = 'colour every single day'

  beforeAll(async () => {
    main = await buildServer()
    database = await freshDatabase('huey_cluster')
    const env = sharedEnv(database.url)
    apis = await Promise.all([startApi(main, env), startApi(main, env)])
    balancer = await startBalancer(apis)
    client = new pg.Client({ connectionString: database.url })
    await client.connect()
    // Session purge every minute (it is hourly): both servers watch the schedule from now on.
    await client.query(`update pgboss.schedule set cron = '* * * * *' where name = $1`, [
      'purge-ended-sessions',
    ])
  }, 90_000)
  afterAll(async () => {
    await balancer?.stop()
    await Promise.all(apis.map((api) => api.stop()))
    await client?.end()
    await database?.drop()
    if (main) removeServer(main)
  })

  const call = async (base: string, method: string, path: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        'x-forwarded-for': address(),
        ...init.headers,
      },
    })
    const text = await res.text()
    return {
      status: res.status,
      server: res.headers.get('x-huey-server'),
      body: text ? JSON.parse(text) : null,
    }
  }
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })
  const signIn = async (base: string) => {
    const res = await call(base, 'POST', '/auth/signin', {
      body: JSON.stringify({ email, password }),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.token as string
  }
  /** A new adult account, signed in: its token. */
  const newPainter = async (base: string) => {
    const credentials = { email: `painter-${randomBytes(6).toString('hex')}@example.com`, password }
    const signUp = await call(base, 'POST', '/auth/signup', {
      body: JSON.stringify({ ...credentials, name: 'Painter', birthdate: '1990-04-01' }),
    })
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201)
    const res = await call(base, 'POST', '/auth/signin', { body: JSON.stringify(credentials) })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.token as string
  }

  it('signs up through one server and signs in through the other', async () => {
    const [a, b] = apis as [Api, Api]
    const signUp = await call(a.url, 'POST', '/auth/signup', {
      body: JSON.stringify({ email, password, name: 'Painter', birthdate: '1990-04-01' }),
    })
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201)
    const token = await signIn(b.url)
    expect((await call(a.url, 'GET', '/auth/me', bearer(token))).status).toBe(200)
  })

  it('shows what device A painted on device B, their requests served by different servers', async () => {
    const url = (balancer as Balancer).url
    const [image] = (await call(url, 'GET', '/images')).body.images as { _id: string }[]
    const deviceA = await signIn(url)
    const deviceB = await signIn(url)
    const servers = new Set<string | null>()
    for (const filled of [[1, 2], [3], [5, 8]]) {
      const put = await call(url, 'PUT', `/works/${image?._id}`, {
        ...bearer(deviceA),
        body: JSON.stringify({ filled }),
      })
      expect(put.status).toBe(200)
      servers.add(put.server)
      const seen = await call(url, 'GET', '/works', bearer(deviceB))
      servers.add(seen.server)
      expect(seen.body[0].filled).toEqual(expect.arrayContaining(filled))
    }
    expect(servers).toEqual(new Set(['api0', 'api1']))
  })

  it('refuses a session revoked on one server on both', async () => {
    const [a, b] = apis as [Api, Api]
    const token = await signIn(a.url)
    expect((await call(b.url, 'GET', '/auth/me', bearer(token))).status).toBe(200)
    expect((await call(b.url, 'POST', '/auth/logout', bearer(token))).status).toBeLessThan(300)
    expect((await call(a.url, 'GET', '/auth/me', bearer(token))).status).toBe(401)
    expect((await call(b.url, 'GET', '/auth/me', bearer(token))).status).toBe(401)
  })

  it('holds the sign-in limit across both servers', async () => {
    const url = (balancer as Balancer).url
    const stranger = `nobody-${randomBytes(4).toString('hex')}@example.com`
    const wrong = JSON.stringify({ email: stranger, password: 'not the password at all' })
    // One guesser's address: the limit is per (e-mail, address), so the owner elsewhere is not locked out.
    const guesser = { 'x-forwarded-for': address() }
    const answers: { status: number; server: string | null }[] = []
    for (let i = 0; i < 11; i++)
      answers.push(await call(url, 'POST', '/auth/signin', { body: wrong, headers: guesser }))
    expect(new Set(answers.map((a) => a.server))).toEqual(new Set(['api0', 'api1']))
    // Ten a minute, counted in Redis: each server alone saw too few tries to refuse the eleventh.
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(401))
    expect(answers[10]?.status).toBe(429)
  })

  it('loses no acknowledged write when a server is killed mid-load, and the balancer takes it out within 5 s', async () => {
    const url = (balancer as Balancer).url
    const [image] = (await call(url, 'GET', '/images')).body.images as {
      _id: string
      regions: number
    }[]
    // Sixteen painters, each saving the picture's regions one by one over about three seconds:
    // within each one's 120 saves a minute, and a region saved twice could hide a lost save.
    const regions = Math.min(image?.regions ?? 0, 110)
    const painters = await Promise.all(Array.from({ length: 16 }, () => newPainter(url)))
    const acknowledged = new Map<string, number[]>(painters.map((token) => [token, []]))
    let failed = 0
    let stop = false
    const writer = async (token: string) => {
      for (let region = 1; region <= regions && !stop; region++) {
        const res = await call(url, 'PUT', `/works/${image?._id}`, {
          ...bearer(token),
          body: JSON.stringify({ filled: [region] }),
        }).catch(() => ({ status: 0 }))
        if (res.status === 200) acknowledged.get(token)?.push(region)
        else failed++
        await sleep(3_000 / regions)
      }
    }
    const writers = painters.map(writer)
    await sleep(1_500)
    const victim = apis[1] as Api
    const killedAt = performance.now()
    victim.child.kill('SIGKILL')
    let outAfterMs = Number.NaN
    while (performance.now() - killedAt < 10_000) {
      const states = await (balancer as Balancer).states()
      if (states.api1?.startsWith('DOWN')) {
        outAfterMs = performance.now() - killedAt
        break
      }
      await sleep(100)
    }
    await sleep(1_000)
    stop = true
    await Promise.all(writers)
    const lost: number[] = []
    for (const [token, saved] of acknowledged) {
      const works = await call(url, 'GET', '/works', bearer(token))
      const stored = new Set<number>(works.body[0]?.filled ?? [])
      lost.push(...saved.filter((region) => !stored.has(region)))
    }
    const saves = [...acknowledged.values()].reduce((n, saved) => n + saved.length, 0)
    console.info(
      `kill -9 of one server: ${saves} writes acknowledged, ${lost.length} lost, ${failed} failed, out of the balancer after ${Math.round(outAfterMs)} ms`,
    )
    expect(saves).toBeGreaterThan(painters.length * 5)
    expect(lost).toEqual([])
    expect(outAfterMs).toBeLessThan(5_000)
  })
  it('runs a scheduled job once per period, on one of the servers', async () => {
    // The session revoked above, ended two days ago: the purge deletes it.
    await client.query(
      `update sessions set revoked_at = now() - interval '2 days' where revoked_at is not null`,
    )
    const ended = async () =>
      (await client.query('select count(*)::int as n from sessions where revoked_at is not null'))
        .rows[0].n
    expect(await ended()).toBeGreaterThan(0)
    await expect.poll(ended, { timeout: 45_000, interval: 500 }).toBe(0)
    const { rows } = await client.query(
      `select date_trunc('minute', created_on) as minute, count(*)::int as n
         from pgboss.job where name = 'purge-ended-sessions' group by 1`,
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r: { n: number }) => r.n === 1)).toBe(true)
  })
})
