import { type DatabaseOptions, openDatabase } from '../apps/server/src/db/database'

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
