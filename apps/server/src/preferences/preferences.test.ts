import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount } from '../../test/accounts'
import { databaseTargets } from '../../test/databases'
import { buildTestApp, fastHash } from '../../test/helper'
import type { Database } from '../db/database'

describe.each(await databaseTargets())('/auth/preferences on $name', (target) => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    database = await target.open()
    app = await buildTestApp({ database, hashParams: fastHash })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const get = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/auth/preferences', headers })
  const put = (headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'PUT', url: '/auth/preferences', headers, payload: payload as object })

  it('answers no preferences for an account that never chose any', async () => {
    const { headers } = await signedInAccount(app)
    const res = await get(headers)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ preferences: {}, updatedAt: null })
  })

  it('keeps what a device chose and gives it to another device of the same account', async () => {
    const account = await signedInAccount(app)
    const saved = await put(account.headers, { largeNumbers: true, colourBlind: true })
    expect(saved.json().preferences).toEqual({ largeNumbers: true, colourBlind: true })
    expect(saved.json().updatedAt).toEqual(expect.any(String))
    const elsewhere = await get(account.headers)
    expect(elsewhere.json().preferences).toEqual({ largeNumbers: true, colourBlind: true })
  })

  it('changes only the keys sent, so the language and the colouring settings never undo each other', async () => {
    const { headers } = await signedInAccount(app)
    await put(headers, { language: 'fr' })
    await put(headers, { leftHanded: true, reducedMotion: false })
    expect((await get(headers)).json().preferences).toEqual({
      language: 'fr',
      leftHanded: true,
      reducedMotion: false,
    })
  })

  it('keeps both of two changes to different keys sent at the same moment', async () => {
    const { headers } = await signedInAccount(app)
    await Promise.all([
      put(headers, { highContrast: true }),
      put(headers, { language: 'de' }),
      put(headers, { largeNumbers: false }),
    ])
    expect((await get(headers)).json().preferences).toEqual({
      highContrast: true,
      language: 'de',
      largeNumbers: false,
    })
  })

  it('removes a key sent as null, back to the default', async () => {
    const { headers } = await signedInAccount(app)
    await put(headers, { reducedMotion: true, language: 'es' })
    const res = await put(headers, { reducedMotion: null })
    expect(res.json().preferences).toEqual({ language: 'es' })
  })

  it('keeps each account’s preferences to itself', async () => {
    const a = await signedInAccount(app)
    const b = await signedInAccount(app)
    await put(a.headers, { colourBlind: true })
    expect((await get(b.headers)).json().preferences).toEqual({})
  })

  it.each([
    [{ colour: true }],
    [{ largeNumbers: 'yes' }],
    [{ language: 'klingon' }],
    [{ reducedMotion: 1 }],
    [[true]],
    [{ largeNumbers: true, theme: 'dark' }],
  ])('refuses the body %j with a 400 and an error', async (payload) => {
    const { headers } = await signedInAccount(app)
    const res = await put(headers, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual(expect.any(String))
    expect((await get(headers)).json().preferences).toEqual({})
  })

  it('needs a session', async () => {
    expect((await get({})).statusCode).toBe(401)
    expect((await put({}, { largeNumbers: true })).statusCode).toBe(401)
  })

  it('goes with the account when it is deleted', async () => {
    const account = await signedInAccount(app)
    await put(account.headers, { leftHanded: true })
    await app.inject({ method: 'DELETE', url: '/auth/delete-account', headers: account.headers })
    const { rows } = (await database.db.execute(
      `select count(*)::int as n from preferences where user_id = '${account.userId}'` as never,
    )) as unknown as { rows: { n: number }[] }
    expect(rows[0]?.n).toBe(0)
  })
})
