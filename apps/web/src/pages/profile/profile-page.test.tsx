import type { User } from '@huey/contracts'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountSecurity, authService } from '../../auth/auth'
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

beforeEach(() => {
  localStorage.setItem('token', 'stored-token')
  vi.spyOn(accountSecurity, 'sessions').mockResolvedValue([])
})
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

describe('ProfilePage, while a parent is asked', () => {
  it('shows what the child can do meanwhile, and no "Verify age" that could only fail', () => {
    act(() => profileStore.set(child))
    renderProfile()
    expect(screen.getByTestId('consent-meanwhile').textContent).toMatch(
      /colour every free picture and make puzzles from photos on this device/,
    )
    expect(screen.queryByText('Verify age')).toBeNull()
    expect(screen.getByText('Send again')).toBeInTheDocument()
  })

  it('still offers "Verify age" to an adult whose age is not verified yet', () => {
    act(() =>
      profileStore.set({
        ...child,
        birthdate: yearsAgo(30),
        parentConsent: 'not-required',
        parentEmailHint: null,
      }),
    )
    renderProfile()
    expect(screen.getByText('Verify age')).toBeInTheDocument()
  })
})

const adult: User = {
  ...child,
  email: 'ada@example.com',
  birthdate: '1990-01-01',
  ageVerified: true,
  parentConsent: 'not-required',
  parentEmailHint: null,
}

describe('ProfilePage, e-mail and devices', () => {
  it('asks an unverified password account to confirm the address, and sends the link again', async () => {
    act(() => profileStore.set({ ...adult, emailVerified: false }))
    const resend = vi.spyOn(accountSecurity, 'resendVerification').mockResolvedValue()
    renderProfile()
    expect(screen.getByTestId('email-verify').textContent).toContain('ada@example.com')
    fireEvent.click(screen.getByText('Send the link again'))
    await waitFor(() => expect(resend).toHaveBeenCalledTimes(1))
  })

  it('asks nothing once the address is verified', () => {
    act(() => profileStore.set(adult))
    renderProfile()
    expect(screen.queryByTestId('email-verify')).toBeNull()
  })

  it('lists the signed-in devices and signs another one out', async () => {
    act(() => profileStore.set(adult))
    const sessions = vi.spyOn(accountSecurity, 'sessions').mockResolvedValue([
      {
        sessionId: '1d7c4d2e-4b7e-4a7a-9a43-0f1f3d3b2a11',
        device: 'Chrome on Android',
        createdAt: '2026-01-01T10:00:00.000Z',
        lastUsedAt: '2026-01-02T10:00:00.000Z',
        current: true,
      },
      {
        sessionId: '2d7c4d2e-4b7e-4a7a-9a43-0f1f3d3b2a12',
        device: 'Safari on iPhone',
        createdAt: '2026-01-01T10:00:00.000Z',
        lastUsedAt: '2026-01-01T11:00:00.000Z',
        current: false,
      },
    ])
    const signOut = vi.spyOn(accountSecurity, 'signOutSession').mockResolvedValue()
    renderProfile()
    expect(await screen.findByText('Chrome on Android · This device')).toBeInTheDocument()
    fireEvent.click(screen.getByText('Sign out'))
    await waitFor(() =>
      expect(signOut).toHaveBeenCalledWith('2d7c4d2e-4b7e-4a7a-9a43-0f1f3d3b2a12'),
    )
    // The list is read again after signing a device out.
    await waitFor(() => expect(sessions).toHaveBeenCalledTimes(2))
  })
})
