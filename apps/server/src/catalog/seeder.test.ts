import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { databaseTargets, pgliteTarget } from '../../test/databases'
import { adminUrl } from '../../test/services'
import { type Database, openDatabase } from '../db/database'
import { catalogEntries } from './catalogue'
import { dailyPageDays } from './daily'
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
  }, 400_000)
})

describe('seeding on a fresh start', () => {
  it('lists every picture at once, makes the first page, the thumbnails, the Daily page, then the rest', async () => {
    const database = await pgliteTarget.open()
    const made = async () =>
      (
        await database.executeSql(
          'select count(*) filter (where svg_data is not null)::int as puzzles, count(*) filter (where thumbnail is not null)::int as thumbnails, count(*) filter (where daily_date is not null)::int as days, count(*)::int as rows from images',
        )
      ).rows[0]
    try {
      // One chunk (12 pictures) is the first page; the 13th picture is the rest of the catalogue.
      const seeding = seedCatalog(database, 13, { firstPage: 1 })
      await seeding.firstPage
      expect(await made()).toEqual({ puzzles: 12, thumbnails: 12, days: 0, rows: 13 })
      await seeding.listed
      expect(await made()).toMatchObject({ puzzles: 12, thumbnails: 13 })
      expect(await seeding.done).toBe(14)
      expect(await made()).toEqual({
        puzzles: 13 + 14,
        thumbnails: 13 + 14,
        days: 14,
        rows: 13 + 14,
      })
      const { rows } = await database.executeSql(
        'select daily_date::text as day from images where daily_date is not null order by daily_date desc',
      )
      expect((rows as { day: string }[]).map((r) => r.day)).toEqual(dailyPageDays(Date.now()))
    } finally {
      await database.close()
    }
  }, 400_000)
})
