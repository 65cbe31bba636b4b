import { vi } from 'vitest'

/** The social sign-in plugin for unit tests: every method a spy that answers nothing. */
export const SocialLogin = {
  initialize: vi.fn(async (_options: unknown) => undefined),
  login: vi.fn(
    async (_options: unknown): Promise<{ provider: string; result: unknown }> => ({
      provider: 'google',
      result: {},
    }),
  ),
  logout: vi.fn(async (_options: unknown) => undefined),
}
