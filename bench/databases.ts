import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { type Database, type DatabaseOptions, openDatabase } from '../apps/server/src/db/database'

/** PGlite always; PostgreSQL too when it answers (DATABASE_URL or the machine's own server). */
export async function benchDatabases(): Promise<DatabaseOptions[]> {
  const targets: DatabaseOptions[] = [{ kind: 'pglite' }]
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  try {
    const probe = await openDatabase({ kind: 'postgres', url, maxConnections: 1 })
    await probe.ping()
    await probe.close()
    targets.push({ kind: 'postgres', url, maxConnections: 20 })
  } catch {
    console.log('PostgreSQL not reachable: PGlite only')
  }
  return targets
}

/** The server on a loopback port, with rate limits out of the way so the bench measures the work. */
export async function listeningServer(database: Database) {
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    DATA_DIR: '/tmp/huey-bench',
    RATE_LIMIT_SCALE: '1000000',
  })
  const app = await buildApp({ config, database, logger: false })
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) }
}
