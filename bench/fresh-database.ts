import { type DatabaseOptions, openDatabase } from '../apps/server/src/db/database'

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/**
 * A fresh PostgreSQL database of the bench's own (dropped at the end), or PGlite when asked
 * (BENCH_DB=pglite) or when none is reachable.
 */
export async function freshDatabase(
  bench: string,
): Promise<{ options: DatabaseOptions; drop(): Promise<void> }> {
  if (process.env.BENCH_DB !== 'pglite') {
    const name = `huey_bench_${bench}_${process.pid}`
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
