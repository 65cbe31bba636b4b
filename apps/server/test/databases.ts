import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, openDatabase } from '../src/db/database'
import { adminUrl, postgresMissing, skipWithout } from './services'

export interface DatabaseTarget {
  readonly name: 'pglite' | 'postgres'
  /** A fresh, migrated database of its own; `close` removes it. */
  open(): Promise<Database>
}

export const pgliteTarget: DatabaseTarget = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ kind: 'pglite' })
    await database.migrate()
    return database
  },
}

const postgresTarget: DatabaseTarget = {
  name: 'postgres',
  async open() {
    const name = `huey_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      maxConnections: 20,
    })
    await database.migrate()
    return {
      ...database,
      async close() {
        await database.close()
        const drop = new pg.Client({ connectionString: adminUrl })
        await drop.connect()
        await drop.query(`drop database if exists ${name} with (force)`)
        await drop.end()
      },
    }
  },
}

/**
 * PGlite always; PostgreSQL too, unless TEST_DATABASES=pglite (CI's second pass on another Node,
 * which checks the runtime, not the database again). A PostgreSQL that does not answer skips its
 * half off CI and fails the file in CI (`test/services.ts`). Use with
 * `describe.each(await databaseTargets())`.
 */
export async function databaseTargets(): Promise<DatabaseTarget[]> {
  if (process.env.TEST_DATABASES === 'pglite') return [pgliteTarget]
  const skip = skipWithout(await postgresMissing(), 'the PostgreSQL half of the database tests')
  return skip ? [pgliteTarget] : [pgliteTarget, postgresTarget]
}
