import { vi } from 'vitest'

/** Capacitor Filesystem for unit tests: writes nowhere and answers a cache URI. */
export const Directory = { Cache: 'CACHE', Documents: 'DOCUMENTS', Data: 'DATA' } as const

export const Filesystem = {
  writeFile: vi.fn(async (options: { path: string }) => ({ uri: `file:///cache/${options.path}` })),
}
