import 'fake-indexeddb/auto'
import type { Work } from '@huey/contracts'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readWorksSyncedAt, removeToken, writeToken } from '../storage/local-storage'
import { loadWork, saveWork, signedOutWorks } from '../storage/works'
import { dropMyDb } from '../test/drop-my-db'
import { pullWorks, pushSignedOutWorks } from './work-sync'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  server.resetHandlers()
  removeToken()
  localStorage.clear()
  await dropMyDb()
})
afterAll(() => server.close())

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

describe('progress painted signed out', () => {
  it('goes to the account at sign-in, merged with what the account had, and only once', async () => {
    await saveWork(work('flowers-01', [1, 2, 3, 4, 5, 6]))
    await saveWork(work('gone', [1]))
    writeToken('token-1')
    await saveWork(work('ocean-01', [7])) // painted signed in: the colouring screen syncs it
    const puts = unionServer({ 'flowers-01': [9] })

    expect(await pushSignedOutWorks()).toBe(1)
    expect(puts.map((p) => [p.imageId, p.filled, p.auth])).toEqual([
      ['flowers-01', [1, 2, 3, 4, 5, 6], 'Bearer token-1'],
      ['gone', [1], 'Bearer token-1'],
    ])
    expect((await loadWork('flowers-01'))?.filled).toEqual([1, 2, 3, 4, 5, 6, 9])
    // A picture the server does not know yet stays marked for the next sync; the sent one does not.
    expect((await signedOutWorks()).map((w) => w.imageId)).toEqual(['gone'])
    puts.length = 0
    await pushSignedOutWorks()
    expect(puts.map((p) => p.imageId)).toEqual(['gone'])
  })

  it('stays marked when the device is offline at sign-in', async () => {
    await saveWork(work('flowers-01', [1, 2]))
    writeToken('token-1')
    server.use(http.put('*/works/:imageId', () => HttpResponse.error()))
    expect(await pushSignedOutWorks()).toBe(0)
    expect((await signedOutWorks()).map((w) => w.imageId)).toEqual(['flowers-01'])
  })

  it('waits out the save limit and carries on', async () => {
    await saveWork(work('flowers-01', [1]))
    await saveWork(work('ocean-01', [2]))
    writeToken('token-1')
    let calls = 0
    server.use(
      http.put('*/works/:imageId', ({ params }) => {
        calls++
        if (calls === 2) return HttpResponse.json({ error: 'Too many' }, { status: 429 })
        return HttpResponse.json(remote(String(params.imageId), [1, 2]))
      }),
    )
    const waits: number[] = []
    const sent = await pushSignedOutWorks({ sleep: async (ms) => void waits.push(ms) })
    expect(sent).toBe(2)
    expect(waits).toEqual([60_000])
    expect(await signedOutWorks()).toEqual([])
  })

  it('sends nothing while still signed out', async () => {
    await saveWork(work('flowers-01', [1]))
    const puts = unionServer()
    expect(await pushSignedOutWorks()).toBe(0)
    expect(puts).toEqual([])
  })
})

describe('pullWorks', () => {
  it('reads every page, then asks only for what changed since', async () => {
    writeToken('token-1')
    const queries: string[] = []
    const pages: Record<string, object> = {
      '': {
        works: [remote('a', [1]), remote('b', [2])],
        next: 'c2',
        syncedAt: '2026-11-24T10:00:00.000Z',
      },
      c2: { works: [remote('c', [3])], next: null, syncedAt: '2026-11-24T10:00:01.000Z' },
      since: { works: [remote('a', [4])], next: null, syncedAt: '2026-11-24T11:00:00.000Z' },
    }
    server.use(
      http.get('*/works', ({ request }) => {
        const q = new URL(request.url).searchParams
        queries.push(q.toString())
        return HttpResponse.json(pages[q.get('since') ? 'since' : (q.get('cursor') ?? '')])
      }),
    )
    await pullWorks()
    expect(queries).toEqual(['limit=20', 'limit=20&cursor=c2'])
    expect((await loadWork('c'))?.filled).toEqual([3])
    expect(readWorksSyncedAt()).toBe('2026-11-24T10:00:00.000Z')

    await pullWorks()
    expect(queries[2]).toBe('limit=20&since=2026-11-24T10%3A00%3A00.000Z')
    expect((await loadWork('a'))?.filled).toEqual([1, 4])
    expect(readWorksSyncedAt()).toBe('2026-11-24T11:00:00.000Z')
  })

  it('keeps its place when a page fails, to read it all again next time', async () => {
    writeToken('token-1')
    server.use(http.get('*/works', () => HttpResponse.json({ error: 'x' }, { status: 500 })))
    await pullWorks()
    expect(readWorksSyncedAt()).toBeNull()
  })
})
