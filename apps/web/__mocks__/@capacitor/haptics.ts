import { vi } from 'vitest'

/** Capacitor Haptics for unit tests: spies that answer as the plugin does. */
export const ImpactStyle = { Heavy: 'HEAVY', Medium: 'MEDIUM', Light: 'LIGHT' } as const
export const Haptics = {
  impact: vi.fn(async (_options?: unknown) => undefined),
  vibrate: vi.fn(async (_options?: unknown) => undefined),
}
