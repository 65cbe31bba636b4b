import { vi } from 'vitest'

/** Capacitor Share for unit tests: a spy that answers as if the person shared. */
export const Share = {
  share: vi.fn(async (_options: unknown) => ({ activityType: 'test' })),
  canShare: vi.fn(async () => ({ value: true })),
}
