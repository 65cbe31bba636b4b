import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { databaseTargets, pgliteTarget } from '../../test/databases'
import { adminUrl } from '../../test/services'
import { type Database, openDatabase } from '../db/database'
import { dailyPageDays } from './daily'
import { catalogEntries } from './entries'
import { seedCatalog } from './seeder'

const hasPostgres = (await databaseTargets()).some((t) => t.name === 'postgres')

describe.runIf(hasPostgres)('two servers starting on one empty PostgreSQL', () => {
  const name = `huey_seed_${randomBytes(6).toString('hex')}`
  let admin: Database | undefined
  const servers: Database[] = []
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()))
    await admin?.executeSql(`drop database if exists ${name} with (force)`)
    await admin?.close()
  })

  it('make one catalogue between them, each picture once', async () => {
    admin = await openDatabase({ kind: 'postgres', url: adminUrl, maxConnections: 1 })
    await admin.executeSql(`create database ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    // Two pools, as two server processes have: the advisory lock is all they share.
    for (let i = 0; i < 2; i++)
      servers.push(await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 }))
    await Promise.all(servers.map((s) => s.migrate()))
    // More than one chunk (12 pictures a turn of the lock), so the two take turns.
    const size = 15
    const made = await Promise.all(servers.map((s) => seedCatalog(s, size).done))
    expect(made[0] + made[1]).toBe(size)
    const { rows } = await (servers[0] as Database).executeSql(
      'select id from images where daily_date is null',
    )
    const ids = (rows as { id: string }[]).map((r) => r.id).sort()
    expect(ids).toEqual(
      catalogEntries()
        .slice(0, size)
        .map((e) => e.id)
        .sort(),
    )
    // The Daily page's days too, once between them.
    const daily = await (servers[1] as Database).executeSql(
      'select count(*)::int as n from images where daily_date is not null',
    )
    expect(daily.rows).toEqual([{ n: 14 }])
    // A third start finds everything made.
    expect(await seedCatalog(servers[1] as Database, size).done).toBe(0)
  }, 180_000)
})

describe('seeding on a fresh start', () => {
  it("makes the Daily page's days after the first page, today first, before the rest", async () => {
    const database = await pgliteTarget.open()
    try {
      // One chunk (12 pictures) is the first page; the 13th picture is the rest of the catalogue.
      expect(await seedCatalog(database, 13, { firstPage: 1 }).done).toBe(13)
      const { rows } = await database.executeSql(
        'select position, daily_date::text, created_at from images order by created_at',
      )
      const made = (
        rows as { position: number; daily_date: string | null; created_at: Date }[]
      ).map((r) => ({ ...r, at: r.created_at.getTime() }))
      const daily = made.filter((r) => r.daily_date !== null)
      expect(daily.map((r) => r.daily_date)).toEqual(dailyPageDays(Date.now()))
      const firstPage = made.filter((r) => r.daily_date === null && r.position < 12)
      const rest = made.filter((r) => r.daily_date === null && r.position >= 12)
      expect(firstPage).toHaveLength(12)
      expect(Math.max(...firstPage.map((r) => r.at))).toBeLessThan(daily[0]?.at ?? 0)
      expect(Math.max(...daily.map((r) => r.at))).toBeLessThan(rest[0]?.at ?? 0)
    } finally {
      await database.close()
    }
  }, 180_000)
})
