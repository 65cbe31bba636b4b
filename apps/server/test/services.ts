import { existsSync } from 'node:fs'
import { Redis } from 'ioredis'
import pg from 'pg'

/**
 * The machine's services some suites need: PostgreSQL, Redis and HAProxy. On a developer's machine
 * a suite whose service is missing is skipped with a warning; in CI (`CI=true`) it fails the run,
 * so a CI machine that lacks one cannot pass with fewer tests.
 */
export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
export const haproxyPath = '/usr/sbin/haproxy'

let postgresProbe: Promise<string | undefined> | undefined

/** Why the PostgreSQL at `url` cannot be used, or undefined when it answers. */
export async function probePostgres(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    await client.query('select 1')
    return undefined
  } catch (error) {
    return `PostgreSQL at ${new URL(url).host} (${(error as Error).message})`
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Why the tests' PostgreSQL cannot be used, or undefined when it answers (asked once a worker). */
export function postgresMissing(): Promise<string | undefined> {
  postgresProbe ??= probePostgres(adminUrl)
  return postgresProbe
}

/** Why the Redis at `url` cannot be used, or undefined when it answers PONG. */
export async function redisMissing(url = redisUrl): Promise<string | undefined> {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    lazyConnect: true,
    retryStrategy: () => null,
  })
  // The refusal reaches connect() below; without a listener ioredis would also log it as unhandled.
  redis.on('error', () => undefined)
  try {
    await redis.connect()
    await redis.ping()
    return undefined
  } catch (error) {
    return `Redis at ${url} (${(error as Error).message})`
  } finally {
    redis.disconnect()
  }
}

/** Why HAProxy cannot be started here, or undefined when it is installed. */
export function haproxyMissing(): string | undefined {
  return existsSync(haproxyPath) ? undefined : `HAProxy at ${haproxyPath} (not installed)`
}

const warned = new Set<string>()

/**
 * Whether `suite` must be skipped for want of a service (`missing`, from the probes above): false
 * when nothing is missing; true, with a warning, on a developer's machine; in CI it throws, and
 * the file fails.
 */
export function skipWithout(
  missing: string | undefined,
  suite: string,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (!missing) return false
  if (['true', '1'].includes(env.CI ?? ''))
    throw new Error(`${suite} needs ${missing}, and CI=true: install or start it.`)
  if (!warned.has(suite)) console.warn(`Skipping ${suite}: it needs ${missing}.`)
  warned.add(suite)
  return true
}
