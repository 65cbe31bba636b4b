import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { type StoreConfig, storeConfig, storeEnvSchema } from './purchases/store-config'

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    WEB_DIST: z.string().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    PUBLIC_URL: z.url().optional(),
    CORS_ORIGINS: list,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    REDIS_URL: z.url().optional(),
    // The whole catalogue: 1,000 pictures at first start and 6 a day for a year after the release.
    CATALOG_SIZE: z.coerce.number().int().min(0).max(100_000).default(100_000),
    RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Huey <no-reply@huey.local>'),
    GOOGLE_CLIENT_IDS: list,
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUERS: z
      .string()
      .default('https://accounts.google.com,accounts.google.com')
      .transform((v) => v.split(',').map((s) => s.trim())),
    /** The Services ID (web) and the app's bundle id (iOS): an Apple ID token names one of them. */
    APPLE_CLIENT_IDS: list,
    APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
    FACEBOOK_APP_ID: z.string().optional(),
    FACEBOOK_APP_SECRET: z.string().optional(),
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
    VITE_API_URL: z.url().optional(),
    VITE_SENTRY_DSN: z.url().optional(),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  })
  .extend(storeEnvSchema.shape)

export type Env = z.input<typeof envSchema>

export interface Config {
  readonly port: number
  readonly host: string
  readonly databaseUrl: string | undefined
  readonly dataDir: string
  /** The built web app to serve; apps/web/dist when unset. */
  readonly webDist: string | undefined
  readonly jwtSecret: string
  readonly publicUrl: string
  readonly corsOrigins: readonly string[]
  readonly logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  readonly redisUrl: string | undefined
  /**
   * `sandbox`: upgrades grant a 30-day test entitlement without a store (the `npm start` default).
   * Only when STORE=sandbox and no real store (Apple, Google Play, Stripe) is configured.
   */
  readonly store: 'sandbox' | 'none'
  /** The stores that sell premium, and the prices the web paywall shows. */
  readonly purchases: StoreConfig
  /** How many catalogue pictures to make at start-up (60; fewer for quick test servers). */
  readonly catalogSize: number
  /** Multiplies every rate limit (benchmarks raise it; 1 in production). */
  readonly rateLimitScale: number
  /**
   * Which proxies may name the client in X-Forwarded-For (Fastify's `trustProxy`): `loopback` by
   * default, so a client cannot pick its own IP and slip past the per-IP rate limits. Behind a load
   * balancer, set its addresses or subnets (comma-separated).
   */
  readonly trustProxy: boolean | string
  /**
   * How many password hashes may run at once (19 MiB each). Defaults to the cores, at most 3, so
   * hashing never takes every thread of the libuv pool from file and DNS work.
   */
  readonly passwordHashConcurrency: number
  readonly mail: { readonly smtpUrl: string | undefined; readonly from: string }
  readonly google: {
    readonly clientIds: readonly string[]
    readonly jwksUrl: string
    readonly issuers: readonly string[]
  }
  readonly apple: {
    readonly clientIds: readonly string[]
    readonly jwksUrl: string
  }
  readonly facebook: {
    readonly appId: string | undefined
    readonly appSecret: string | undefined
    readonly graphUrl: string
  }
  /**
   * What the served web app was built to call (VITE_API_URL, VITE_SENTRY_DSN: the same variables
   * as the web build, so `npm start` builds and serves with one environment); their origins join
   * the Content-Security-Policy's connect-src.
   */
  readonly webApp: { readonly apiUrl: string | undefined; readonly sentryDsn: string | undefined }
  /**
   * How long a client may take to send a whole request (a 20 MB photo on a slow line fits), and
   * its headers; a request that never finishes no longer holds its socket forever.
   */
  readonly requestTimeoutMs: number
  readonly headersTimeoutMs: number
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

/** Reads the configuration from the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const e = parsed.data
  const purchases = storeConfig(e)
  if ('problems' in purchases) {
    throw new ConfigError(`Invalid configuration: ${purchases.problems.join('; ')}`)
  }
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    // A secret generated per server would sign sessions the other servers of the cluster refuse.
    throw new ConfigError(
      'JWT_SECRET is required with DATABASE_URL: give every server of the cluster the same secret (at least 32 characters).',
    )
  }
  const dataDir = resolve(e.DATA_DIR)
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    store: purchases.sandbox ? 'sandbox' : 'none',
    purchases,
    catalogSize: e.CATALOG_SIZE,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    trustProxy: e.TRUST_PROXY,
    passwordHashConcurrency:
      e.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, Math.min(availableParallelism(), 3)),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    google: {
      clientIds: e.GOOGLE_CLIENT_IDS,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuers: e.GOOGLE_ISSUERS,
    },
    apple: { clientIds: e.APPLE_CLIENT_IDS, jwksUrl: e.APPLE_JWKS_URL },
    facebook: {
      appId: e.FACEBOOK_APP_ID,
      appSecret: e.FACEBOOK_APP_SECRET,
      graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
    },
    webApp: { apiUrl: e.VITE_API_URL, sentryDsn: e.VITE_SENTRY_DSN },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
  }
}

/**
 * A secret made once per data folder, so sessions survive restarts without any set-up; only on the
 * embedded database, which one process alone serves.
 */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
