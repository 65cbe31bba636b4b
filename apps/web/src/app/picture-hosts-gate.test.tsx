import { act, cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PictureHostsGate } from './picture-hosts-gate'

// The hosts themselves are tested in picture-hosts.test.tsx; here only when they are loaded.
vi.mock('./picture-hosts', () => ({ PictureHosts: () => <p>picture hosts</p> }))
afterEach(cleanup)

const openAt = (url: string) => {
  const router = createMemoryRouter([{ path: '*', element: <PictureHostsGate /> }], {
    initialEntries: [url],
  })
  render(<RouterProvider router={router} />)
  return router
}

describe('PictureHostsGate', () => {
  it('loads nothing for a page the address opens no modal on', async () => {
    openAt('/home?q=fox')
    await act(() => Promise.resolve())
    expect(screen.queryByText('picture hosts')).toBeNull()
  })

  it.each(['/home?paint=fox', '/daily-images?paywall=', '/my-works?kit=fox'])(
    'loads the hosts when the address asks for one (%s)',
    async (url) => {
      openAt(url)
      expect(await screen.findByText('picture hosts')).toBeInTheDocument()
    },
  )

  it('keeps them once loaded, so a closing modal can finish its animation', async () => {
    const router = openAt('/home')
    await act(() => router.navigate('/home?paint=fox'))
    expect(await screen.findByText('picture hosts')).toBeInTheDocument()
    await act(() => router.navigate('/home'))
    expect(screen.getByText('picture hosts')).toBeInTheDocument()
  })
})
