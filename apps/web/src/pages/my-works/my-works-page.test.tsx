import 'fake-indexeddb/auto'
import { toSvg } from '@huey/pbn'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchImage } from '../../catalog/catalog-api'
import { onToast, type Toast } from '../../lib/toasts'
import { writeToken } from '../../storage/local-storage'
import { myDb } from '../../storage/my-db'
import { loadWork } from '../../storage/works'
import { dropMyDb } from '../../test/drop-my-db'
import { ownBeach, sunDetail, twoSquares } from '../../test/two-squares'
import { createWorkPuzzle } from '../../works/work-puzzle'
import { MyWorksPage } from './my-works-page'

// The app's composition: catalogue pictures from the catalogue, own photos from the creations.
const workPuzzle = createWorkPuzzle(fetchImage)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const puzzle = twoSquares
const svgData = toSvg(puzzle)
const beach = ownBeach
/** Region 1 painted on another device: the work came with the sync, its puzzle did not. */
const syncedWork = (imageId: string) => ({
  imageId,
  filled: [1],
  completedAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
})
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

// jsdom has no canvas: the drawing is recorded, and the PNG is a stand-in with its signature.
let drawn: string[]
let downloads: { name: string; blob: Blob }[]
let toasts: Toast[]
let stopToasts: () => void
beforeEach(() => {
  drawn = []
  downloads = []
  toasts = []
  stopToasts = onToast((toast) => toasts.push(toast))
  vi.stubGlobal('Path2D', class {})
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, key) => (key in target ? target[key as string] : () => drawn.push(String(key))),
    set: (target, key, value) => {
      target[key as string] = value
      if (key === 'fillStyle') drawn.push(`fillStyle=${String(value)}`)
      return true
    },
  })
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob([PNG_BYTES], { type: 'image/png' })),
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,DRAWN')
  const blobs = new Map<string, Blob>()
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`
    blobs.set(url, blob)
    return url
  }
  URL.revokeObjectURL = () => undefined
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: blobs.get(this.href) as Blob })
  })
  writeToken('token-1')
})

afterEach(async () => {
  cleanup()
  stopToasts()
  server.resetHandlers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  await dropMyDb()
})

/**
 * The server of a signed-in user with one work, painted elsewhere, and this answer for its puzzle.
 * The creations list leaves it out, as when the sync of creations did not get to it.
 */
function serve(imageId: string, puzzleAnswer: () => Promise<Response> | Response) {
  const seen: string[] = []
  server.use(
    http.get('*/works/puzzles', () => HttpResponse.json([])),
    http.get('*/works', () =>
      HttpResponse.json({
        works: [syncedWork(imageId)],
        next: null,
        syncedAt: '2026-11-24T10:00:00.000Z',
      }),
    ),
    http.get(`*/${imageId.startsWith('own-') ? 'works/puzzles' : 'images'}/${imageId}`, () => {
      seen.push(imageId)
      return puzzleAnswer()
    }),
  )
  return seen
}

/** The address's query, where the app's hosts read which picture to paint or print. */
function ShownSearch() {
  return <output data-testid="search">{useLocation().search}</output>
}

function renderPage() {
  render(
    <MemoryRouter
      initialEntries={['/my-works']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <MyWorksPage puzzleOf={workPuzzle} />
      <ShownSearch />
    </MemoryRouter>,
  )
}

/** A spinner in place of the icon, and no second tap meanwhile. */
const busy = (button: HTMLElement) =>
  button.querySelector('ion-spinner') !== null && (button as HTMLIonButtonElement).disabled

const saveButton = (title: string) =>
  screen.findByLabelText(`Save ${title} as PNG`, { selector: 'ion-button' })

describe('MyWorksPage, a work synced from another device whose puzzle was never opened here', () => {
  it('fetches the catalogue puzzle, keeps it in MyDb, and shows the work painted as far as it got', async () => {
    const seen = serve('sun', () => HttpResponse.json(sunDetail))
    renderPage()
    await waitFor(() =>
      expect(document.querySelector('.work-open img')).toHaveAttribute(
        'src',
        'data:image/png;base64,DRAWN',
      ),
    )
    expect(await screen.findByText('Sun')).toBeInTheDocument()
    expect(screen.getByText('50%')).toBeInTheDocument()
    // The bar has a name of its own (axe: aria-progressbar-name).
    expect(document.querySelector('ion-progress-bar')).toHaveAttribute('aria-label', '50% painted')
    const db = await myDb()
    expect(await db.get('svgData', 'sun')).toMatchObject({ svgData })
    expect(await loadWork('sun')).toMatchObject({
      pngData: 'data:image/png;base64,DRAWN',
    })
    // Only the painted region gets its colour.
    expect(drawn).toContain('fillStyle=#ff0000')
    expect(drawn).not.toContain('fillStyle=#00ff00')
    expect(seen).toEqual(['sun'])
  })

  it('saves it as a PNG straight away, busy while its puzzle is fetched', async () => {
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    serve('sun', async () => {
      await held
      return HttpResponse.json(sunDetail)
    })
    renderPage()
    const button = await saveButton('My picture')
    fireEvent.click(button)
    await waitFor(() => expect(busy(button)).toBe(true))
    answer()
    await waitFor(() => expect(downloads).toHaveLength(1))
    const [saved] = downloads
    expect(saved?.name).toBe('sun.png')
    const png = saved?.blob ?? new Blob()
    expect(png.type).toBe('image/png')
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(PNG_BYTES)
    await waitFor(async () => expect(busy(await saveButton('Sun'))).toBe(false))
    expect(toasts).toEqual([])
  })

  it('saves a photo made on the other device from the synced creations', async () => {
    const seen = serve('own-beach', () => HttpResponse.json(beach))
    renderPage()
    fireEvent.click(await saveButton('My picture'))
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['beach.png']))
    expect(seen).toContain('own-beach')
    expect(await (await myDb()).get('images', 'own-beach')).toMatchObject({ own: true })
    // Its card shows the finished painting that came with it, not the outlines painted so far.
    await waitFor(() =>
      expect(document.querySelector('.work-open img')).toHaveAttribute('src', beach.thumbnail),
    )
    expect(seen).toEqual(['own-beach'])
  })

  it("shows the server's message in a danger toast when premium has ended, and saves nothing", async () => {
    serve('sun', () =>
      HttpResponse.json({ error: 'This picture is for premium members.' }, { status: 403 }),
    )
    renderPage()
    const button = await saveButton('My picture')
    fireEvent.click(button)
    await waitFor(() =>
      expect(toasts).toMatchObject([
        { message: 'This picture is for premium members.', color: 'danger' },
      ]),
    )
    expect(downloads).toEqual([])
    expect(busy(button)).toBe(false)
    expect(document.querySelector('.work-open img')).toBeNull()
  })

  it('says it is offline when the puzzle cannot be reached', async () => {
    serve('sun', () => HttpResponse.error())
    renderPage()
    fireEvent.click(await saveButton('My picture'))
    await waitFor(() =>
      expect(toasts).toMatchObject([
        {
          message: 'You are offline. Connect to the internet to save or share this picture.',
          color: 'danger',
        },
      ]),
    )
    expect(downloads).toEqual([])
  })

  it('answers a server failure with its message', async () => {
    serve('sun', () =>
      HttpResponse.json(
        { error: 'Something went wrong on our side. Please try again.' },
        { status: 500 },
      ),
    )
    renderPage()
    fireEvent.click(await saveButton('My picture'))
    await waitFor(() =>
      expect(toasts.map((t) => t.message)).toEqual([
        'Something went wrong on our side. Please try again.',
      ]),
    )
  })
})

describe('MyWorksPage, Print kit', () => {
  it("opens the kit form for the work's picture through ?kit=", async () => {
    serve('sun', () => HttpResponse.json(sunDetail))
    renderPage()
    expect(await screen.findByText('Sun')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('Print kit of Sun', { selector: 'ion-button' }))
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?kit=sun$/)
    expect(downloads).toEqual([])
  })
})
