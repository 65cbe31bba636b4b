// `npm run bench -- works`: what saving huge works does to everyone else. One user sends four
// PUT /works of 100,000 regions (589 KB each) at once, on a work that already has them all, while
// another user calls GET /auth/me one request after another; the bench reports how long the saves
// took and how long /auth/me answers were held (p50, p99, max) meanwhile, on PGlite and, when
// reachable, PostgreSQL. Results also go to bench/results/works.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../apps/server/src/db/database'
import { images } from '../apps/server/src/db/schema'
import { benchDatabases, listeningServer } from './databases'

const REGIONS = 100_000
const targets = await benchDatabases()

const json = { 'content-type': 'application/json' }

/** A puzzle SVG in the engine's shape with `n` one-pixel regions (only its ids matter here). */
function hugeSvg(n: number): string {
  let out = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} 1" width="${n}" height="1" data-palette="#ff0000"><g class="regions">`
  for (let id = 1; id <= n; id++) {
    out += `<path data-region="${id}" data-color="1" data-area="1" d="M${id - 1} 0h1v1h-1z"/>`
  }
  return `${out}</g><g class="labels"></g></svg>`
}

async function session(url: string, name: string): Promise<string> {
  const email = `${name}-${Date.now()}@example.com`
  const password = 'a long bench passphrase'
  const body = { email, password, name, birthdate: '1980-01-01' }
  await fetch(`${url}/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify(body) })
  const res = await fetch(`${url}/auth/signin`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await res.json()) as { token?: string }
  if (!token) throw new Error(`sign-in failed for ${email}`)
  return token
}

const pct = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(1))

const loadAtStart = loadavg()[0] ?? 0
const results: Record<string, unknown> = {}
for (const target of targets) {
  const database = await openDatabase(target)
  await database.migrate()
  const imageId = `bench-huge-${Date.now()}`
  await database.db.insert(images).values({
    id: imageId,
    title: 'Huge',
    categories: [],
    date: '2026-01-01',
    difficulty: 'hard',
    svgData: hugeSvg(REGIONS),
    colors: ['#ff0000'],
    regionCount: REGIONS,
    thumbnail: '',
    position: 1_000_000,
  })
  const { app, url } = await listeningServer(database)
  const painter = await session(url, 'painter')
  const other = await session(url, 'other')
  const all = Array.from({ length: REGIONS }, (_, i) => i + 1)
  const payload = JSON.stringify({ filled: all })
  const put = () =>
    fetch(`${url}/works/${imageId}`, {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${painter}` },
      body: payload,
    }).then(async (r) => {
      await r.arrayBuffer()
      if (r.status !== 200) throw new Error(`PUT answered ${r.status}`)
    })
  await put()

  const meTimes: number[] = []
  let writing = true
  const poll = (async () => {
    while (writing) {
      const start = performance.now()
      const r = await fetch(`${url}/auth/me`, { headers: { authorization: `Bearer ${other}` } })
      await r.arrayBuffer()
      meTimes.push(performance.now() - start)
    }
  })()
  const start = performance.now()
  await Promise.all([put(), put(), put(), put()])
  const putsMs = performance.now() - start
  writing = false
  await poll
  const sorted = [...meTimes].sort((a, b) => a - b)
  const row = {
    bodyKB: Math.round(payload.length / 1024),
    fourPutsMs: Math.round(putsMs),
    me: {
      calls: sorted.length,
      p50Ms: pct(sorted, 0.5),
      p99Ms: pct(sorted, 0.99),
      maxMs: pct(sorted, 1),
    },
  }
  results[database.kind] = row
  console.log(
    `${database.kind}: four PUTs of ${row.bodyKB} KB in ${row.fourPutsMs} ms; another user's /auth/me meanwhile: ${row.me.calls} calls, p50 ${row.me.p50Ms} ms, p99 ${row.me.p99Ms} ms, max ${row.me.maxMs} ms`,
  )
  await app.close()
  await database.close()
}

mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true })
writeFileSync(
  new URL('./results/works.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), cores: availableParallelism(), loadAverageAtStart: loadAtStart, results }, null, 2)}\n`,
)
console.log(`${availableParallelism()} cores; load average at start ${loadAtStart.toFixed(1)}`)
