import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dropMyDb } from '../test/drop-my-db'
import type { GalleryFilter } from './catalog-api'
import { useGallery } from './use-gallery'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  server.resetHandlers()
  await dropMyDb()
})
afterAll(() => server.close())

const picture = (id: string, category: string) => ({
  _id: id,
  title: id,
  categories: [category],
  date: '2026-01-01',
  premium: false,
  difficulty: 'easy' as const,
  regions: 10,
  thumbnail: `/images/${id}/thumbnail`,
})

/** Two pages of animals and two of space, each page two pictures; cursors are gallery positions. */
function gallery(hold: Promise<void>) {
  const asked: string[] = []
  server.use(
    http.get('*/categories', () => HttpResponse.json([])),
    http.get('*/images', async ({ request }) => {
      const query = new URL(request.url).searchParams
      const category = query.get('category') ?? 'all'
      const cursor = query.get('cursor')
      asked.push(`${category}@${cursor ?? 'start'}`)
      if (category === 'animals' && cursor) await hold
      const first = cursor === null
      const ids = first ? [1, 2] : [3, 4]
      return HttpResponse.json({
        images: ids.map((n) => picture(`${category}-${n}`, category)),
        nextCursor: first ? (category === 'animals' ? 41 : 7) : null,
      })
    }),
  )
  return asked
}

describe('useGallery', () => {
  it('keeps each filter’s list and cursor its own, even with a page of the old one on its way', async () => {
    let release: () => void = () => undefined
    const asked = gallery(new Promise<void>((resolve) => (release = resolve)))
    const { result, rerender } = renderHook((filter: GalleryFilter) => useGallery(filter), {
      initialProps: { category: 'animals' },
    })
    await waitFor(() => expect(result.current.hasMore).toBe(true))
    expect(result.current.images.map((i) => i._id)).toEqual(['animals-1', 'animals-2'])

    let animalsMore: Promise<void> = Promise.resolve()
    act(() => {
      animalsMore = result.current.loadMore()
    })
    rerender({ category: 'space' })
    await waitFor(() =>
      expect(result.current.images.map((i) => i._id)).toEqual(['space-1', 'space-2']),
    )
    release()
    await act(() => animalsMore)
    expect(result.current.images.map((i) => i._id)).toEqual(['space-1', 'space-2'])

    await act(() => result.current.loadMore())
    expect(result.current.images.map((i) => i._id)).toEqual([
      'space-1',
      'space-2',
      'space-3',
      'space-4',
    ])
    expect(result.current.hasMore).toBe(false)
    expect(asked).toContain('space@7')
    expect(asked).not.toContain('space@41')
  })

  it('asks for a next page once, however often the list’s end comes into view meanwhile', async () => {
    const asked = gallery(Promise.resolve())
    const { result } = renderHook(() => useGallery({ category: 'space' }))
    await waitFor(() => expect(result.current.hasMore).toBe(true))
    await act(() => Promise.all([result.current.loadMore(), result.current.loadMore()]))
    expect(asked.filter((a) => a === 'space@7')).toHaveLength(1)
    expect(result.current.images).toHaveLength(4)
  })
})
