// `npm run bench -- catalog`: a server's first start on an empty database, as main.ts does it:
// the catalogue listed and its first page made before listening, then every published picture's
// thumbnails (the whole catalogue listed) and puzzles on the art thread, while clients ask GET
// /images (10 connections from a thread of their own) and one opens pictures not made yet. Reports
// the time to the first page and to the whole catalogue listed, /images latencies while pictures
// are made, how long an opened picture waits, then the metrics per category and per style on a
// sample made whole, and the closest thumbnails. Runs on a fresh PostgreSQL database when one is
// reachable (BENCH_DB=pglite for the embedded one). BENCH_MAKING_SECONDS (30): how long to keep
// measuring while puzzles are made after the listing; BENCH_SAMPLE (2): pictures measured per
// style and difficulty. Results also go to bench/results/catalog.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { FastifyBaseLogger } from 'fastify'
import { buildApp } from '../apps/server/src/app'
import { ArtThread } from '../apps/server/src/catalog/art-runner'
import { catalogEntries } from '../apps/server/src/catalog/catalogue'
import { isoDay } from '../apps/server/src/catalog/daily'
import { seedCatalog } from '../apps/server/src/catalog/seeder'
import { loadConfig } from '../apps/server/src/config'
import { openDatabase } from '../apps/server/src/db/database'
import { measureSample, summariseGroup } from './catalog-metrics'
import { closestThumbnails, printGroup } from './catalog-report'
import { freshDatabase } from './fresh-database'
import { startLoad } from './load-thread'
import { openWhileMaking } from './open-while-making'

const makingSeconds = Number(process.env.BENCH_MAKING_SECONDS ?? 30)
const perLevel = Number(process.env.BENCH_SAMPLE ?? 2)

const fresh = await freshDatabase('catalog')
const database = await openDatabase(fresh.options)
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
const loadAtStart = loadavg()[0] ?? 0
const today = isoDay(Date.now())
const published = catalogEntries().filter((e) => e.date <= today)
const failures: string[] = []
const log = {
  error: (fields: { id: string; error: string }) => failures.push(`${fields.id}: ${fields.error}`),
  info: () => undefined,
} as unknown as FastifyBaseLogger
const t = performance.now()
const seconds = () => (performance.now() - t) / 1000
const seeding = seedCatalog(database, catalogEntries().length, { log })
await seeding.firstPage
const firstPageS = seconds()
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const listing = startLoad(`${address}/images?limit=24`, 10)
const opening = openWhileMaking(address, database.db, published)
await seeding.listed
const listedS = seconds()
const whileListing = await listing.stop()
const making = startLoad(`${address}/images?limit=24`, 10)
await new Promise((resolve) => setTimeout(resolve, makingSeconds * 1000))
const whileMaking = await making.stop()
const opened = await opening.stop()
await seeding.stop()
console.log(
  `${published.length} pictures published of ${catalogEntries().length} planned; first page made after ${firstPageS.toFixed(1)} s, whole catalogue listed (every thumbnail) after ${listedS.toFixed(1)} s on ${database.kind}; ${availableParallelism()} cores, load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} now`,
)
for (const f of failures.slice(0, 10)) console.log(`failed: ${f}`)
for (const [name, r] of [
  ['while listing', whileListing],
  ['while making', whileMaking],
] as const)
  console.log(
    `GET /images ${name}: ${r.requests} answers in ${r.seconds.toFixed(1)} s, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
  )
console.log(
  `GET /images/:id of a picture not made yet: ${opened.count} opened, p50 ${opened.p50} ms, max ${opened.max} ms, all 200: ${opened.allOk}`,
)
const closest = await closestThumbnails(database.db)
console.log(
  `closest thumbnails of ${closest.thumbnails}: ${closest.a} and ${closest.b}, ${closest.bits} of 256 bits apart`,
)
await app.close()
await database.close()
await fresh.drop()

const thread = new ArtThread()
const sample = await measureSample(thread, published, perLevel)
await thread.close()
const group = (key: (e: (typeof published)[number]) => string) => {
  const names = [...new Set(published.map(key))]
  return Object.fromEntries(
    names.map((name) => [
      name,
      summariseGroup(
        published.filter((e) => key(e) === name).length,
        sample.filter((m) => key(published.find((e) => e.id === m.id) as never) === name),
      ),
    ]),
  )
}
const perCategory = group((e) => e.category)
const perStyle = group((e) => e.style.id)
console.log('per category:')
for (const [name, g] of Object.entries(perCategory)) printGroup(name, g)
console.log('per style:')
for (const [name, g] of Object.entries(perStyle)) printGroup(name, g)
console.log('whole sample:')
printGroup('all', summariseGroup(published.length, sample))

mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true })
writeFileSync(
  new URL('./results/catalog.json', import.meta.url),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      cores: availableParallelism(),
      loadAverageAtStart: loadAtStart,
      database: database.kind,
      published: published.length,
      planned: catalogEntries().length,
      firstPageSeconds: firstPageS,
      listedSeconds: listedS,
      failures,
      imagesWhileListing: whileListing,
      imagesWhileMaking: { asked: makingSeconds, ...whileMaking },
      openedNotMade: opened,
      closestThumbnails: closest,
      perCategory,
      perStyle,
      sample,
    },
    null,
    2,
  )}\n`,
)
