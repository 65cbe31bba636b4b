import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseTarget, databaseTargets } from '../../test/databases'
import { fuzzer, hostileValues } from '../../test/fuzz'
import { buildTestApp, testConfig } from '../../test/helper'
import { redisMissing, redisUrl, skipWithout } from '../../test/services'
import type { Database } from '../db/database'

const [pglite] = (await databaseTargets()) as [DatabaseTarget]

// One PGlite for the file: it takes seconds to start.
let database: Database
beforeAll(async () => {
  database = await pglite.open()
})
afterAll(async () => {
  await database.close()
})

describe('rate limits and hostile input (PGlite)', () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp({ database })
  })
  afterAll(async () => {
    await app.close()
  })

  it('limits sign-in to 10 a minute per IP, with Retry-After', async () => {
    const codes: number[] = []
    let last: Awaited<ReturnType<FastifyInstance['inject']>> | undefined
    for (let i = 0; i < 11; i++) {
      last = await app.inject({
        method: 'POST',
        url: '/auth/signin',
        payload: { email: `ip-${i}@example.com`, password: 'whatever1' },
        remoteAddress: '10.9.9.9',
      })
      codes.push(last.statusCode)
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true)
    expect(codes[10]).toBe(429)
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0)
    expect(last?.json().error).toMatch(/^Too many attempts\. Please wait \d+ seconds/)
  })

  it('does not let a client pick its IP with X-Forwarded-For to slip past the limit', async () => {
    const codes: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/signin',
        payload: { email: `xff-${i}@example.com`, password: 'whatever1' },
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      })
      codes.push(res.statusCode)
    }
    expect(codes[10]).toBe(429)
  })

  it('limits one address to 10 tries a minute at one e-mail', async () => {
    const codes: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/signin',
        payload: { email: 'Pair@Example.com', password: `guess-${i}` },
        remoteAddress: '10.8.1.1',
      })
      codes.push(res.statusCode)
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true)
    expect(codes[10]).toBe(429)
  })

  it('never locks the owner out for more than a minute, whatever others guess from other addresses', async () => {
    const email = 'owner-under-attack@example.com'
    const password = 'the owner passphrase 1'
    await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email, password, name: 'Owner', birthdate: '1990-01-01' },
      remoteAddress: '10.5.5.5',
    })
    const signIn = (guess: string, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/signin',
        payload: { email, password: guess },
        // Through a trusted proxy (loopback, the TRUST_PROXY default), which names the client.
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      })
    const attack: number[] = []
    for (let i = 0; i < 30; i++)
      attack.push((await signIn(`guess-${i}`, `198.51.100.${i}`)).statusCode)
    // Each address had its one try (401); past 10 failures an address gets one a minute.
    expect(attack.every((c) => c === 401)).toBe(true)
    expect((await signIn('guess-again', '198.51.100.0')).statusCode).toBe(429)

    expect((await signIn(password, '203.0.113.7')).statusCode).toBe(200)
    expect((await signIn('a typo', '203.0.113.8')).statusCode).toBe(401)
    const wait = await signIn(password, '203.0.113.8')
    expect(wait.statusCode).toBe(429)
    expect(Number(wait.headers['retry-after'])).toBeLessThanOrEqual(60)
  })

  it('limits sign-up to 5 a minute per IP', async () => {
    const codes: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/signup',
        payload: { email: 'x' },
        remoteAddress: '10.7.7.7',
      })
      codes.push(res.statusCode)
    }
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
    expect(codes[5]).toBe(429)
  })

  it('limits the social token endpoints to 20 a minute per IP', async () => {
    const codes: number[] = []
    for (let i = 0; i < 21; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/google/token',
        payload: { idToken: 'x' },
        remoteAddress: '10.6.6.6',
      })
      codes.push(res.statusCode)
    }
    expect(codes[20]).toBe(429)
  })

  it('answers 2,000 random and malformed bodies to every endpoint with 4xx and an error, never a 5xx', async () => {
    const { random, pick, bodies: fuzzBodies } = fuzzer(42)
    const values: unknown[] = [
      ...hostileValues,
      'a@b.c',
      '1990-01-01',
      '2999-12-31',
      '0000-00-00',
      [1, 2],
      '00000000-0000-0000-0000-000000000000',
      "'; drop table users; --",
      'Bearer x',
    ]
    const keys = [
      'email',
      'password',
      'name',
      'birthdate',
      'parentEmail',
      'idToken',
      'accessToken',
      'nonce',
      'userId',
      'ageVerified',
      'token',
      'currentPassword',
      'newPassword',
      '__proto__',
    ]
    const endpoints: [string, string][] = [
      ['POST', '/auth/signup'],
      ['POST', '/auth/signin'],
      ['POST', '/auth/google/token'],
      ['POST', '/auth/facebook/token'],
      ['POST', '/auth/apple/token'],
      ['POST', '/auth/upgrade'],
      ['DELETE', '/auth/delete-account'],
      ['POST', '/auth/verify-age'],
      ['GET', '/auth/me'],
      ['POST', '/auth/logout'],
      ['POST', '/auth/parent-consent'],
      ['GET', '/auth/parent-consent'],
      ['GET', '/auth/verify-email'],
      ['POST', '/auth/verify-email/resend'],
      ['POST', '/auth/password/forgot'],
      ['POST', '/auth/password/reset'],
      ['POST', '/auth/password/change'],
      ['GET', '/auth/sessions'],
      ['DELETE', '/auth/sessions/00000000-0000-0000-0000-000000000000'],
      ['DELETE', '/auth/sessions/%00'],
      ['POST', '/auth/logout-everywhere'],
      ['GET', '/works'],
    ]
    // The pages a mailed link opens answer HTML, not JSON.
    const pages = new Set(['/auth/parent-consent', '/auth/verify-email'])
    const bodies = [
      ...fuzzBodies(keys, values, '{"email": "a@b.c", "password": '),
      () => `{"email":"${'a'.repeat(5000)}@x.com","password":"p"}`,
    ]
    const failures: string[] = []
    // A real session for some requests, so the fuzz also reaches the signed-in code paths.
    await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: {
        email: 'fuzz@example.com',
        password: 'fuzzing passphrase',
        name: 'F',
        birthdate: '1990-01-01',
      },
      remoteAddress: '172.31.0.1',
    })
    const session = await app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email: 'fuzz@example.com', password: 'fuzzing passphrase' },
      remoteAddress: '172.31.0.1',
    })
    const token = session.json().token as string
    const counts = new Map<string, number>()
    const requests = endpoints.flatMap(([method, url]) =>
      Array.from({ length: 2000 }, () => {
        const payload = pick(bodies)()
        const parameter = url === '/works' ? pick(['cursor', 'since', 'limit']) : 'token'
        const query =
          random() < (url === '/works' ? 0.9 : 0.3)
            ? `?${parameter}=${encodeURIComponent(payload.slice(0, 300))}`
            : ''
        const contentType = pick([
          'application/json',
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
        ])
        const bearer =
          random() < 0.2
            ? pick(['x', 'a.b.c', '', `${token}x`, token.slice(0, -2)])
            : random() < 0.1
              ? token
              : undefined
        return { method, url, query, payload, contentType, bearer }
      }),
    )
    // Twenty at a time, like clients would: the same answers, in a fraction of the time.
    for (let start = 0; start < requests.length; start += 20) {
      const batch = requests.slice(start, start + 20)
      const answers = await Promise.all(
        batch.map((r, k) =>
          app.inject({
            method: r.method as 'POST',
            url: `${r.url}${r.query}`,
            payload: r.payload,
            headers: {
              'content-type': r.contentType,
              ...(r.bearer === undefined ? {} : { authorization: `Bearer ${r.bearer}` }),
            },
            remoteAddress: `172.16.${(start + k) % 250}.${Math.floor((start + k) / 250) % 250}`,
          }),
        ),
      )
      answers.forEach((res, k) => {
        const { method, url, payload } = batch[k] as (typeof batch)[number]
        const key = `${method} ${url} ${res.statusCode}`
        counts.set(key, (counts.get(key) ?? 0) + 1)
        const isError = res.statusCode >= 400 && res.statusCode < 500
        const answered = pages.has(url) ? res.body.length > 0 : typeof res.json().error === 'string'
        if (
          res.statusCode >= 500 ||
          (isError && !answered) ||
          (!isError && res.statusCode >= 300)
        ) {
          failures.push(`${method} ${url} ${res.statusCode} ${payload.slice(0, 80)}`)
        }
      })
    }
    // Every endpoint was reached 2,000 times and mostly refused the input.
    for (const [method, url] of endpoints) {
      const refused = [...counts]
        .filter(([k]) => k.startsWith(`${method} ${url} 4`))
        .reduce((sum, [, c]) => sum + c, 0)
      expect(refused, `${method} ${url}`).toBeGreaterThan(1000)
    }
    expect(failures).toEqual([])
    // 44,000 requests: about 40 s on a quiet machine, minutes on a busy one.
  }, 600_000)
})

