import { describe, expect, it, vi } from 'vitest'
import { ProfileStore } from '../auth/profile-store'
import { watchSignIns } from './account-sync'

describe('watchSignIns', () => {
  it('runs once per new session, whatever order the token and profile are stored in', async () => {
    vi.useFakeTimers()
    const store = new ProfileStore({})
    let token: string | null = null
    const onSignIn = vi.fn()
    watchSignIns({ subscribe: store.subscribe, token: () => token, onSignIn })

    // Google: the profile first, the token after it.
    store.set({ userId: 'u1' })
    token = 'google-token'
    await vi.runAllTimersAsync()
    expect(onSignIn).toHaveBeenCalledTimes(1)

    // A profile refresh or an upgrade in the same session is not a sign-in.
    store.set({ userId: 'u1', premium: true })
    await vi.runAllTimersAsync()
    expect(onSignIn).toHaveBeenCalledTimes(1)

    // Sign-out, then e-mail sign-in: the token first.
    token = null
    store.set({})
    await vi.runAllTimersAsync()
    token = 'email-token'
    store.set({ userId: 'u1' })
    await vi.runAllTimersAsync()
    expect(onSignIn).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })
})
