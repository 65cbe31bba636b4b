// `npm run bench -- cluster`: one and then two API servers behind HAProxy (round robin) on one
// PostgreSQL and one Redis, loopback only. 200 simulated painters (each syncs progress every 2 s and
// opens a picture every 30 s) and 50 gallery browsers (a page, its thumbnails, the next page, no
// pause) for BENCH_SECONDS (60 by default): requests/s, p50/p99 per endpoint, errors, the ratio two
// servers / one, and the CPU each part used, to say where the bottleneck is. Results also go to
// bench/results/cluster.json.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { availableParallelism } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import * as cluster from '../apps/server/test/cluster/processes'

const seconds = Number(process.env.BENCH_SECONDS ?? 60)
const PAINTERS = 200
const BROWSERS = 50
const ACCOUNTS = 50
const PICTURES = 24
const agent = new Agent({ keepAlive: true, maxSockets: 256 })

interface Answer {
  readonly status: number
  readonly body: string
}

function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const url = new URL(path, base)
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise<Answer>((resolve) => {
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
        res.on('error', () => resolve({ status: 0, body: '' }))
      },
    )
    req.on('error', () => resolve({ status: 0, body: '' }))
    req.end(payload)
  })
}

/** CPU seconds used so far by the processes whose command is `comm` (or by the pids given). */
function cpuSeconds(match: { comm?: string; pids?: readonly number[] }): number {
  let ticks = 0
  const pids =
    match.pids ??
    readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .map(Number)
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      if (match.comm && comm !== match.comm) continue
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // the process ended
    }
  }
  return ticks / 100
}

class Recorder {
  readonly latencies = new Map<string, number[]>()
  readonly failed = new Map<string, number>()
  errors = 0
  stopped = false

