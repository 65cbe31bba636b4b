import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { JWK } from 'jose'
import type { TestProject } from 'vitest/node'
import { chromiumPath } from './fixtures/browser'
import { e2eGoogleClientId, startGoogleJwks } from './fixtures/google'
import { repoRoot, startServer } from './fixtures/server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    googlePrivateJwk: JWK
    /** Where the server writes each e-mail it sends (no SMTP in e2e), one .eml file each. */
    outboxDir: string
  }
}

/**
 * Builds the e2e web build, starts one real server for the run (with Google sign-in pointed at a
 * loopback JWKS), and hands the tests its URL and the key that signs their Google ID tokens.
 */
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
  const google = await startGoogleJwks()
  const server = await startServer({
    GOOGLE_CLIENT_IDS: e2eGoogleClientId,
    CATALOG_SIZE: '6',
    // Every browser test signs in from 127.0.0.1; the limits themselves are tested on the server.
    RATE_LIMIT_SCALE: '100',
    GOOGLE_JWKS_URL: google.url,
  })
  project.provide('baseURL', server.url)
  project.provide('googlePrivateJwk', google.privateJwk)
  project.provide('outboxDir', join(server.dataDir, 'outbox'))
  return async () => {
    await server.stop()
    await google.close()
  }
}
