import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { authService } from './auth'
import { profileStore } from './profile-store'

vi.mock('@capgo/capacitor-social-login')

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('the app auth service', () => {
  it('ends the session when the server turns the stored token down', async () => {
    server.use(
      http.post('/auth/upgrade', () =>
        HttpResponse.json(
          { error: 'Your session has expired. Please sign in again.' },
          { status: 401 },
        ),
      ),
    )
    localStorage.setItem('token', 'revoked')
    localStorage.setItem('userData', JSON.stringify({ name: 'Ada' }))
    profileStore.set({ name: 'Ada' })
    await expect(authService.upgrade()).rejects.toThrow(
      'Your session has expired. Please sign in again.',
    )
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('userData')).toBeNull()
    expect(profileStore.get()).toEqual({})
  })
})
