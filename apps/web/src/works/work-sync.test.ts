import 'fake-indexeddb/auto'
import type { Work } from '@huey/contracts'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readWorksSyncedAt, removeToken, writeToken } from '../storage/local-storage'
import { loadWork } from '../storage/works'
import { dropMyDb } from '../test/drop-my-db'
import { pullWorks } from './work-sync'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  server.resetHandlers()
  removeToken()
  localStorage.clear()
  await dropMyDb()
})
afterAll(() => server.close())

const remote = (imageId: string, filled: number[]): Work => ({
  imageId,
  filled,
  completedAt: null,
  updatedAt: '2026-11-21T10:00:00.000Z',
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
