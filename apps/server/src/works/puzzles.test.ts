import { createPuzzle, toSvg } from '@huey/pbn'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount } from '../../test/accounts'
import { type DatabaseTarget, databaseTargets } from '../../test/databases'
import { buildTestApp } from '../../test/helper'
import type { Database } from '../db/database'

const [pglite] = (await databaseTargets()) as [DatabaseTarget]

function madePuzzle() {
  const width = 48
  const height = 32
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    data.set([i % width < 24 ? 200 : 30, (i / width) * 8, 90, 255], i * 4)
  }
  const { puzzle } = createPuzzle({ data, width, height }, { preset: 'easy', seed: 7 })
  return {
    title: 'Our dog',
    difficulty: 'easy',
    svgData: toSvg(puzzle),
    colors: [...puzzle.palette],
    regions: puzzle.regions.length,
    thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
    createdAt: '2026-11-22T10:00:00.000Z',
  }
}

describe('/works/puzzles', () => {
  let database: Database
  let app: FastifyInstance
  const creation = madePuzzle()

  beforeAll(async () => {
    database = await pglite.open()
    app = await buildTestApp({ database })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const signedIn = async () => (await signedInAccount(app)).headers
  const put = (headers: Record<string, string>, id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/works/puzzles/${id}`, headers, payload })
  const get = (headers: Record<string, string>, url: string) =>
    app.inject({ method: 'GET', url, headers })

  it('keeps a made puzzle and gives it back whole on another device', async () => {
    const auth = await signedIn()
    const saved = await put(auth, 'own-abc123-x1', creation)
    expect(saved.statusCode, saved.body).toBe(200)
    const list = (await get(auth, '/works/puzzles')).json()
    expect(list).toEqual([
      {
        imageId: 'own-abc123-x1',
        title: 'Our dog',
        difficulty: 'easy',
        regions: creation.regions,
        createdAt: creation.createdAt,
      },
    ])
    const whole = (await get(auth, '/works/puzzles/own-abc123-x1')).json()
    expect(whole).toEqual({ imageId: 'own-abc123-x1', ...creation })
  })

  it('keeps the first copy when a device sends it again', async () => {
    const auth = await signedIn()
    await put(auth, 'own-again', creation)
    expect((await put(auth, 'own-again', { ...creation, title: 'Renamed' })).statusCode).toBe(200)
    expect((await get(auth, '/works/puzzles/own-again')).json().title).toBe('Our dog')
  })

  it('shows nobody else’s puzzles', async () => {
    const a = await signedIn()
    const b = await signedIn()
    await put(a, 'own-private', creation)
    expect((await get(b, '/works/puzzles')).json()).toEqual([])
    expect((await get(b, '/works/puzzles/own-private')).statusCode).toBe(404)
  })

  it.each([
    ['an id that is not a created picture', 'mandalas-01', creation],
    ['svgData that is not its puzzle', 'own-bad1', { ...creation, regions: creation.regions + 1 }],
    ['a thumbnail that is not an image', 'own-bad2', { ...creation, thumbnail: 'javascript:1' }],
    ['a colour that is not hex', 'own-bad3', { ...creation, colors: ['red'] }],
    ['no title', 'own-bad4', { ...creation, title: '' }],
  ])('refuses %s with a 400', async (_name, id, payload) => {
    const res = await put(await signedIn(), id, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual(expect.any(String))
  })

  it('needs a session', async () => {
    expect((await get({}, '/works/puzzles')).statusCode).toBe(401)
    expect((await put({}, 'own-x', creation)).statusCode).toBe(401)
  })

  it('deletes the puzzles with the account', async () => {
    const auth = await signedIn()
    await put(auth, 'own-gone', creation)
    await app.inject({ method: 'DELETE', url: '/auth/delete-account', headers: auth })
    const { rows } = (await database.db.execute(
      "select count(*)::int as n from creations where image_id = 'own-gone'" as never,
    )) as unknown as { rows: { n: number }[] }
    expect(rows[0]?.n).toBe(0)
  })
})