const sharedLimits = 'rate limits shared through Redis by two servers (REDIS_URL)'

describe.skipIf(skipWithout(await redisMissing(), sharedLimits))(sharedLimits, () => {
  let servers: FastifyInstance[]
  const run = randomBytes(4).toString('hex')

  beforeAll(async () => {
    servers = await Promise.all(
      [1, 2].map(() => buildTestApp({ database, config: testConfig({ REDIS_URL: redisUrl }) })),
    )
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
  })

  const signIn = (server: FastifyInstance, email: string, ip: string) =>
    server.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email, password: 'whatever1' },
      remoteAddress: ip,
    })

  it('counts one IP across both servers', async () => {
    const ip = `10.${Number.parseInt(run.slice(0, 2), 16)}.${Number.parseInt(run.slice(2, 4), 16)}.1`
    const codes: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await signIn(servers[i % 2] as FastifyInstance, `r-${run}-${i}@example.com`, ip)
      codes.push(res.statusCode)
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true)
    expect(codes[10]).toBe(429)
  })

  it('counts the wrong passwords of one e-mail across both servers and addresses', async () => {
    const email = `target-${run}@example.com`
    const codes: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await signIn(servers[i % 2] as FastifyInstance, email, `10.200.${i}.${i}`)
      codes.push(res.statusCode)
    }
    expect(codes.every((c) => c === 401)).toBe(true)
    // Past 10 failures, the first address's second try this minute waits, on either server.
    expect((await signIn(servers[1] as FastifyInstance, email, '10.200.0.0')).statusCode).toBe(429)
  })
})
