import type { User } from '@huey/contracts'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/** An msw server for this test file: any request no handler answers fails the test. */
export function mockApi() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

/** A signed-in adult with nothing pending, as GET /auth/me answers. */
export const adultUser: User = {
  userId: '7d7c4d2e-4b7e-4a7a-9a43-0f1f3d3b2a10',
  email: 'ada@example.com',
  name: 'Ada',
  birthdate: '1990-05-17',
  ageVerified: true,
  emailVerified: true,
  premium: false,
  parentConsent: 'not-required',
  providers: ['password'],
  createdAt: '2026-01-01T00:00:00.000Z',
}
