import { act, render } from '@testing-library/react'
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { type SearchChange, useSearchUpdate } from './use-search-update'

interface Seen {
  location: string
  navigate?: NavigateFunction
  update?: (change: SearchChange) => void
}

function Probe({ seen }: { readonly seen: Seen }) {
  const { pathname, search } = useLocation()
  seen.location = pathname + search
  seen.navigate = useNavigate()
  const update = useSearchUpdate()
  // The first update function kept, as a callback made before an await would keep it.
  seen.update ??= update
  return null
}

function setup(url: string) {
  const seen: Seen = { location: '' }
  render(
    <MemoryRouter
      initialEntries={[url]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Probe seen={seen} />
    </MemoryRouter>,
  )
  return seen
}

describe('useSearchUpdate', () => {
  it('changes the address as it is now, not as it was when the function was made', () => {
    const seen = setup('/home?paint=img-7')
    act(() => seen.navigate?.({ search: '?paint=img-7&tab=all' }, { replace: true }))
    act(() => seen.update?.((params) => params.delete('paint')))
    expect(seen.location).toBe('/home?tab=all')
  })

  it('keeps both of two changes made before the page shows the first', () => {
    const seen = setup('/home?paint=img-7')
    act(() => {
      seen.update?.((params) => params.delete('paint'))
      seen.update?.((params) => params.set('paywall', 'img-7'))
    })
    expect(seen.location).toBe('/home?paywall=img-7')
  })
})
