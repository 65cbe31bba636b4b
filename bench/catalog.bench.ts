// `npm run bench -- catalog`: seeding the whole catalogue, then GET /images under 50 connections.
import autocannon from 'autocannon'
import { buildApp } from '../apps/server/src/app'
import { seedCatalog } from '../apps/server/src/catalog/seeder'
import { loadConfig } from '../apps/server/src/config'
import { openDatabase } from '../apps/server/src/db/database'

const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite' },
)
await database.migrate()
const t = performance.now()
const made = await seedCatalog(database.db, 60)
console.log(
  `seeded ${made} pictures in ${((performance.now() - t) / 1000).toFixed(1)} s on ${database.kind}`,
)
const app = await buildApp({
  config: loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  }),
  database,
  logger: false,
})
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const result = await autocannon({
  url: `${address}/images?limit=24`,
  connections: 50,
  duration: 10,
})
console.log(
  `GET /images: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
)
await app.close()
await database.close()
