import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
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

export interface Database {
  readonly kind: 'pglite' | 'postgres'
  readonly db: Db
  migrate(): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
}

export type DatabaseOptions =
  | { readonly kind: 'pglite'; readonly dataDir?: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly maxConnections?: number }

/** Opens PGlite (in memory without a folder) or a PostgreSQL pool, with the same schema and migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 })
    // An idle connection the server closed (restart, failover, terminate) is dropped by the pool;
    // without a listener its 'error' event would crash the process. Queries in flight still reject.
    pool.on('error', () => undefined)
    const db = drizzlePg(pool, { schema })
    return {
      kind: 'postgres',
      db: db as unknown as Db,
      migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
      ping: async () => {
        await db.execute(sql`select 1`)
      },
      close: () => pool.end(),
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = new PGlite(options.dataDir ? join(options.dataDir, 'pglite') : undefined)
  await client.waitReady
  const db = drizzlePglite(client, { schema })
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => client.close(),
  }
}
