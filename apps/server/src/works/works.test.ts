import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../../test/databases'
import { buildTestApp } from '../../test/helper'
import { addPicture } from '../../test/pictures'
import type { Database } from '../db/database'

describe.each(await databaseTargets())('works on $name', (target) => {
  let database: Database
  let app: FastifyInstance
  let n = 0

  beforeAll(async () => {
    database = await target.open()
    app = await buildTestApp({ database })
    for (const id of ['mandalas-01', 'ocean-01', 'space-01', 'flowers-01', 'flowers-02']) {
      await addPicture(database, id)
    }
    await addPicture(database, 'geometric-01')
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  async function signedIn(): Promise<Record<string, string>> {
    const email = `works-${Date.now()}-${n++}@example.com`
    await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email, password: 'colour every day', name: 'W', birthdate: '1985-01-01' },
      remoteAddress: `10.3.0.${n}`,
    })
    const res = await app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email, password: 'colour every day' },
      remoteAddress: `10.3.1.${n}`,
    })
    return { authorization: `Bearer ${res.json().token}` }
  }
  const put = (headers: Record<string, string>, imageId: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/works/${imageId}`, headers, payload })

  it('merges progress from two devices by union and answers the merged set', async () => {
    const auth = await signedIn()
    expect((await put(auth, 'mandalas-01', { filled: [1, 2, 3] })).json().filled).toEqual([1, 2, 3])
    const merged = (await put(auth, 'mandalas-01', { filled: [3, 4] })).json()
    expect([...merged.filled].sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4])
    expect(merged.completedAt).toBeNull()
  })

  it('loses nothing when two devices save at the same moment', async () => {
    const auth = await signedIn()
    await Promise.all([
      put(auth, 'ocean-01', { filled: [1, 2] }),
      put(auth, 'ocean-01', { filled: [3, 4] }),
      put(auth, 'ocean-01', { filled: [5] }),
    ])
    const [work] = (await app.inject({ method: 'GET', url: '/works', headers: auth })).json()
    expect([...work.filled].sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps the first completion time', async () => {
    const auth = await signedIn()
    const first = '2026-05-01T10:00:00.000Z'
    await put(auth, 'space-01', { filled: [1], completedAt: first })
    const again = (
      await put(auth, 'space-01', { filled: [1], completedAt: '2026-06-01T10:00:00.000Z' })
    ).json()
    expect(again.completedAt).toBe(first)
  })

  it('lists only the caller’s works, newest first', async () => {
    const a = await signedIn()
    const b = await signedIn()
    await put(a, 'flowers-01', { filled: [1] })
    await put(a, 'geometric-01', { filled: [2] })
    await put(b, 'flowers-01', { filled: [9] })
    const list = (await app.inject({ method: 'GET', url: '/works', headers: a })).json()
    expect(list.map((w: { imageId: string }) => w.imageId)).toEqual(['geometric-01', 'flowers-01'])
  })

  it('deletes the works with the account', async () => {
    const auth = await signedIn()
    await put(auth, 'flowers-02', { filled: [1, 2] })
    await app.inject({ method: 'DELETE', url: '/auth/delete-account', headers: auth })
    const { rows } = (await database.db.execute(
      "select count(*)::int as n from works where image_id = 'flowers-02'" as never,
    )) as unknown as { rows: { n: number }[] }
    expect(rows[0]?.n).toBe(0)
  })

  it.each([[{ filled: 'all' }], [{ filled: [0] }], [{ filled: [1.5] }], [{}]])(
    'refuses the body %o with a 400',
    async (payload) => {
      const auth = await signedIn()
      const res = await put(auth, 'x', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toEqual(expect.any(String))
    },
  )

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/works' })).statusCode).toBe(401)
    expect((await put({}, 'x', { filled: [1] })).statusCode).toBe(401)
  })
})
