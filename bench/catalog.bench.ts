// `npm run bench -- catalog`: seeds the whole catalogue on its worker thread, as a server starting
// on an empty database does (with the Daily page's days, made after the first page), while clients
// keep asking GET /images (10 connections from a worker thread of their own); reports the seeding
// time, the GET /images latencies while seeding (targets, issue 15: seeding under 90 s on 2 cores,
// p99 under 100 ms) and the catalogue's rules. Runs on a fresh PostgreSQL database when one is
// reachable (BENCH_DB=pglite for the embedded one).
// Results also go to bench/results/catalog.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { DAILY_PAGE_DAYS } from '@huey/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { buildApp } from '../apps/server/src/app'
import { catalogEntries } from '../apps/server/src/catalog/entries'
import { seedCatalog } from '../apps/server/src/catalog/seeder'
import { loadConfig } from '../apps/server/src/config'
import { type DatabaseOptions, openDatabase } from '../apps/server/src/db/database'
import { printSummary, summarise } from './catalog-report'
import { startLoad } from './load-thread'

const CATALOG_SIZE = 1000
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** A fresh PostgreSQL database (dropped at the end), or PGlite when asked or none is reachable. */
async function freshDatabase(): Promise<{ options: DatabaseOptions; drop(): Promise<void> }> {
  if (process.env.BENCH_DB !== 'pglite') {
    const name = `huey_bench_catalog_${process.pid}`
    try {
      const admin = await openDatabase({ kind: 'postgres', url: adminUrl, maxConnections: 1 })
      await admin.executeSql(`create database ${name}`)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      return {
        options: { kind: 'postgres', url: url.toString(), maxConnections: 20 },
        async drop() {
          await admin.executeSql(`drop database if exists ${name} with (force)`)
          await admin.close()
        },
      }
    } catch {
      console.log('PostgreSQL not reachable: PGlite')
    }
  }
  return { options: { kind: 'pglite' }, drop: async () => undefined }
}

const fresh = await freshDatabase()
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
const planned = Math.min(CATALOG_SIZE, catalogEntries().length)
const failures: string[] = []
const log = {
  error: (fields: { id: string; error: string }) => failures.push(`${fields.id}: ${fields.error}`),
  info: () => undefined,
} as unknown as FastifyBaseLogger
const t = performance.now()
// CPU of the whole process (art thread, server, load thread): on a busy shared machine the wall
// time mostly says how long the other work kept us waiting.
const cpu = process.cpuUsage()
const seeding = seedCatalog(database, CATALOG_SIZE, { log })
await seeding.firstPage
const firstPageS = (performance.now() - t) / 1000
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const load = startLoad(`${address}/images?limit=24`, 10)
const made = await seeding.done
const seedS = (performance.now() - t) / 1000
const used = process.cpuUsage(cpu)
const cpuS = (used.user + used.system) / 1e6
const during = await load.stop()
const loadAtEnd = loadavg()[0] ?? 0
console.log(
  `seeded ${made} of ${planned} planned pictures (and the Daily page's ${DAILY_PAGE_DAYS} days) in ${seedS.toFixed(1)} s on ${database.kind} (first page after ${firstPageS.toFixed(1)} s), process CPU ${cpuS.toFixed(1)} s; ${availableParallelism()} cores, load average ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at end`,
)
for (const f of failures) console.log(`failed: ${f}`)
console.log(
  `GET /images while seeding: ${during.requests} answers in ${during.seconds.toFixed(1)} s (${Math.round(during.requests / during.seconds)} req/s), p50 ${during.p50} ms, p99 ${during.p99} ms, max ${during.max} ms, errors ${during.errors}, non-2xx ${during.non2xx}`,
)
const summary = await summarise(database.db)
printSummary(summary)
await app.close()
await database.close()
await fresh.drop()

mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true })
writeFileSync(
  new URL('./results/catalog.json', import.meta.url),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      cores: availableParallelism(),
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadAtEnd,
      database: database.kind,
      seeding: {
        planned,
        made,
        failures,
        seconds: seedS,
        cpuSeconds: cpuS,
        firstPageSeconds: firstPageS,
      },
      imagesWhileSeeding: { connections: 10, ...during },
      catalogue: summary,
    },
    null,
    2,
  )}\n`,
)
