// `npm run bench -- together`: fill-to-seen latency of painting together. 200 sessions of 4
// painters (100 accounts, each in 8 sessions), every painter filling one region a second for
// BENCH_SECONDS (20 by default), on one API server and then on two (painters alternate between
// them, so three of every four deliveries cross servers through Redis), on one PostgreSQL and one
// Redis, loopback only. Latency is from a painter sending a fill to each other painter seeing it,
// on this process's clock. Results also go to bench/results/together.json.
import { writeFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import WebSocket from 'ws'
import * as cluster from '../apps/server/test/cluster/processes'

const seconds = Number(process.env.BENCH_SECONDS ?? 20)
const SESSIONS = 200
const PAINTERS = 4
const ACCOUNTS = 100

async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(new URL(path, base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return res.json() as Promise<Record<string, unknown>>
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

interface Live {
  readonly socket: WebSocket
  readonly session: number
}

/** Connects every painter, then each fills a new region a second; answers the latencies seen. */
async function run(label: string, bases: readonly string[], tokens: string[], sessions: string[]) {
  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  let closed = 0
  const live: Live[] = []
  for (let s = 0; s < SESSIONS; s++) {
    for (let k = 0; k < PAINTERS; k++) {
      const base = bases[(s * PAINTERS + k) % bases.length] as string
      const url = `${base.replace(/^http/, 'ws')}/together/${sessions[s]}/live`
      const socket = new WebSocket(url)
      const token = tokens[(s * PAINTERS + k) % ACCOUNTS] as string
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => {
          socket.send(JSON.stringify({ t: 'hello', token }))
        })
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as { t: string; ids?: number[] }
          if (message.t === 'state') resolve()
          if (message.t !== 'fill') return
          const now = performance.now()
          for (const id of message.ids ?? []) {
            const at = sentAt.get(`${s}:${id}`)
            if (at !== undefined) latencies.push(now - at)
          }
        })
        socket.once('close', () => {
          closed++
          reject(new Error('closed before its state'))
        })
      })
      live.push({ socket, session: s })
    }
  }
  let next = 1
  const end = performance.now() + seconds * 1000
  // Each painter fills once a second, the painters spread evenly over the second.
  const gap = 1000 / live.length
  while (performance.now() < end) {
    for (const painter of live) {
      const id = next++ % 100_000 || 1
      sentAt.set(`${painter.session}:${id}`, performance.now())
      painter.socket.send(JSON.stringify({ t: 'fill', ids: [id] }))
      await sleep(gap)
      if (performance.now() >= end) break
    }
  }
  await sleep(1000)
  for (const p of live) p.socket.terminate()
  const sorted = latencies.sort((a, b) => a - b)
  const result = {
    label,
    fills: next - 1,
    deliveries: sorted.length,
    expected: (next - 1) * (PAINTERS - 1),
    closed,
    p50: Number(percentile(sorted, 50).toFixed(1)),
    p99: Number(percentile(sorted, 99).toFixed(1)),
  }
  console.log(
    `${label}: ${result.fills} fills, ${result.deliveries}/${result.expected} deliveries seen, fill-to-seen p50 ${result.p50} ms, p99 ${result.p99} ms`,
  )
  return result
}

// PostgreSQL and Redis are needed (no balancer: painters connect to the servers directly).
const main = await cluster.buildServer()
const database = await cluster.freshDatabase('huey_together_bench')
const env = { ...cluster.sharedEnv(database.url), RATE_LIMIT_SCALE: '1000' }
const apis: cluster.Api[] = []
try {
  apis.push(await cluster.startApi(main, env), await cluster.startApi(main, env))
  const base = apis[0]?.url as string
  const password = 'a long bench passphrase'
  const tokens: string[] = []
  for (let i = 0; i < ACCOUNTS; i++) {
    const email = `together-${i}@bench.example`
    await post(base, '/auth/signup', { email, password, name: `P${i}`, birthdate: '1990-01-01' })
    tokens.push((await post(base, '/auth/signin', { email, password })).token as string)
  }
  const sessions: string[] = []
  for (let s = 0; s < SESSIONS; s++) {
    const owner = tokens[(s * PAINTERS) % ACCOUNTS]
    const made = await post(base, '/together', { imageId: `bench-${s}` }, owner)
    for (let k = 1; k < PAINTERS; k++) {
      await post(base, '/together/join', { code: made.code }, tokens[(s * PAINTERS + k) % ACCOUNTS])
    }
    sessions.push(made.sessionId as string)
  }
  console.log(`${SESSIONS} sessions of ${PAINTERS} painters; ${seconds} s per run`)
  const results = [
    await run('1 server', [base], tokens, sessions),
    await run(
      '2 servers',
      apis.map((a) => a.url),
      tokens,
      sessions,
    ),
  ]
  writeFileSync(
    fileURLToPath(new URL('./results/together.json', import.meta.url)),
    `${JSON.stringify({ date: new Date().toISOString(), seconds, results }, null, 2)}\n`,
  )
} finally {
  await Promise.all(apis.map((a) => a.stop()))
  await database.drop()
  cluster.removeServer(main)
}
