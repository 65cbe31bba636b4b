import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../../test/databases'
import { buildTestApp } from '../../test/helper'
import type { Database } from '../db/database'
import { isoDay } from './daily'
import { type CatalogEntry, catalogEntries } from './entries'
import { seedCatalog } from './seeder'

const daysAgo = (n: number) => isoDay(Date.now() - n * 86_400_000)
const catalogEntry = (i: number) => catalogEntries()[i] as CatalogEntry

describe.each(await databaseTargets())('catalogue on $name', (target) => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    database = await target.open()
    // Two servers starting together on one empty database make one catalogue between them.
    const made = await Promise.all([seedCatalog(database, 8).done, seedCatalog(database, 8).done])
    expect(made[0] + made[1]).toBe(8)
    app = await buildTestApp({ database })
  }, 120_000)
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })

  it('seeds idempotently: a second run makes nothing, and the rows are not doubled', async () => {
    expect(await seedCatalog(database, 8).done).toBe(0)
    expect((await get('/images?limit=100')).json().images).toHaveLength(8)
  })

  it('lists the thirteen categories in order, under the names the gallery shows', async () => {
    const res = await get('/categories')
    expect(res.json().map((c: { name: string }) => c.name)).toEqual([
      'Animals',
      'Birds',
      'Ocean',
      'Flowers',
      'Garden',
      'Food',
      'Vehicles',
      'Buildings & Cities',
      'Space',
      'Fantasy',
      'Mandalas',
      'Patterns',
      'Seasons',
    ])
    expect(res.json()[7]).toMatchObject({ _id: 'cities' })
  })

  it('pages through the gallery with a cursor', async () => {
    const first = (await get('/images?limit=5')).json()
    expect(first.images).toHaveLength(5)
    expect(first.images[0]).toMatchObject({
      _id: catalogEntry(0).id,
      title: catalogEntry(0).title,
      tags: [...catalogEntry(0).tags],
      thumbnail: `/images/${catalogEntry(0).id}/thumbnail`,
    })
    expect(first.images[0].regions).toBeGreaterThan(5)
    const second = (await get(`/images?limit=5&cursor=${first.nextCursor}`)).json()
    expect(second.images.map((i: { _id: string }) => i._id)).toEqual(
      [5, 6, 7].map((i) => catalogEntry(i).id),
    )
    expect(second.nextCursor).toBeNull()
  })

  it('filters by category', async () => {
    const res = (await get('/images?category=ocean')).json()
    expect(res.images.map((i: { _id: string }) => i._id)).toEqual([catalogEntry(2).id])
  })

  it('finds pictures by words of their titles and tags, every word counting', async () => {
    const fox = catalogEntry(0)
    const byTitle = (await get(`/images?q=${encodeURIComponent(fox.title.toUpperCase())}`)).json()
    expect(byTitle.images.map((i: { _id: string }) => i._id)).toEqual([fox.id])
    const byTag = (await get('/images?q=portrait')).json()
    expect(byTag.images.length).toBeGreaterThan(1)
    for (const image of byTag.images) expect(image.tags).toContain('portrait')
    expect((await get('/images?q=portrait%20zzzz')).json().images).toEqual([])
    expect((await get('/images?q=100%25')).json().images).toEqual([])
  })

  it('matches the start of words, and plurals find the singular', async () => {
    const ids = async (q: string) =>
      (await get(`/images?q=${q}`)).json().images.map((i: { _id: string }) => i._id)
    // "Fox", "Owl" and "Automobile" hold "ox", "wl" and "mob", but no word starts with them.
    for (const inside of ['ox', 'wl', 'mob']) expect(await ids(inside)).toEqual([])
    expect(await ids('auto')).toEqual([catalogEntry(6).id])
    expect(await ids('roses')).toEqual([catalogEntry(3).id])
    expect(await ids('foxes')).toEqual([catalogEntry(0).id])
    expect(await ids('polka%20dot')).toEqual([catalogEntry(1).id])
  })

  it('filters by difficulty, and combines filters', async () => {
    const all = (await get('/images?limit=100')).json().images as {
      difficulty: string
      categories: string[]
    }[]
    for (const level of ['easy', 'medium', 'hard']) {
      const res = (await get(`/images?difficulty=${level}`)).json()
      expect(res.images).toHaveLength(all.filter((i) => i.difficulty === level).length)
      for (const image of res.images) expect(image.difficulty).toBe(level)
    }
    const first = catalogEntry(0)
    const both = (await get(`/images?category=${first.category}&q=portrait`)).json()
    expect(both.images.map((i: { _id: string }) => i._id)).toEqual([first.id])
  })

  it('shows seasonal collections as rows of pictures', async () => {
    const rows = (await get('/collections')).json() as { _id: string; images: unknown[] }[]
    for (const row of rows) expect(row.images.length).toBeGreaterThan(0)
  })

  it.each([
    '/images?limit=0',
    '/images?limit=101',
    '/images?cursor=-1',
    '/images?limit=abc',
    '/images?difficulty=extreme',
    `/images?q=${'a'.repeat(81)}`,
    '/images/x/thumbnail?scale=3',
  ])('answers %s with a 400 and an error', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual(expect.any(String))
  })

  it('gives a free picture with its puzzle to anyone, and 404 for an unknown id', async () => {
    const res = await get(`/images/${catalogEntry(0).id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().svgData).toMatch(/^<svg /)
    expect(res.json().colors.length).toBeGreaterThan(1)
    expect((await get('/images/nope')).statusCode).toBe(404)
  })

  it('keeps premium pictures for premium members', async () => {
    const premiumId = catalogEntry(3).id
    const guest = await get(`/images/${premiumId}`)
    expect(guest.statusCode).toBe(403)
    expect(guest.json()).toMatchObject({ error: 'This picture is for premium members.' })
    const email = `cat-${Date.now()}@example.com`
    await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email, password: 'painting by numbers', name: 'P', birthdate: '1980-01-01' },
    })
    const { token } = (
      await app.inject({
        method: 'POST',
        url: '/auth/signin',
        payload: { email, password: 'painting by numbers' },
      })
    ).json()
    const auth = { authorization: `Bearer ${token}` }
    expect((await get(`/images/${premiumId}`, auth)).statusCode).toBe(403)
    await app.inject({ method: 'POST', url: '/auth/upgrade', headers: auth })
    expect((await get(`/images/${premiumId}`, auth)).statusCode).toBe(200)
  })

  it('serves thumbnails as WebP with an ETag and long caching', async () => {
    const url = `/images/${catalogEntry(1).id}/thumbnail`
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toContain('max-age=86400')
    const again = await get(url, { 'if-none-match': String(res.headers.etag) })
    expect(again.statusCode).toBe(304)
    const listed = (await get('/images?limit=2')).json().images[1]
    expect(listed.thumbnail2x).toBe(`${url}?scale=2`)
    const sharp2x = await get(listed.thumbnail2x)
    expect(sharp2x.headers['content-type']).toBe('image/webp')
    expect(sharp2x.rawPayload.length).toBeGreaterThan(res.rawPayload.length)
  })

  it('compresses list answers', async () => {
    const res = await get('/images?limit=8', { 'accept-encoding': 'br, gzip' })
    expect(res.headers['content-encoding']).toMatch(/br|gzip/)
  })

  it('makes the picture of each day on first request and keeps it', async () => {
    const day = daysAgo(1)
    const first = (await get(`/daily-images?from=${day}&to=${daysAgo(0)}`)).json()
    expect(first.map((d: { date: string }) => d.date)).toEqual([daysAgo(0), day])
    expect(first[0].image.premium).toBe(false)
    const again = (await get(`/daily-images?from=${day}&to=${day}`)).json()
    expect(again[0].image._id).toBe(first[1].image._id)
    expect(first[0].image.title).not.toBe(first[1].image.title)
    const gallery = new Set(catalogEntries().map((e) => e.title))
    for (const d of first) expect(gallery.has(d.image.title)).toBe(false)
  })

  it('puts days older than a week in the premium archive', async () => {
    const old = daysAgo(9)
    const res = (await get(`/daily-images?from=${old}&to=${old}`)).json()
    expect(res[0].image.premium).toBe(true)
    expect((await get(`/images/${res[0].image._id}`)).statusCode).toBe(403)
  })

  it.each([
    [`/daily-images?to=${daysAgo(-1)}`, /future/],
    [`/daily-images?from=${daysAgo(40)}&to=${daysAgo(0)}`, /at most 31 days/],
    [`/daily-images?from=${daysAgo(0)}&to=${daysAgo(2)}`, /on or before/],
    ['/daily-images?from=yesterday', /date/],
  ])('refuses %s', async (url, message) => {
    const res = await get(url)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(message)
  })
})
