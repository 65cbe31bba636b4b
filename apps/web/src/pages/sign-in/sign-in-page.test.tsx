import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { replaceSocialAuth, socialAuth } from '../../auth/auth'
import type { SocialAuth } from '../../auth/social-login'
import { afterSignIn, SignInPage } from './sign-in-page'

vi.mock('@capgo/capacitor-social-login')
vi.mock('../../components/form-field', () => import('../../test/plain-form-field'))

const configured = socialAuth()
afterEach(() => replaceSocialAuth(configured))

function renderPage(url: string | { pathname: string; state: unknown } = '/sign-in') {
  render(
    <MemoryRouter
      initialEntries={[url]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <SignInPage />
    </MemoryRouter>,
  )
}

const social = (enabled: { google: boolean; facebook: boolean; apple?: boolean }): SocialAuth => ({
  googleEnabled: enabled.google,
  facebookEnabled: enabled.facebook,
  googleIdToken: async () => null,
  facebookAccessToken: async () => null,
  appleEnabled: enabled.apple ?? false,
  appleCredential: async () => null,
  signOut: async () => undefined,
})

describe('SignInPage', () => {
  it('hides the Google and Facebook buttons when no client ids are configured', () => {
    expect(configured.googleEnabled || configured.facebookEnabled).toBe(false)
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByText('Continue with Google')).toBeNull()
    expect(screen.queryByText('Continue with Facebook')).toBeNull()
    expect(screen.queryByText('Continue with Apple')).toBeNull()
    expect(screen.queryByText('or')).toBeNull()
  })

  it('shows Sign in with Apple only when an Apple client id is configured', () => {
    replaceSocialAuth(social({ google: false, facebook: false, apple: true }))
    renderPage()
    expect(screen.getByText('Continue with Apple')).toBeInTheDocument()
    expect(screen.queryByText('Continue with Google')).toBeNull()
  })

  it('comes from sign-up with the address filled in and says what to do next', () => {
    renderPage({ pathname: '/sign-in', state: { signedUp: 'ada@example.com' } })
    expect(screen.getByRole('status')).toHaveTextContent(
      'We sent a link to ada@example.com to confirm the address. Now sign in with your password.',
    )
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com')
  })

  it('links to the forgotten-password page', () => {
    renderPage()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
  })

  it('shows only the providers that are configured', () => {
    replaceSocialAuth(social({ google: true, facebook: false }))
    renderPage()
    expect(screen.getByText('Continue with Google')).toBeInTheDocument()
    expect(screen.queryByText('Continue with Facebook')).toBeNull()
  })

  it('links to sign-up', () => {
    renderPage()
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up',
    )
  })
})

describe('SignInPage sent from the paywall', () => {
  it('keeps the way back through sign-up', () => {
    renderPage('/sign-in?next=%2Fhome%3Fpaywall%3Dimg-1')
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up?next=%2Fhome%3Fpaywall%3Dimg-1',
    )
  })
})

describe('afterSignIn', () => {
  it('goes back to the page that sent the user to sign in, such as the paywall', () => {
    expect(afterSignIn('/home?paywall=img-1')).toBe('/home?paywall=img-1')
  })

  it('goes home without a next page, or when it leads off the app', () => {
    expect(afterSignIn(null)).toBe('/home')
    expect(afterSignIn('https://evil.example/')).toBe('/home')
    expect(afterSignIn('//evil.example/')).toBe('/home')
    expect(afterSignIn('/\\evil.example/')).toBe('/home')
  })
})