  async time(label: string, run: () => Promise<Answer>): Promise<Answer> {
    const started = performance.now()
    const answer = await run()
    if (!this.stopped) {
      const list = this.latencies.get(label) ?? []
      list.push(performance.now() - started)
      this.latencies.set(label, list)
      if (answer.status === 0 || answer.status >= 400) {
        this.errors++
        this.failed.set(label, (this.failed.get(label) ?? 0) + 1)
      }
    }
    return answer
  }
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

async function painter(
  base: string,
  token: string,
  ids: readonly string[],
  n: number,
  rec: Recorder,
) {
  await sleep(Math.random() * 2_000)
  let region = 1
  let imageId = ids[n % ids.length] as string
  let nextOpen = 0
  while (!rec.stopped) {
    const now = performance.now()
    if (now >= nextOpen) {
      imageId = ids[(n + Math.floor(now / 30_000)) % ids.length] as string
      await rec.time('GET /images/:id', () => call(base, 'GET', `/images/${imageId}`))
      await rec.time('GET /works', () => call(base, 'GET', '/works', token))
      nextOpen = now + 30_000
    }
    const filled = [region, region + 1, region + 2]
    region += 3
    await rec.time('PUT /works/:id', () =>
      call(base, 'PUT', `/works/${imageId}`, token, { filled }),
    )
    await sleep(Math.max(0, 2_000 - (performance.now() - now)))
  }
}

async function browser(base: string, rec: Recorder) {
  let cursor: number | null = null
  while (!rec.stopped) {
    const page = await rec.time('GET /images', () =>
      call(base, 'GET', `/images?limit=12${cursor === null ? '' : `&cursor=${cursor}`}`),
    )
    if (page.status !== 200) continue
    const { images, nextCursor } = JSON.parse(page.body) as {
      images: { _id: string }[]
      nextCursor: number | null
    }
    for (const image of images.slice(0, 4)) {
      await rec.time('GET /images/:id/thumbnail', () =>
        call(base, 'GET', `/images/${image._id}/thumbnail`),
      )
    }
    cursor = nextCursor
  }
}

async function run(
  label: string,
  balancer: cluster.Balancer,
  apis: readonly cluster.Api[],
  tokens: readonly string[],
  ids: readonly string[],
) {
  const rec = new Recorder()
  const pidsOf = (list: readonly cluster.Api[]) => list.map((a) => a.child.pid as number)
  const before = {
    api: cpuSeconds({ pids: pidsOf(apis) }),
    postgres: cpuSeconds({ comm: 'postgres' }),
    redis: cpuSeconds({ comm: 'redis-server' }),
    haproxy: cpuSeconds({ comm: 'haproxy' }),
    load: process.cpuUsage(),
  }
  const users = [
    ...Array.from({ length: PAINTERS }, (_, n) =>
      painter(balancer.url, tokens[n % tokens.length] as string, ids, n, rec),
    ),
    ...Array.from({ length: BROWSERS }, () => browser(balancer.url, rec)),
  ]
  const started = performance.now()
  await sleep(seconds * 1000)
  rec.stopped = true
  const elapsed = (performance.now() - started) / 1000
  const load = process.cpuUsage(before.load)
  const cpu = {
    api: (cpuSeconds({ pids: pidsOf(apis) }) - before.api) / elapsed,
    postgres: (cpuSeconds({ comm: 'postgres' }) - before.postgres) / elapsed,
    redis: (cpuSeconds({ comm: 'redis-server' }) - before.redis) / elapsed,
    haproxy: (cpuSeconds({ comm: 'haproxy' }) - before.haproxy) / elapsed,
    load: (load.user + load.system) / 1e6 / elapsed,
  }
  await Promise.all(users)
  const endpoints = [...rec.latencies].map(([endpoint, list]) => {
    const sorted = [...list].sort((a, b) => a - b)
    return {
      endpoint,
      perSecond: Math.round(list.length / elapsed),
      p50: Math.round(quantile(sorted, 0.5)),
      p99: Math.round(quantile(sorted, 0.99)),
      errors: rec.failed.get(endpoint) ?? 0,
    }
  })
  const total = endpoints.reduce((sum, e) => sum + e.perSecond, 0)
  console.log(`\n${label}: ${total} req/s, ${rec.errors} errors in ${Math.round(elapsed)} s`)
  console.table(endpoints)
  console.log(
    `CPU (cores of ${availableParallelism()}): API ${cpu.api.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)}, Redis ${cpu.redis.toFixed(2)}, HAProxy ${cpu.haproxy.toFixed(2)}, load generator ${cpu.load.toFixed(2)}`,
  )
  return { label, total, errors: rec.errors, endpoints, cpu }
}

const missing = await cluster.missingPeer()
if (missing) {
  console.log(`Skipped: ${missing}.`)
  process.exit(0)
}
const main = await cluster.buildServer()
const database = await cluster.freshDatabase('huey_bench')
const env = {
  ...cluster.sharedEnv(database.url),
  RATE_LIMIT_SCALE: '1000',
  CATALOG_SIZE: String(PICTURES),
}
const apis: cluster.Api[] = []
try {
  apis.push(await cluster.startApi(main, env), await cluster.startApi(main, env))
  // Accounts for the painters: four devices (sessions) each.
  const tokens: string[] = []
  const password = 'a long bench passphrase'
  for (let i = 0; i < ACCOUNTS; i++) {
    const email = `painter-${i}@bench.example`
    await call(apis[0]?.url as string, 'POST', '/auth/signup', undefined, {
      email,
      password,
      name: 'Painter',
      birthdate: '1990-01-01',
    })
    for (let d = 0; d < PAINTERS / ACCOUNTS; d++) {
      const res = await call(apis[i % 2]?.url as string, 'POST', '/auth/signin', undefined, {
        email,
        password,
      })
      tokens.push((JSON.parse(res.body) as { token: string }).token)
    }
  }
  // The catalogue seeds itself on a worker thread after the first page: wait, so it is not measured.
  // Painters hold no premium, so they open the free pictures (SPEC.md names an image's id `_id`).
  let pictures: { _id: string; premium: boolean }[] = []
  while (pictures.length < PICTURES) {
    const page = JSON.parse(
      (await call(apis[0]?.url as string, 'GET', `/images?limit=${PICTURES}`)).body,
    ) as { images: { _id: string; premium: boolean }[] }
    pictures = page.images
    if (pictures.length < PICTURES) await sleep(1_000)
  }
  const ids = pictures.filter((p) => !p.premium).map((p) => p._id)
  console.log(`${tokens.length} painter sessions, ${ids.length} pictures; ${seconds} s per run`)

  const results = []
  for (const servers of [apis.slice(0, 1), apis]) {
    const balancer = await cluster.startBalancer(servers)
    try {
      results.push(await run(`${servers.length} server(s)`, balancer, servers, tokens, ids))
    } finally {
      await balancer.stop()
    }
  }
  const [one, two] = results as unknown as [{ total: number }, { total: number }]
  console.log(`\nratio two servers / one: ${(two.total / one.total).toFixed(2)}`)
  writeFileSync(
    fileURLToPath(new URL('./results/cluster.json', import.meta.url)),
    `${JSON.stringify({ date: new Date().toISOString(), seconds, results }, null, 2)}\n`,
  )
} finally {
  await Promise.all(apis.map((a) => a.stop()))
  await database.drop()
  cluster.removeServer(main)
  agent.destroy()
}
