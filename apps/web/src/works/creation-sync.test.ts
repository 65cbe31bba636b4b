import 'fake-indexeddb/auto'
import type { Creation } from '@huey/contracts'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { writeToken } from '../storage/local-storage'
import { myDb } from '../storage/my-db'
import { keepOwnPicture } from '../storage/own-pictures'
import { dropMyDb } from '../test/drop-my-db'
import { syncCreations } from './creation-sync'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  server.resetHandlers()
  await dropMyDb()
})
afterAll(() => server.close())

const svgData =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" width="4" height="4" data-palette="#112233"><g class="regions"><path data-region="1" data-color="0" d="M0 0L4 0L4 4L0 4Z"/></g><g class="labels"><text data-region="1" x="2" y="2" font-size="2">1</text></g></svg>'
const elsewhere: Creation = {
  imageId: 'own-elsewhere',
  title: 'Beach',
  difficulty: 'hard',
  regions: 1,
  createdAt: '2026-11-01T09:00:00.000Z',
  svgData,
  colors: ['#112233'],
  thumbnail: 'data:image/png;base64,AAAA',
}

describe('syncCreations', () => {
  it('does nothing signed out', async () => {
    expect(await syncCreations()).toBe(0)
  })

  it('sends the puzzles made here and keeps the ones made on other devices', async () => {
    writeToken('token-1')
    const id = 'own-made-here'
    await keepOwnPicture({
      imageId: id,
      svgData,
      colors: ['#112233'],
      regions: 1,
      difficulty: 'easy',
      thumbnail: 'data:image/png;base64,BBBB',
      title: 'Cat',
      createdAt: '2026-11-02T08:00:00.000Z',
    })
    const sent: { url: string; auth: string | null; body: unknown }[] = []
    server.use(
      http.get('*/works/puzzles', () =>
        HttpResponse.json([
          {
            imageId: elsewhere.imageId,
            title: elsewhere.title,
            difficulty: elsewhere.difficulty,
            regions: 1,
            createdAt: elsewhere.createdAt,
          },
        ]),
      ),
      http.get('*/works/puzzles/own-elsewhere', () => HttpResponse.json(elsewhere)),
      http.put('*/works/puzzles/:id', async ({ request }) => {
        sent.push({
          url: new URL(request.url).pathname,
          auth: request.headers.get('authorization'),
          body: await request.json(),
        })
        return HttpResponse.json({})
      }),
    )
    expect(await syncCreations()).toBe(1)
    expect(sent).toEqual([
      {
        url: `/works/puzzles/${id}`,
        auth: 'Bearer token-1',
        body: expect.objectContaining({ title: 'Cat', svgData, regions: 1, difficulty: 'easy' }),
      },
    ])
    const db = await myDb()
    expect(await db.get('images', 'own-elsewhere')).toMatchObject({ title: 'Beach', own: true })
    expect(await db.get('svgData', 'own-elsewhere')).toMatchObject({ svgData })
  })

  it('gives up quietly offline, for the next sync to catch up', async () => {
    writeToken('token-1')
    server.use(http.get('*/works/puzzles', () => HttpResponse.error()))
    expect(await syncCreations()).toBe(0)
  })
})
