import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../../test/databases'
import { buildTestApp } from '../../test/helper'
import type { Database } from '../db/database'
import { catalogCategories, catalogEntries, listedRow } from './catalogue'
import { isoDay } from './daily'
import type { CatalogEntry } from './entries'
import { seedCatalog } from './seeder'
import { categoryNameIn, collectionNameIn, searchWordsIn, wordsIn } from './words/words'

const daysAgo = (n: number) => isoDay(Date.now() - n * 86_400_000)
const catalogEntry = (i: number) => catalogEntries()[i] as CatalogEntry
const ids = (images: { _id: string }[]) => images.map((i) => i._id)

describe.each(await databaseTargets())('catalogue on $name', (target) => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    database = await target.open()
    // Two servers starting together on one empty database make one catalogue between them (the
    // Daily page's days are made here on asking: seeder.test.ts sees the seeder make them).
    const seed = () => seedCatalog(database, 8, { dailyPage: false }).done
    const made = await Promise.all([seed(), seed()])
    expect(made[0] + made[1]).toBe(8)
    app = await buildTestApp({ database })
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })

  it('seeds idempotently: a second run makes nothing, and the rows are not doubled', async () => {
    expect(await seedCatalog(database, 8, { dailyPage: false }).done).toBe(0)
    expect((await get('/images?limit=100')).json().images).toHaveLength(8)
  })

  it('names the categories in the reader’s language, by ?lang= or Accept-Language', async () => {
    const order = catalogCategories().map((c) => c.id)
    const names = async (url: string, headers?: Record<string, string>) =>
      (await get(url, headers)).json().map((c: { _id: string; name: string }) => [c._id, c.name])
    expect(await names('/categories')).toEqual(order.map((id) => [id, categoryNameIn('en-US', id)]))
    expect(await names('/categories?lang=es')).toEqual(
      order.map((id) => [id, categoryNameIn('es', id)]),
    )
    expect(await names('/categories', { 'accept-language': 'de-AT,de;q=0.9' })).toEqual(
      order.map((id) => [id, categoryNameIn('de', id)]),
    )
    // ?lang= wins over the header.
    expect(await names('/categories?lang=pt-BR', { 'accept-language': 'fr' })).toEqual(
      order.map((id) => [id, categoryNameIn('pt-BR', id)]),
    )
    expect((await get('/categories')).headers.vary).toMatch(/accept-language/i)
  })

  it('pages through the gallery with a cursor, titles and tags in the reader’s language', async () => {
    const first = (await get('/images?limit=5&lang=fr')).json()
    const row = listedRow(catalogEntry(0))
    expect(first.images[0]).toMatchObject({
      _id: row.id,
      title: row.titles?.fr,
      tags: row.words?.fr,
      thumbnail: `/images/${row.id}/thumbnail`,
      thumbnail2x: `/images/${row.id}/thumbnail?scale=2`,
    })
    expect(first.images[0].regions).toBeGreaterThan(5)
    const second = (await get(`/images?limit=5&cursor=${first.nextCursor}`)).json()
    expect(ids(second.images)).toEqual([5, 6, 7].map((i) => catalogEntry(i).id))
    expect(second.nextCursor).toBeNull()
  })

  it('filters by category and by the children’s and adults’ shelves', async () => {
    const eight = catalogEntries().slice(0, 8)
    for (const shelf of new Set(eight.flatMap((e) => e.shelves))) {
      const res = (await get(`/images?category=${shelf}`)).json()
      expect(ids(res.images), shelf).toEqual(
        eight.filter((e) => e.shelves.includes(shelf)).map((e) => e.id),
      )
    }
  })

  it('finds pictures by words of the reader’s language only, plurals and unaccented too', async () => {
    const entry = catalogEntry(0)
    const keys = { style: entry.style.id, subject: entry.variant.subject, category: entry.category }
    const found = async (q: string, lang: string) =>
      ids((await get(`/images?limit=100&lang=${lang}&q=${encodeURIComponent(q)}`)).json().images)
    const es = wordsIn.es.subjects[keys.subject]
    const en = wordsIn['en-US'].subjects[keys.subject]
    if (!es || !en) throw new Error('no words')
    expect(await found(es.one, 'es')).toContain(entry.id)
    expect(await found(es.many, 'es')).toContain(entry.id)
    expect(await found(en.one, 'en-US')).toContain(entry.id)
    if (es.one.toLowerCase() !== en.one.toLowerCase())
      expect(await found(es.one, 'en-US')).not.toContain(entry.id)
    const accented = searchWordsIn('fr', keys).find((w) => w !== w.normalize('NFD'))
    if (accented)
      expect(await found(accented.normalize('NFD').replace(/\p{M}/gu, ''), 'fr')).toContain(
        entry.id,
      )
    expect(await found(`${es.one} zzzz`, 'es')).toEqual([])
    expect(await found('100%', 'es')).toEqual([])
  })

  it('matches the start of words only', async () => {
    const en = wordsIn['en-US'].subjects[catalogEntry(0).variant.subject]?.one ?? ''
    const inside = en.toLowerCase().slice(1, 4)
    const res = (await get(`/images?q=${encodeURIComponent(inside)}`)).json()
    for (const image of res.images)
      expect(`${image.title} ${image.tags.join(' ')}`.toLowerCase()).toMatch(
        new RegExp(`(^|[^\\p{L}])${inside}`, 'u'),
      )
  })

  it('filters by difficulty, and combines filters', async () => {
    const all = (await get('/images?limit=100')).json().images as {
      _id: string
      difficulty: string
      categories: string[]
    }[]
    for (const level of ['easy', 'medium', 'hard']) {
      const res = (await get(`/images?difficulty=${level}`)).json()
      expect(res.images).toHaveLength(all.filter((i) => i.difficulty === level).length)
      for (const image of res.images) expect(image.difficulty).toBe(level)
    }
    const first = all[0]
    const both = (
      await get(`/images?category=${first?.categories[0]}&difficulty=${first?.difficulty}`)
    ).json()
    expect(ids(both.images)).toContain(first?._id)
  })

  it('shows this season’s collections as rows of pictures, named in the reader’s language', async () => {
    const rows = (await get('/collections?lang=de')).json() as {
      _id: string
      name: string
      images: unknown[]
    }[]
    for (const row of rows) {
      expect(row.images.length).toBeGreaterThan(0)
      expect(row.name).toBe(collectionNameIn('de', row._id))
    }
  })

  it.each([
    '/images?limit=0',
    '/images?limit=101',
    '/images?cursor=-1',
    '/images?limit=abc',
    '/images?difficulty=extreme',
    `/images?q=${'a'.repeat(81)}`,
    '/images/x/thumbnail?scale=3',
    '/images?lang=klingon',
    '/categories?lang=xx',
  ])('answers %s with a 400 and an error', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual(expect.any(String))
  })

  it('gives a free picture with its puzzle to anyone, and 404 for an unknown id', async () => {
    const res = await get(`/images/${catalogEntry(0).id}`, { 'accept-language': 'pt-BR' })
    expect(res.statusCode).toBe(200)
    expect(res.json().title).toBe(listedRow(catalogEntry(0)).titles?.['pt-BR'])
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

  it('makes the picture of each day on first request and keeps it, titled in each language', async () => {
    const day = daysAgo(1)
    const first = (await get(`/daily-images?from=${day}&to=${daysAgo(0)}`)).json()
    expect(first.map((d: { date: string }) => d.date)).toEqual([daysAgo(0), day])
    expect(first[0].image.premium).toBe(false)
    const again = (await get(`/daily-images?from=${day}&to=${day}`)).json()
    expect(again[0].image._id).toBe(first[1].image._id)
    expect(first[0].image.title).not.toBe(first[1].image.title)
    const gallery = new Set(catalogEntries().map((e) => listedRow(e).title))
    for (const d of first) expect(gallery.has(d.image.title)).toBe(false)
    const month = (lang: string) =>
      new Date(`${day}T00:00:00Z`).toLocaleDateString(lang, { month: 'long', timeZone: 'UTC' })
    for (const lang of ['es', 'fr', 'de', 'pt-BR']) {
      const titled = (await get(`/daily-images?from=${day}&to=${day}&lang=${lang}`)).json()
      expect(titled[0].image.title.toLowerCase()).toContain(month(lang).toLowerCase())
    }
  }, 120_000)

  it('puts days older than a week in the premium archive', async () => {
    const old = daysAgo(9)
    const res = (await get(`/daily-images?from=${old}&to=${old}`)).json()
    expect(res[0].image.premium).toBe(true)
    expect((await get(`/images/${res[0].image._id}`)).statusCode).toBe(403)
  }, 120_000)

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
