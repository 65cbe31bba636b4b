import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'
import { migrationsDir } from '../paths'
import type { Database, Db } from './database'
import { createPool } from './postgres-pool'
import * as schema from './schema'

/**
 * Requests' queries: a database that does not answer gives the client a 503 (with Retry-After)
 * within 3 s, even after a wait for a free connection and then a new one, and a query it does not
 * answer drops its connection rather than keep it busy for nobody. A pool full for over a second
 * means an overloaded server, which sheds the load the same way.
 */
const REQUEST_TIMEOUTS = {
  statementTimeoutMs: 1_200,
  queryTimeoutMs: 1_600,
  connectTimeoutMs: 1_200,
}
/**
 * Work nobody waits on at the door (migrations, the job queue, locks held over the catalogue's
 * seeding): it may wait for a busy or restarting database much longer.
 */
const BACKGROUND_TIMEOUTS = {
  statementTimeoutMs: 30_000,
  queryTimeoutMs: 35_000,
  connectTimeoutMs: 5_000,
}
const BACKGROUND_CONNECTIONS = 5
const LOCK_RETRY_MS = 200

/**
 * PostgreSQL through two pools: one for requests, with short timeouts, and a small one for
 * background work with long ones, so neither can starve or stall the other.
 */
export function openPostgres(options: {
  readonly url: string
  readonly maxConnections?: number
  readonly onConnectionLost?: (err: Error) => void
}): Database {
  const onLost = options.onConnectionLost ?? (() => undefined)
  const pool = createPool({
    url: options.url,
    max: options.maxConnections ?? 10,
    onLost,
    ...REQUEST_TIMEOUTS,
  })
  const background = createPool({
    url: options.url,
    max: BACKGROUND_CONNECTIONS,
    onLost,
    ...BACKGROUND_TIMEOUTS,
  })
  const db = drizzle(pool, { schema })
  const withAdvisoryLock = <T>(name: string, task: () => Promise<T>) =>
    holdingLock(background, name, task)
  return {
    kind: 'postgres' as const,
    db: db as unknown as Db,
    executeSql: (text: string, values?: unknown[]) => background.query(text, values),
    executeRequestSql: (text: string, values?: unknown[]) => pool.query(text, values),
    migrate: () =>
      withAdvisoryLock('huey:migrations', () =>
        migrate(drizzle(background, { schema }), { migrationsFolder: migrationsDir }),
      ),
    withAdvisoryLock,
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      await Promise.all([pool.end(), background.end()])
    },
  }
}

/** A session advisory lock on a connection of its own, freed by the database if the holder dies. */
async function holdingLock<T>(pool: pg.Pool, name: string, task: () => Promise<T>): Promise<T> {
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
