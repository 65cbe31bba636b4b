import 'fake-indexeddb/auto'
import { serverMessages } from '@huey/contracts'
import { setupIonicReact } from '@ionic/react'
import { cleanup, render, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeToken } from '../storage/local-storage'
import { myDb } from '../storage/my-db'
import { dropMyDb } from '../test/drop-my-db'
import { ownBeach } from '../test/two-squares'
import { PictureHosts } from './picture-hosts'

// Overlays open and close at once: jsdom runs no CSS animation, so Ionic would wait on timers.
setupIonicReact({ animated: false })

// The paywall beside the colouring screen needs the store; these pictures never lead to it.
vi.mock('../purchases/paywall-host', () => ({ PaywallHost: () => null }))

// The screen tells the server about the work when it opens and closes, as for any picture.
const server = setupServer(
  http.put('*/works/:id', ({ params }) =>
    HttpResponse.json({
      imageId: params.id,
      filled: [],
      completedAt: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
    }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const beach = ownBeach

// jsdom has neither a canvas nor ResizeObserver; the screen only needs them to exist.
beforeEach(() => {
  vi.stubGlobal('Path2D', class {})
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  const ctx = new Proxy({}, { get: () => () => undefined })
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  )
})

afterEach(async () => {
  // The colouring screen's modal is closed while its host is still there: unmounted open, it never
  // finishes closing, and its last steps reach a torn-down document.
  const open = [...document.querySelectorAll<HTMLIonModalElement>('ion-modal:not(.overlay-hidden)')]
  await Promise.all(open.map((modal) => modal.dismiss()))
  cleanup()
  server.resetHandlers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  await dropMyDb()
})

const openAt = (url: string) =>
  render(
    <MemoryRouter
      initialEntries={[url]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <PictureHosts />
    </MemoryRouter>,
  )

describe('PictureHosts', () => {
  it('opens an own photo this device has never seen from the synced creations, and keeps it', async () => {
    writeToken('token-1')
    const asked: { path: string; auth: string | null }[] = []
    server.use(
      http.get('*/works/puzzles/:id', ({ request }) => {
        asked.push({
          path: new URL(request.url).pathname,
          auth: request.headers.get('authorization'),
        })
        return HttpResponse.json(beach)
      }),
    )
    openAt('/home?paint=own-beach')
    // A fetch, a MyDb write and a read before the canvas: slow on a busy machine.
    expect(
      await screen.findByLabelText('Picture to colour', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('toolbar', { name: 'Colours' })).toBeInTheDocument()
    expect(asked).toEqual([{ path: '/works/puzzles/own-beach', auth: 'Bearer token-1' }])
    const db = await myDb()
    expect((await db.get('svgData', 'own-beach'))?.svgData).toBe(beach.svgData)
    expect((await db.get('images', 'own-beach'))?.title).toBe('Beach')
  })

  it.each([
    { why: 'signed out', token: null, status: 401, error: serverMessages.sessionExpired },
    { why: 'not found', token: 'token-1', status: 404, error: serverMessages.notFound },
  ])('says why an own photo cannot be opened ($why)', async ({ token, status, error }) => {
    if (token) writeToken(token)
    server.use(http.get('*/works/puzzles/:id', () => HttpResponse.json({ error }, { status })))
    openAt('/home?paint=own-beach')
    const alert = (await screen.findByText(error)).closest('[role="alert"]')
    expect(alert).not.toBeNull()
    expect(within(alert as HTMLElement).getByRole('button', { name: 'Back' })).toBeInTheDocument()
  })
})
