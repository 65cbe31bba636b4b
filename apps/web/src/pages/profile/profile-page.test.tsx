import type { User } from '@huey/contracts'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authService } from '../../auth/auth'
import { profileStore } from '../../auth/profile-store'
import { consentStep, ParentConsentCard } from './parent-consent-card'
import { ProfilePage } from './profile-page'

vi.mock('@capgo/capacitor-social-login')
vi.mock('../../components/form-field', () => import('../../test/plain-form-field'))

const yearsAgo = (years: number) => {
  const d = new Date()
  d.setFullYear(d.getFullYear() - years)
  return d.toISOString().slice(0, 10)
}

const child: User = {
  userId: '7d7c4d2e-4b7e-4a7a-9a43-0f1f3d3b2a10',
  email: 'kid@example.com',
  name: 'Kit',
  birthdate: yearsAgo(9),
  ageVerified: false,
  emailVerified: true,
  premium: false,
  parentConsent: 'pending',
  parentEmailHint: 'p***@example.com',
  providers: ['password'],
  createdAt: '2026-01-01T00:00:00.000Z',
}

function renderProfile() {
  render(
    <MemoryRouter
      initialEntries={['/profile']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <ProfilePage />
    </MemoryRouter>,
  )
}

beforeEach(() => localStorage.setItem('token', 'stored-token'))
afterEach(() => {
  vi.restoreAllMocks()
  act(() => profileStore.set({}))
  localStorage.clear()
})

describe('consentStep', () => {
  it.each([
    ['a child waiting for a parent', child, 'waiting'],
    [
      'a child with no parent named',
      { ...child, parentConsent: 'not-required', parentEmailHint: null },
      'name-parent',
    ],
    ['a child whose parent consented', { ...child, parentConsent: 'granted' }, 'none'],
    [
      'an adult',
      { ...child, birthdate: yearsAgo(30), parentConsent: 'not-required', parentEmailHint: null },
      'none',
    ],
    [
      'an account without a birthdate',
      { ...child, birthdate: null, parentConsent: 'not-required' },
      'none',
    ],
  ] as const)('is %s: %s', (_name, profile, step) => {
    expect(consentStep(profile)).toBe(step)
  })
})

describe('ProfilePage, parental consent', () => {
  it('shows a waiting child the masked parent address and sends the e-mail again', async () => {
    act(() => profileStore.set(child))
    const resend = vi.spyOn(authService, 'resendConsent').mockResolvedValue(child)
    renderProfile()
    expect(
      screen.getByText(/We e-mailed your parent at p\*\*\*@example\.com\./),
    ).toBeInTheDocument()
    fireEvent.click(screen.getByText('Send again'))
    await waitFor(() => expect(resend).toHaveBeenCalledTimes(1))
    expect(screen.queryByLabelText("Parent's e-mail")).toBeNull()
  })

  it('asks a child with no parent named for the address and sends it', async () => {
    act(() => profileStore.set({ ...child, parentConsent: 'not-required', parentEmailHint: null }))
    const nameParent = vi.spyOn(authService, 'nameParent').mockResolvedValue(child)
    renderProfile()
    expect(screen.queryByText('Send again')).toBeNull()
    const form = screen.getByTestId('consent-name-parent')
    fireEvent.change(screen.getByLabelText("Parent's e-mail"), {
      target: { value: ' parent@example.com ' },
    })
    fireEvent.submit(form)
    await waitFor(() => expect(nameParent).toHaveBeenCalledWith('parent@example.com'))
  })

  it('shows neither to an adult or a child whose parent consented', () => {
    act(() =>
      profileStore.set({ ...child, birthdate: yearsAgo(30), parentConsent: 'not-required' }),
    )
    renderProfile()
    expect(screen.queryByText('Send again')).toBeNull()
    expect(screen.queryByTestId('consent-name-parent')).toBeNull()
    act(() => profileStore.set({ ...child, parentConsent: 'granted', ageVerified: true }))
    expect(screen.queryByText('Send again')).toBeNull()
    expect(screen.queryByTestId('consent-name-parent')).toBeNull()
  })

  it('keeps the form when sending fails (the auth service has toasted the error)', async () => {
    const actions = {
      nameParent: vi.fn(async () => {
        throw new Error("The parent's e-mail must be different from yours.")
      }),
      resend: vi.fn(async () => undefined),
    }
    render(
      <ParentConsentCard
        profile={{ ...child, parentConsent: 'not-required', parentEmailHint: null }}
        actions={actions}
        disabled={false}
      />,
    )
    const form = screen.getByTestId('consent-name-parent')
    fireEvent.submit(form)
    await waitFor(() => expect(actions.nameParent).toHaveBeenCalled())
    expect(screen.getByTestId('consent-name-parent')).toBeInTheDocument()
  })
})
