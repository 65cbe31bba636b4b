import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../../test/databases'
import { buildTestApp } from '../../test/helper'
import type { Database } from '../db/database'
import { catalogEntries } from './catalogue'
import { findImage } from './repository'
import { type Seeding, seedCatalog } from './seeder'

const SIZE = 24

describe.each(await databaseTargets())('pictures made on demand on $name', (target) => {
  let database: Database
  let app: FastifyInstance
  let seeding: Seeding
  let seeded = false
  // The pictures in gallery order: the seeder makes the last ones last.
  const gallery = [...catalogEntries().slice(0, SIZE)].sort((a, b) => a.position - b.position)
  const free = gallery.filter((e) => !e.premium)

  beforeAll(async () => {
    database = await target.open()
    app = await buildTestApp({ database })
    // No first page: the server answers while the seeder draws every thumbnail, then every puzzle.
    seeding = seedCatalog(database, SIZE, { firstPage: 0, dailyPage: false })
    void seeding.done.then(() => {
      seeded = true
    })
    // With no first page, it settles once the rows are listed, before anything is drawn.
    await seeding.firstPage
  }, 120_000)
  afterAll(async () => {
    await seeding.stop()
    await app.close()
    await database.close()
  }, 120_000)

  const get = (url: string) => app.inject({ method: 'GET', url })

  it('lists the whole catalogue while its pictures are still being made', async () => {
    const page = await get(`/images?limit=${SIZE}`)
    expect(page.statusCode).toBe(200)
    expect(page.json().images.map((i: { _id: string }) => i._id)).toEqual(gallery.map((e) => e.id))
    expect(seeded).toBe(false)
  })

  it('makes a picture the seeder has not reached as soon as it is opened, and keeps it', async () => {
    const last = free.at(-1)?.id ?? ''
    expect((await findImage(database.db, last))?.svgData).toBeNull()
    const opened = await get(`/images/${last}`)
    expect(opened.statusCode).toBe(200)
    expect(opened.json().svgData).toMatch(/^<svg /)
    expect(opened.json().regions).toBeGreaterThan(0)
    // Answered before the seeder got through the catalogue: it did not wait in its queue.
    expect(seeded).toBe(false)
    expect((await findImage(database.db, last))?.svgData).toBe(opened.json().svgData)
  }, 120_000)

  it('draws a thumbnail not drawn yet on asking, and answers the gallery meanwhile', async () => {
    const lacking = [...free].reverse().find((e) => e.id !== free.at(-1)?.id)?.id ?? ''
    const answers: number[] = []
    const asking = (async () => {
      while (answers.length < 5) answers.push((await get('/images?limit=24')).statusCode)
    })()
    const thumbnail = await get(`/images/${lacking}/thumbnail`)
    await asking
    expect(thumbnail.statusCode).toBe(200)
    expect(thumbnail.headers['content-type']).toBe('image/webp')
    expect(answers).toEqual([200, 200, 200, 200, 200])
    expect(seeded).toBe(false)
  }, 120_000)
})
