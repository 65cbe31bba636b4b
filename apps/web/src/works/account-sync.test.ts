import 'fake-indexeddb/auto'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readWorksSyncedAt, writeToken, writeWorksSyncedAt } from '../storage/local-storage'
import { registerSender } from '../storage/outbox'
import { CREATION_CHANGE, keepOwnPicture } from '../storage/own-pictures'
import { SIGNED_OUT } from '../storage/owner'
import { ownerWorks, saveWork, WORK_CHANGE } from '../storage/works'
import { dropMyDb } from '../test/drop-my-db'
import { sessionToken } from '../test/session-token'
import { syncDeviceWithAccount } from './account-sync'
import { sendCreation, sendWork } from './outbox-senders'

const server = setupServer()
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  registerSender(WORK_CHANGE, sendWork)
  registerSender(CREATION_CHANGE, sendCreation)
})
afterEach(async () => {
  server.resetHandlers()
  localStorage.clear()
  await dropMyDb()
})
afterAll(() => server.close())

const svgData =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" width="4" height="4" data-palette="#112233"><g class="regions"><path data-region="1" data-color="0" d="M0 0L4 0L4 4L0 4Z"/></g><g class="labels"><text data-region="1" x="2" y="2" font-size="2">1</text></g></svg>'

describe('syncDeviceWithAccount at sign-in', () => {
  it('gives the account what was made signed out, the puzzle before its progress, then reads the account from the start', async () => {
    await keepOwnPicture({
      imageId: 'own-made-signed-out',
      title: 'Photo of March 12, 2026',
      difficulty: 'easy',
      regions: 1,
      createdAt: '2026-03-12T10:00:00.000Z',
      svgData,
      colors: ['#112233'],
      thumbnail: 'data:image/png;base64,AAAA',
    })
    await saveWork({
      _id: 'own-made-signed-out',
      imageId: 'own-made-signed-out',
      filled: [1],
      pngData: '',
      date: '2026-03-12T10:05:00.000Z',
    })
    writeWorksSyncedAt('2026-01-01T00:00:00.000Z') // another account's, from before
    writeToken(sessionToken('0b1d2c3e-0000-4000-8000-00000000000a'))
    const calls: string[] = []
    const uploaded: object[] = []
    const syncedAt = '2026-11-25T01:00:00.000Z'
    server.use(
      http.get('*/works/puzzles', () => {
        calls.push('GET /works/puzzles')
        return HttpResponse.json(uploaded)
      }),
      http.put('*/works/puzzles/:id', ({ params }) => {
        calls.push(`PUT /works/puzzles/${params.id}`)
        uploaded.push({
          imageId: String(params.id),
          title: 'Photo of March 12, 2026',
          difficulty: 'easy',
          regions: 1,
          createdAt: '2026-03-12T10:00:00.000Z',
          thumbnail: 'data:image/png;base64,AAAA',
        })
        return HttpResponse.json({})
      }),
      http.put('*/works/:id', ({ params }) => {
        calls.push(`PUT /works/${params.id}`)
        return HttpResponse.json({
          imageId: params.id,
          filled: [1],
          completedAt: null,
          updatedAt: syncedAt,
        })
      }),
      http.get('*/works', ({ request }) => {
        calls.push(`GET /works?${new URL(request.url).searchParams}`)
        return HttpResponse.json({ works: [], next: null, syncedAt })
      }),
    )
    await syncDeviceWithAccount({ fresh: true })
    expect(calls).toEqual([
      'PUT /works/puzzles/own-made-signed-out',
      'PUT /works/own-made-signed-out',
      'GET /works/puzzles',
      'GET /works?limit=20',
    ])
    expect(await ownerWorks(SIGNED_OUT)).toEqual([])
    expect(readWorksSyncedAt()).toBe(syncedAt)
  })
})
