// `npm run bench -- auth`: sign-in latency and throughput at 20 concurrent clients (argon2id at the
// OWASP cost), and GET /auth/me throughput, on PGlite and, when reachable, PostgreSQL.
import autocannon from 'autocannon'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { type DatabaseOptions, openDatabase } from '../apps/server/src/db/database'

const targets: DatabaseOptions[] = [{ kind: 'pglite' }]
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
try {
  const probe = await openDatabase({ kind: 'postgres', url: pgUrl, maxConnections: 1 })
  await probe.ping()
  await probe.close()
  targets.push({ kind: 'postgres', url: pgUrl, maxConnections: 20 })
} catch {
  console.log('PostgreSQL not reachable: PGlite only')
}

for (const target of targets) {
  const database = await openDatabase(target)
  await database.migrate()
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      DATA_DIR: '/tmp/huey-bench',
      RATE_LIMIT_SCALE: '1000000',
    }),
    database,
    logger: false,
  })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const email = `bench-${Date.now()}@example.com`
  const password = 'a long bench passphrase'
  await fetch(`${url}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name: 'Bench', birthdate: '1980-01-01' }),
  })
  const signin = await autocannon({
    url: `${url}/auth/signin`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    connections: 20,
    duration: 10,
  })
  const { token } = (await (
    await fetch(`${url}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).json()) as { token: string }
  const me = await autocannon({
    url: `${url}/auth/me`,
    headers: { authorization: `Bearer ${token}` },
    connections: 50,
    duration: 10,
  })
  console.log(
    `${database.kind}: sign-in ${signin.requests.average.toFixed(1)} req/s, p50 ${signin.latency.p50} ms, p99 ${signin.latency.p99} ms (non-2xx ${signin.non2xx}); /auth/me ${Math.round(me.requests.average)} req/s, p99 ${me.latency.p99} ms (non-2xx ${me.non2xx})`,
  )
  await app.close()
  await database.close()
}
