import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { profileStore } from '../../auth/profile-store'
import { writeToken } from '../../storage/local-storage'
import { LandingPage } from './landing-page'

afterEach(() => profileStore.set({}))

function renderPage() {
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <LandingPage />
    </MemoryRouter>,
  )
}

describe('LandingPage', () => {
  it('asks a visitor to sign in or create an account', async () => {
    renderPage()
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'create a free account' })).toBeInTheDocument()
  })

  it('tells a signed-in user who they are and leads to their works, not to sign in', async () => {
    writeToken('token-1')
    profileStore.set({ name: 'Ada' })
    renderPage()
    expect(await screen.findByRole('link', { name: 'Go to My works' })).toBeInTheDocument()
    expect(screen.getByText(/Signed in as Ada/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull()
  })
})
