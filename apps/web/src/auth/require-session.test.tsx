import { act, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { profileStore } from './profile-store'
import { RequireSession } from './require-session'

function renderAt(path: string) {
  return render(
    <MemoryRouter
      initialEntries={[path]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Routes>
        <Route path="/landing" element={<h1>Landing</h1>} />
        <Route
          path="/profile"
          element={
            <RequireSession>
              <h1>Profile</h1>
            </RequireSession>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}

describe('RequireSession', () => {
  it('sends someone without a stored token to /landing', () => {
    renderAt('/profile')
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument()
  })

  it('shows the page while a token is stored', () => {
    localStorage.setItem('token', 't')
    renderAt('/profile')
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument()
  })

  it('sends the person to /landing as soon as the session ends on the page', () => {
    localStorage.setItem('token', 't')
    renderAt('/profile')
    act(() => {
      localStorage.removeItem('token')
      profileStore.set({})
    })
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument()
  })
})
