import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../../test/databases'
import { adminUrl } from '../../test/services'
import { type Database, openDatabase } from './database'

const targets = await databaseTargets()

/** Several pools on one fresh PostgreSQL database, as several servers starting together would be. */
async function freshPostgres(pools: number) {
  const name = `huey_lock_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const databases = await Promise.all(
    Array.from({ length: pools }, () =>
      openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 3 }),
    ),
  )
  return {
    databases,
    async drop() {
      await Promise.all(databases.map((d) => d.close()))
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

describe.each(targets)('advisory lock on $name', (target) => {
  let database: Database
  afterAll(() => database?.close())

  it('lets one task at a time through, in turn, and still after a task fails', async () => {
    database = await target.open()
    const order: string[] = []
    const task =
      (name: string, fail = false) =>
      async () => {
        order.push(`${name} in`)
        await sleep(30)
        order.push(`${name} out`)
        if (fail) throw new Error(`${name} failed`)
        return name
      }
    const results = await Promise.allSettled([
      database.withAdvisoryLock('test:turns', task('a', true)),
      database.withAdvisoryLock('test:turns', task('b')),
      database.withAdvisoryLock('test:turns', task('c')),
    ])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled'])
    for (let i = 0; i < order.length; i += 2) {
      expect(order[i + 1]).toBe(order[i]?.replace(' in', ' out'))
    }
  })
})

describe.runIf(targets.some((t) => t.name === 'postgres'))('migrations on one PostgreSQL', () => {
  it('run once when five servers start together on an empty database, every time', async () => {
    for (let round = 0; round < 3; round++) {
      const { databases, drop } = await freshPostgres(5)
      const [first, second] = databases as [Database, Database]
      const applied = async () => {
        const { rows } = await first.executeSql(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        )
        return (rows[0] as { n: number }).n
      }
      try {
        const results = await Promise.allSettled(databases.map((d) => d.migrate()))
        expect(results.filter((r) => r.status === 'rejected')).toEqual([])
        const count = await applied()
        expect(count).toBeGreaterThan(0)
        await second.migrate()
        expect(await applied()).toBe(count)
      } finally {
        await drop()
      }
    }
  })
})
