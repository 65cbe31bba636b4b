import 'fake-indexeddb/auto'
import { act, render, screen } from '@testing-library/react'
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { PaintHost } from './paint-host'
import type { WorkStore } from './work-store'

interface Seen {
  location: string
  navigate?: NavigateFunction
}

function Probe({ seen }: { readonly seen: Seen }) {
  const { pathname, search } = useLocation()
  seen.location = pathname + search
  seen.navigate = useNavigate()
  return null
}

/** The screen never opens a picture here, so it never keeps progress. */
const neverUsed: WorkStore = {
  load: async () => undefined,
  writer: () => ({ schedule: () => undefined, flush: async () => undefined }),
  sync: async () => null,
  syncEveryMs: 10_000,
}

/** The colouring screen at `url`, shown, with a picture that keeps loading. */
async function setup(url: string) {
  const seen: Seen = { location: '' }
  render(
    <MemoryRouter
      initialEntries={[url]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <PaintHost loadPuzzle={() => new Promise(() => undefined)} store={neverUsed} />
      <Probe seen={seen} />
    </MemoryRouter>,
  )
  await screen.findByLabelText('Opening the picture')
  const replace = (search: string) => act(() => seen.navigate?.({ search }, { replace: true }))
  /** What Ionic reports once the modal's leave animation is over: a role when a person closed it. */
  const reportDismissed = (role?: string) =>
    act(() => {
      document
        .querySelector('ion-modal.paint-modal')
        ?.dispatchEvent(new CustomEvent('didDismiss', { detail: { role } }))
    })
  return { location: () => seen.location, replace, reportDismissed }
}

describe('PaintHost', () => {
  it('keeps a picture that is back in the address when its earlier closing is reported late', async () => {
    const { location, replace, reportDismissed } = await setup('/home?paint=img-7')
    // A locked picture opened by link goes to its paywall, and once bought comes back.
    replace('?paywall=img-7')
    replace('?paint=img-7')
    reportDismissed()
    expect(location()).toBe('/home?paint=img-7')
  })

  it('closes the picture when the person dismisses the screen (Escape, back button)', async () => {
    const { location, reportDismissed } = await setup('/home?paint=img-7&tab=all')
    reportDismissed('backdrop')
    expect(location()).toBe('/home?tab=all')
  })
})
