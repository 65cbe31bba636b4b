// `npm run bench -- catalog`: seeds the whole catalogue on its worker thread while GET /images is
// under load, then reports seeding time, the p99 during seeding, and the catalogue's rules.
import autocannon from 'autocannon'
import { buildApp } from '../apps/server/src/app'
import { seedCatalog } from '../apps/server/src/catalog/seeder'
import { loadConfig } from '../apps/server/src/config'
import { openDatabase } from '../apps/server/src/db/database'
import { summarise } from './catalog-report'

const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite' },
)
await database.migrate()
const app = await buildApp({
  config: loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  }),
  database,
  logger: false,
})
const t = performance.now()
const seeding = seedCatalog(database, 1000)
await seeding.firstPage
const firstPageS = (performance.now() - t) / 1000
const address = await app.listen({ port: 0, host: '127.0.0.1' })
// Load while the rest is made: 10 connections, until seeding ends.
// autocannon's instance is also the promise of its result.
const load = autocannon({
  url: `${address}/images?limit=24`,
  connections: 10,
  duration: 600,
}) as unknown as Promise<autocannon.Result> & { stop(): void }
const made = await seeding.done
const seedS = (performance.now() - t) / 1000
load.stop()
const during = await load
console.log(
  `seeded ${made} pictures in ${seedS.toFixed(1)} s on ${database.kind} (first page after ${firstPageS.toFixed(1)} s)`,
)
console.log(
  `GET /images while seeding: ${Math.round(during.requests.average)} req/s, p50 ${during.latency.p50} ms, p99 ${during.latency.p99} ms, max ${during.latency.max} ms, errors ${during.errors}, non-2xx ${during.non2xx}`,
)
await summarise(database.db)
await app.close()
await database.close()
