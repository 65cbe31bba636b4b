import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrationsDir } from '../paths'
import { openPostgres } from './postgres'
import * as schema from './schema'

export type Schema = typeof schema
/** The query builder both drivers share; services depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** Runs raw SQL with positional parameters; the job queue talks to the database through this. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>

export interface Database {
  readonly kind: 'pglite' | 'postgres'
  readonly db: Db
  readonly executeSql: ExecuteSql
  /**
   * The same on the connections requests use, whose short timeouts answer a client within seconds
   * when the database does not (`executeSql` is for background work, which may wait longer).
   */
  readonly executeRequestSql: ExecuteSql
  /** Applies the migrations once, even when several servers start together on one database. */
  migrate(): Promise<void>
  /**
   * Runs `task` while holding the advisory lock named `name`: across every server on one
   * PostgreSQL (a session lock, freed by the database if the holder dies), or in this process on
   * the embedded database, which only one process can open.
   */
  withAdvisoryLock<T>(name: string, task: () => Promise<T>): Promise<T>
  ping(): Promise<void>
  close(): Promise<void>
}

export type DatabaseOptions =
  | { readonly kind: 'pglite'; readonly dataDir?: string }
  | {
      readonly kind: 'postgres'
      readonly url: string
      readonly maxConnections?: number
      /** Told of each connection the server closed or lost (a restart, a cut): a retry follows. */
      readonly onConnectionLost?: (err: Error) => void
    }

/** Opens PGlite (in memory without a folder) or a PostgreSQL pool, with the same schema and migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options.dataDir)
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = new PGlite(dataDir ? join(dataDir, 'pglite') : undefined)
  await client.waitReady
  const db = drizzlePglite(client, { schema })
  const executeSql: ExecuteSql = async (text, values) =>
    values && values.length > 0
      ? client.query(text, values)
      : { rows: (await client.exec(text)).at(-1)?.rows ?? [] }
  const held = new Map<string, Promise<unknown>>()
  const withAdvisoryLock = <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const before = held.get(name) ?? Promise.resolve()
    const run = before.then(task, task)
    const settled = run.catch(() => undefined)
    held.set(name, settled)
    void settled.then(() => {
      if (held.get(name) === settled) held.delete(name)
    })
    return run
  }
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    executeSql,
    executeRequestSql: executeSql,
    migrate: () =>
      withAdvisoryLock('huey:migrations', () =>
        migratePglite(db, { migrationsFolder: migrationsDir }),
      ),
    withAdvisoryLock,
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => client.close(),
  }
}
