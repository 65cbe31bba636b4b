import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { chromiumPath } from './fixtures/browser'
import { repoRoot, startServer } from './fixtures/server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/** Builds the e2e web build, starts one real server for the run, and hands its URL to the tests. */
export default async function setup(project: TestProject) {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium is missing at ${chromiumPath}: run "apt-get install -y chromium".`)
  }
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: `${repoRoot}/apps/web`,
    env: { ...process.env, E2E: '1' },
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('The e2e web build failed.')
  const server = await startServer()
  project.provide('baseURL', server.url)
  return () => server.stop()
}
