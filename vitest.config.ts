import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Many server tests wait on timers, child servers and peers rather than on the CPU: a third
    // worker on two cores keeps both busy while one test waits.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'packages/*/bin/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // No test here mocks modules or leaves global state behind, so files share their worker's
          // module cache: PGlite's WebAssembly, Fastify and Drizzle load once per worker instead of
          // once per file (a third less CPU for this project).
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/fixtures/csp-guard.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // After the unit and web tests (a group of its own), two browsers at a time against the one
          // server: each spec signs up its own accounts, reads only its own mail and keeps its own
          // browser profile, so specs cannot see each other.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
    ],
  },
})
