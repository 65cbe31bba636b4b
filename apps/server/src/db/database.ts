import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsDir } from '../paths'
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
  | { readonly kind: 'postgres'; readonly url: string; readonly maxConnections?: number }

/** A statement running longer is cancelled by PostgreSQL; nothing the API does takes this long. */
const STATEMENT_TIMEOUT_MS = 30_000
/** A server that stops answering (frozen, cut off) fails the query here instead of hanging it. */
const QUERY_TIMEOUT_MS = 35_000
const CONNECT_TIMEOUT_MS = 5_000
const LOCK_RETRY_MS = 200

/** Opens PGlite (in memory without a folder) or a PostgreSQL pool, with the same schema and migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options.dataDir)
}

function openPostgres(options: { readonly url: string; readonly maxConnections?: number }) {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  })
  // An idle connection the server closed (restart, failover, terminate) is dropped by the pool;
  // without a listener its 'error' event would crash the process. Queries in flight still reject.
  pool.on('error', () => undefined)
  const db = drizzlePg(pool, { schema })
  const withAdvisoryLock = async <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const client = await pool.connect()
    let broken: Error | undefined
    try {
      // Polling with try-lock keeps every statement short, so the timeouts above never cut a wait.
      for (;;) {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
          [name],
        )
        if (rows[0]?.locked) break
        await sleep(LOCK_RETRY_MS)
      }
      try {
        return await task()
      } finally {
        await client
          .query('select pg_advisory_unlock(hashtextextended($1, 0))', [name])
          .catch((err: Error) => {
            broken = err
          })
      }
    } finally {
      // A connection whose unlock failed may still hold the lock: destroy it so the lock goes too.
      client.release(broken)
    }
  }
  return {
    kind: 'postgres' as const,
    db: db as unknown as Db,
    executeSql: (text: string, values?: unknown[]) => pool.query(text, values),
    migrate: () =>
      withAdvisoryLock('huey:migrations', () => migratePg(db, { migrationsFolder: migrationsDir })),
    withAdvisoryLock,
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => pool.end(),
  }
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = new PGlite(dataDir ? join(dataDir, 'pglite') : undefined)
  await client.waitReady
  const db = drizzlePglite(client, { schema })
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
    executeSql: async (text, values) =>
      values && values.length > 0
        ? client.query(text, values)
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
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
