import 'fake-indexeddb/auto'
import type { Work } from '@huey/contracts'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { removeToken, writeToken } from '../storage/local-storage'
import { flushOutbox, registerSender, waitingChanges } from '../storage/outbox'
import { currentOwner } from '../storage/owner'
import { loadWork, saveWork, WORK_CHANGE } from '../storage/works'
import { dropMyDb } from '../test/drop-my-db'
import { sessionToken } from '../test/session-token'
import { sendWork } from './outbox-senders'

const server = setupServer()
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  registerSender(WORK_CHANGE, sendWork)
})
afterEach(async () => {
  server.resetHandlers()
  removeToken()
  await dropMyDb()
})
afterAll(() => server.close())

const token = sessionToken('0b1d2c3e-0000-4000-8000-00000000000a')
const work = (imageId: string, filled: number[]) => ({
  _id: imageId,
  imageId,
  filled,
  pngData: '',
  date: '2026-11-20T10:00:00.000Z',
})
const remote = (imageId: string, filled: number[]): Work => ({
  imageId,
  filled,
  completedAt: null,
  updatedAt: '2026-11-21T10:00:00.000Z',
})

/** A server that keeps works by union, as the real one does, and records the PUTs it got. */
function unionServer(kept: Record<string, number[]> = {}) {
  const puts: { imageId: string; filled: number[]; auth: string | null }[] = []
  server.use(
    http.put('*/works/:imageId', async ({ request, params }) => {
      const imageId = String(params.imageId)
      const { filled } = (await request.json()) as { filled: number[] }
      puts.push({ imageId, filled, auth: request.headers.get('authorization') })
      if (imageId === 'gone') return HttpResponse.json({ error: 'Not found.' }, { status: 404 })
      kept[imageId] = [...new Set([...(kept[imageId] ?? []), ...filled])].sort((a, b) => a - b)
      return HttpResponse.json(remote(imageId, kept[imageId]))
    }),
  )
  return puts
}

describe('the works outbox', () => {
  it('sends every work painted here with the session, keeping the union the server answers', async () => {
    writeToken(token)
    await saveWork(work('flowers-01', [1, 2]))
    await saveWork(work('flowers-01', [1, 2, 3]))
    await saveWork(work('gone', [1]))
    const puts = unionServer({ 'flowers-01': [9] })
    expect(await flushOutbox()).toEqual({ sent: 1, left: 0 })
    expect(puts.map((p) => [p.imageId, p.filled, p.auth])).toEqual([
      ['flowers-01', [1, 2, 3], `Bearer ${token}`],
      ['gone', [1], `Bearer ${token}`],
    ])
    expect((await loadWork('flowers-01'))?.filled).toEqual([1, 2, 3, 9])
  })

  it('keeps the work queued while offline or refused for now, and sends it later', async () => {
    writeToken(token)
    await saveWork(work('flowers-01', [1, 2]))
    server.use(http.put('*/works/:imageId', () => HttpResponse.error()))
    expect((await flushOutbox()).left).toBe(1)
    server.resetHandlers()
    server.use(
      http.put('*/works/:imageId', () => HttpResponse.json({ error: 'Slow' }, { status: 429 })),
    )
    expect((await flushOutbox()).left).toBe(1)
    server.resetHandlers()
    const puts = unionServer()
    expect(await flushOutbox()).toEqual({ sent: 1, left: 0 })
    expect(puts.map((p) => p.filled)).toEqual([[1, 2]])
    expect(await waitingChanges()).toBe(0)
    expect(currentOwner()).not.toBe('signed-out')
  })
})
