import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app'
import type { HashParams } from '../src/auth/passwords'
import { type Config, loadConfig } from '../src/config'
import type { Database } from '../src/db/database'
import type { JobsTiming } from '../src/jobs/jobs'
import type { PurchasesPluginOptions } from '../src/purchases/purchases-plugin'

/** A configuration for tests: a throw-away data folder, a fixed secret, no logs. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'huey-test-')),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    ...env,
  })
}

export interface TestAppOptions {
  readonly database: Database
  readonly config?: Config
  readonly webRoot?: string
  /** Argon2 at the OWASP cost takes ~50 ms; tests that sign up many users pass cheaper parameters. */
  readonly hashParams?: HashParams
  readonly purchases?: PurchasesPluginOptions
  readonly jobs?: JobsTiming
}

export const fastHash: HashParams = { memoryCost: 1024, timeCost: 1, parallelism: 1 }

/** Builds the app on the given database; callers close it (usually in afterAll). */
export async function buildTestApp(options: TestAppOptions): Promise<FastifyInstance> {
  const app = await buildApp({
    config: options.config ?? testConfig(),
    database: options.database,
    logger: false,
    webRoot: options.webRoot ?? join(tmpdir(), 'huey-no-web-app'),
    auth: { hashParams: options.hashParams ?? fastHash },
    purchases: options.purchases ?? { recheck: false },
    jobs: options.jobs,
  })
  await app.ready()
  return app
}
