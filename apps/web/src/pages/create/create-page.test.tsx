import 'fake-indexeddb/auto'
import { toSvg } from '@huey/pbn'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MakerState } from '../../create/use-puzzle-maker'
import { ownPictures } from '../../storage/own-pictures'
import { dropMyDb } from '../../test/drop-my-db'
import { twoSquares } from '../../test/two-squares'
import { CreatePage } from './create-page'

// jsdom runs no web worker: the engine's answer for the photo is the two-squares puzzle.
const result = {
  svgData: toSvg(twoSquares),
  colors: [...twoSquares.palette],
  regions: twoSquares.regions.length,
  width: twoSquares.width,
  height: twoSquares.height,
  finished: new Uint8ClampedArray(twoSquares.width * twoSquares.height * 4),
  previews: null,
}
const made: MakerState = { status: 'done', ms: 1, result }
vi.mock('../../create/use-puzzle-maker', async (original) => ({
  ...(await original<typeof import('../../create/use-puzzle-maker')>()),
  usePuzzleMaker: () => ({
    state: made,
    progress: { stage: 'label', fraction: 1 },
    make: async () => undefined,
    cancel: () => undefined,
  }),
}))

// jsdom runs no worker either to decode a photo: any photo reads as a tiny one.
vi.mock('../../create/workers', async (original) => ({
  ...(await original<typeof import('../../create/workers')>()),
  readPhoto: async () => ({ data: new Uint8ClampedArray(4), width: 1, height: 1 }),
}))
vi.mock('../../components/form-field', () => import('../../test/plain-form-field'))

beforeEach(() => {
  vi.stubGlobal('Path2D', class {})
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    new Proxy({}, { get: () => () => undefined }) as unknown as CanvasRenderingContext2D,
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,THUMB')
})

afterEach(async () => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  await dropMyDb()
})

/** The address's query, where the app's hosts read which picture to paint or print. */
function ShownSearch() {
  return <output data-testid="search">{useLocation().search}</output>
}

function renderPage() {
  render(
    <MemoryRouter
      initialEntries={['/create']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <CreatePage />
      <ShownSearch />
    </MemoryRouter>,
  )
}

describe('CreatePage, once the puzzle is made', () => {
  it('names it after the day the photo was taken, never the file, and keeps the name given', async () => {
    renderPage()
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'kodim05.png', {
      type: 'image/png',
      lastModified: new Date(2026, 2, 12, 10).getTime(),
    })
    fireEvent.change(await screen.findByTestId('photo-input'), { target: { files: [photo] } })
    const title = await screen.findByDisplayValue('Photo of March 12, 2026')
    expect(screen.queryByDisplayValue(/kodim05/)).toBeNull()
    fireEvent.change(title, { target: { value: 'Our garden in spring' } })
    fireEvent.click(screen.getByText('Save and start painting'))
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^\?paint=own-/))
    const [kept] = await ownPictures()
    expect(kept?.title).toBe('Our garden in spring')
  })

  it('saves it and opens the kit form for it through ?kit=', async () => {
    renderPage()
    fireEvent.click(await screen.findByText('Save and print kit'))
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^\?kit=own-/))
    const [kept] = await ownPictures()
    expect(kept).toMatchObject({
      svgData: result.svgData,
      thumbnail: 'data:image/png;base64,THUMB',
    })
    expect(screen.getByTestId('search')).toHaveTextContent(
      `?kit=${encodeURIComponent(kept?.imageId ?? '')}`,
    )
  })
})
