import { WORKS_MAX_PER_USER } from '@huey/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount } from '../../test/accounts'
import { databaseTargets } from '../../test/databases'
import { buildTestApp, testConfig } from '../../test/helper'
import { addPicture, puzzleSvg } from '../../test/pictures'
import type { Database } from '../db/database'
import { creations, works } from '../db/schema'

describe.each(await databaseTargets())('works fair use on $name', (target) => {
  let database: Database
  let app: FastifyInstance
  let limited: FastifyInstance

  beforeAll(async () => {
    database = await target.open()
    app = await buildTestApp({ database })
    // A second server on the same database whose 120 saves a minute are scaled down to 6.
    limited = await buildTestApp({ database, config: testConfig({ RATE_LIMIT_SCALE: '0.05' }) })
    await addPicture(database, 'fair-01', 40)
    for (let i = 0; i < 5; i++) await addPicture(database, `page-${i}`, 10)
  })
  afterAll(async () => {
    await app.close()
    await limited.close()
    await database.close()
  })

  const signedIn = () => signedInAccount(app)
  const put = (headers: Record<string, string>, imageId: string, filled: number[], on = app) =>
    on.inject({ method: 'PUT', url: `/works/${imageId}`, headers, payload: { filled } })
  const get = (headers: Record<string, string>, query = '') =>
    app.inject({ method: 'GET', url: `/works${query}`, headers })

  it('refuses a picture that is neither in the catalogue nor the caller’s own', async () => {
    const { headers } = await signedIn()
    const res = await put(headers, 'made-up-picture', [1])
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toEqual(expect.any(String))
    expect((await get(headers)).json()).toEqual([])
  })

  it('refuses regions the picture does not have, naming the first', async () => {
    const { headers } = await signedIn()
    const res = await put(headers, 'fair-01', [3, 41, 99])
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('Region 41 is not in this picture.')
    expect((await put(headers, 'fair-01', [1, 40])).json().filled).toEqual([1, 40])
  })

  it('takes progress on the caller’s own puzzle, not on someone else’s', async () => {
    const owner = await signedIn()
    const stranger = await signedIn()
    await database.db.insert(creations).values({
      userId: owner.userId,
      imageId: 'own-abc-1',
      title: 'Dog',
      difficulty: 'easy',
      svgData: puzzleSvg([1, 2, 5]),
      colors: ['#ff0000'],
      regionCount: 3,
      thumbnail: 'data:image/png;base64,AA==',
      createdAt: new Date(),
    })
    expect((await put(owner.headers, 'own-abc-1', [2, 5])).statusCode).toBe(200)
    expect((await put(owner.headers, 'own-abc-1', [3])).statusCode).toBe(400)
    expect((await put(stranger.headers, 'own-abc-1', [2])).statusCode).toBe(404)
  })

  it(`keeps at most ${WORKS_MAX_PER_USER} works, and the kept ones still save`, async () => {
    const { headers, userId } = await signedIn()
    await database.db.execute(
      sql`insert into works (user_id, image_id, filled)
          select ${userId}::uuid, 'old-' || i, '[1]'::jsonb
          from generate_series(1, ${WORKS_MAX_PER_USER - 1}) as i`,
    )
    expect((await put(headers, 'page-0', [1])).statusCode).toBe(200)
    const over = await put(headers, 'page-1', [1])
    expect(over.statusCode).toBe(409)
    expect(over.json().error).toBe('At most 2,000 pictures are kept in an account.')
    expect((await put(headers, 'page-0', [2])).json().filled).toEqual([1, 2])
  })

  it('limits saves per user and says how long to wait', async () => {
    const a = await signedIn()
    const b = await signedIn()
    const codes: number[] = []
    for (let i = 1; i <= 7; i++) {
      codes.push((await put(a.headers, 'fair-01', [i], limited)).statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429])
    const last = await put(a.headers, 'fair-01', [8], limited)
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
    expect((await put(b.headers, 'fair-01', [1], limited)).statusCode).toBe(200)
  })

  it('pages through every work with a cursor, and GET without a query still answers them all', async () => {
    const { headers } = await signedIn()
    for (let i = 0; i < 5; i++) await put(headers, `page-${i}`, [i + 1])
    const seen: string[] = []
    let query = '?limit=2'
    for (let pages = 0; pages < 5; pages++) {
      const page = (await get(headers, query)).json()
      expect(page.works.length).toBeLessThanOrEqual(2)
      seen.push(...page.works.map((w: { imageId: string }) => w.imageId))
      if (!page.next) break
      query = `?limit=2&cursor=${encodeURIComponent(page.next)}`
    }
    expect(seen).toEqual(['page-0', 'page-1', 'page-2', 'page-3', 'page-4'])
    const all = (await get(headers)).json()
    expect(all.map((w: { imageId: string }) => w.imageId)).toEqual([...seen].reverse())
  })

  it('answers only the works changed since the last sync', async () => {
    const { headers, userId } = await signedIn()
    for (let i = 0; i < 3; i++) await put(headers, `page-${i}`, [1])
    await database.db
      .update(works)
      .set({ updatedAt: new Date('2025-01-01T00:00:00Z') })
      .where(sql`${works.userId} = ${userId}`)
    const first = (await get(headers, '?limit=50')).json()
    expect(first.works).toHaveLength(3)
    expect(Date.parse(first.syncedAt)).toBeGreaterThan(Date.parse('2025-01-02T00:00:00Z'))
    await put(headers, 'page-1', [2])
    const since = (await get(headers, `?since=${encodeURIComponent(first.syncedAt)}`)).json()
    expect(since.works.map((w: { imageId: string }) => w.imageId)).toEqual(['page-1'])
    expect(since.works[0].filled).toEqual([1, 2])
  })

  it.each(['?cursor=nonsense', '?limit=0', '?limit=101', '?since=yesterday'])(
    'refuses the query %s with a 400',
    async (query) => {
      const { headers } = await signedIn()
      const res = await get(headers, query)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toEqual(expect.any(String))
    },
  )
})
