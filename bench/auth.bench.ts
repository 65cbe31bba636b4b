// `npm run bench -- auth`: sign-in latency (p50, p99) and throughput at 20 concurrent clients with
// argon2id at the OWASP cost, and GET /auth/me throughput, on PGlite and, when reachable,
// PostgreSQL. The server listens on a free loopback port; autocannon drives it from a worker thread
// so the load generator does not share the server's event loop. Results also go to
// bench/results/auth.json. Targets (issue 3): /auth/me >= 5,000 req/s on PostgreSQL; sign-in p99
// under 4 x p50.
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { owaspArgon2id, PasswordHasher } from '../apps/server/src/auth/passwords'
import { openDatabase } from '../apps/server/src/db/database'
import { benchDatabases, listeningServer } from './databases'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const targets = await benchDatabases()

const json = { 'content-type': 'application/json' }

function load(options: autocannon.Options): Promise<autocannon.Result> {
  // One worker thread: the load generator gets its own event loop.
  return autocannon({ workers: 1, duration: seconds, ...options })
}

// The cost sign-in is bounded by: one OWASP hash, alone, and what the hash cap allows per second.
const loadAtStart = loadavg()[0] ?? 0
const hasher = new PasswordHasher(owaspArgon2id, 1)
const stored = await hasher.hash('a long bench passphrase')
const hashStart = performance.now()
for (let i = 0; i < 10; i++) await hasher.verify(stored, 'a long bench passphrase')
const hashMs = (performance.now() - hashStart) / 10

const results: Record<string, unknown> = {}
console.log(
  `argon2id m=${owaspArgon2id.memoryCost} KiB t=${owaspArgon2id.timeCost} p=${owaspArgon2id.parallelism}: ${hashMs.toFixed(1)} ms a hash; ${availableParallelism()} cores; load average ${loadAtStart.toFixed(1)} (other work on the machine skews the numbers)`,
)
for (const target of targets) {
  const database = await openDatabase(target)
  await database.migrate()
  const { app, url } = await listeningServer(database)
  const email = `bench-${Date.now()}@example.com`
  const password = 'a long bench passphrase'
  const signup = await fetch(`${url}/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, name: 'Bench', birthdate: '1980-01-01' }),
  })
  if (signup.status !== 201) throw new Error(`sign-up failed: ${await signup.text()}`)
  const signin = await load({
    url: `${url}/auth/signin`,
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
    connections: 20,
  })
  const session = await fetch(`${url}/auth/signin`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await session.json()) as { token: string }
  const me = await load({
    url: `${url}/auth/me`,
    headers: { authorization: `Bearer ${token}` },
    connections: 50,
  })
  const row = {
    signIn: {
      connections: 20,
      hashConcurrency: app.config.passwordHashConcurrency,
      hashMs: Number(hashMs.toFixed(1)),
      hashBoundReqPerSec: Math.round(
        (Math.min(app.config.passwordHashConcurrency, availableParallelism()) * 1000) / hashMs,
      ),
      reqPerSec: Number(signin.requests.average.toFixed(1)),
      p50Ms: signin.latency.p50,
      p99Ms: signin.latency.p99,
      p99OverP50: Number((signin.latency.p99 / signin.latency.p50).toFixed(2)),
      non2xx: signin.non2xx,
    },
    me: {
      connections: 50,
      reqPerSec: Math.round(me.requests.average),
      p50Ms: me.latency.p50,
      p99Ms: me.latency.p99,
      non2xx: me.non2xx,
    },
  }
  results[database.kind] = row
  console.log(
    `${database.kind}: sign-in ${row.signIn.reqPerSec} req/s (hash bound ${row.signIn.hashBoundReqPerSec}), p50 ${row.signIn.p50Ms} ms, p99 ${row.signIn.p99Ms} ms (p99/p50 ${row.signIn.p99OverP50}, non-2xx ${row.signIn.non2xx}); /auth/me ${row.me.reqPerSec} req/s, p50 ${row.me.p50Ms} ms, p99 ${row.me.p99Ms} ms (non-2xx ${row.me.non2xx})`,
  )
  await app.close()
  await database.close()
}

mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true })
writeFileSync(
  new URL('./results/auth.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), seconds, cores: availableParallelism(), loadAverageAtStart: loadAtStart, results }, null, 2)}\n`,
)
