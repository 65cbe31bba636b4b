import { existsSync, readFileSync } from 'node:fs'
import type { WebStore } from '@huey/contracts'
import { z } from 'zod'

/** PEM or JSON given inline, or the path of a file holding it. */
const inlineOrFile = (inlineStart: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined
      if (v.trimStart().startsWith(inlineStart)) return v
      if (!existsSync(v)) {
        ctx.addIssue({ code: 'custom', message: `no such file: ${v}` })
        return z.NEVER
      }
      return readFileSync(v, 'utf8')
    })

const serviceAccountSchema = z.object({
  client_email: z.string().min(1),
  private_key: z.string().startsWith('-----BEGIN'),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
})

/** The environment variables of the stores (README.md lists each). */
export const storeEnvSchema = z.object({
  /** Unset: `sandbox` in development and `npm start`, `none` with NODE_ENV=production. */
  STORE: z.enum(['sandbox', 'none']).optional(),
  NODE_ENV: z.string().optional(),
  PREMIUM_MONTHLY_PRICE: z.coerce.number().int().nonnegative().default(499),
  PREMIUM_YEARLY_PRICE: z.coerce.number().int().nonnegative().default(3999),
  PREMIUM_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'a three-letter currency code')
    .default('USD')
    .transform((v) => v.toUpperCase()),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_YEARLY: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  APPLE_BUNDLE_ID: z.string().min(1).optional(),
  APPLE_ROOT_CA: inlineOrFile('-----BEGIN'),
  APPLE_ENVIRONMENTS: z
    .string()
    .default('Production')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['Production', 'Sandbox', 'Xcode', 'LocalTesting'])).min(1)),
  APPLE_API_URL: z.url().default('https://api.storekit.itunes.apple.com'),
  APPLE_ISSUER_ID: z.string().min(1).optional(),
  APPLE_KEY_ID: z.string().min(1).optional(),
  APPLE_PRIVATE_KEY: inlineOrFile('-----BEGIN'),
  GOOGLE_PLAY_PACKAGE_NAME: z.string().min(1).optional(),
  GOOGLE_PLAY_SERVICE_ACCOUNT: inlineOrFile('{'),
  GOOGLE_PLAY_API_URL: z.url().default('https://androidpublisher.googleapis.com'),
})

export interface StripeConfig {
  readonly secretKey: string
  readonly webhookSecret: string
  /** Stripe price ids by product id. */
  readonly prices: Readonly<Record<'huey.premium.monthly' | 'huey.premium.yearly', string>>
  readonly apiUrl: URL
}

export interface AppleConfig {
  readonly bundleId: string
  /** The trusted root certificate (Apple Root CA - G3 in production) in PEM. */
  readonly rootCa: string
  readonly environments: readonly string[]
  /** The App Store Server API, for re-checking subscriptions; unset without its key. */
  readonly serverApi:
    | {
        readonly url: string
        readonly issuerId: string
        readonly keyId: string
        readonly privateKey: string
      }
    | undefined
}

export interface GooglePlayConfig {
  readonly packageName: string
  readonly apiUrl: string
  readonly serviceAccount: z.infer<typeof serviceAccountSchema>
}

export interface StoreConfig {
  /** What the web paywall sells through (see `GET /purchases/plans`). */
  readonly webStore: WebStore
  /** Upgrade grants a 30-day test entitlement: only with STORE=sandbox and no real store set up. */
  readonly sandbox: boolean
  readonly prices: { readonly monthly: number; readonly yearly: number; readonly currency: string }
  readonly stripe: StripeConfig | undefined
  readonly apple: AppleConfig | undefined
  readonly googlePlay: GooglePlayConfig | undefined
}

type StoreEnv = z.infer<typeof storeEnvSchema>

/** Builds the store configuration; returns the problems of a half-configured store instead. */
export function storeConfig(e: StoreEnv): StoreConfig | { problems: string[] } {
  const problems: string[] = []
  const missing = (names: Record<string, unknown>, because: string) => {
    for (const [name, value] of Object.entries(names)) {
      if (value === undefined) problems.push(`${name}: required with ${because}`)
    }
  }
  let stripe: StripeConfig | undefined
  if (e.STRIPE_SECRET_KEY) {
    missing(
      {
        STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
        STRIPE_PRICE_MONTHLY: e.STRIPE_PRICE_MONTHLY,
        STRIPE_PRICE_YEARLY: e.STRIPE_PRICE_YEARLY,
      },
      'STRIPE_SECRET_KEY',
    )
    stripe = {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
      prices: {
        'huey.premium.monthly': e.STRIPE_PRICE_MONTHLY ?? '',
        'huey.premium.yearly': e.STRIPE_PRICE_YEARLY ?? '',
      },
      apiUrl: new URL(e.STRIPE_API_URL),
    }
  }
  let apple: AppleConfig | undefined
  if (e.APPLE_BUNDLE_ID) {
    missing({ APPLE_ROOT_CA: e.APPLE_ROOT_CA }, 'APPLE_BUNDLE_ID')
    const api = [e.APPLE_ISSUER_ID, e.APPLE_KEY_ID, e.APPLE_PRIVATE_KEY]
    if (api.some(Boolean) && !api.every(Boolean)) {
      problems.push('APPLE_ISSUER_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY: set all three or none')
    }
    apple = {
      bundleId: e.APPLE_BUNDLE_ID,
      rootCa: e.APPLE_ROOT_CA ?? '',
      environments: e.APPLE_ENVIRONMENTS,
      serverApi:
        e.APPLE_ISSUER_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
          ? {
              url: e.APPLE_API_URL.replace(/\/$/, ''),
              issuerId: e.APPLE_ISSUER_ID,
              keyId: e.APPLE_KEY_ID,
              privateKey: e.APPLE_PRIVATE_KEY,
            }
          : undefined,
    }
  }
  let googlePlay: GooglePlayConfig | undefined
  if (e.GOOGLE_PLAY_PACKAGE_NAME) {
    const account = parseServiceAccount(e.GOOGLE_PLAY_SERVICE_ACCOUNT)
    if (typeof account === 'string') problems.push(`GOOGLE_PLAY_SERVICE_ACCOUNT: ${account}`)
    else {
      googlePlay = {
        packageName: e.GOOGLE_PLAY_PACKAGE_NAME,
        apiUrl: e.GOOGLE_PLAY_API_URL.replace(/\/$/, ''),
        serviceAccount: account,
      }
    }
  }
  if (problems.length > 0) return { problems }
  const realStore = stripe !== undefined || apple !== undefined || googlePlay !== undefined
  // A production server grants nothing for free unless someone asked for the sandbox by name.
  const store = e.STORE ?? (e.NODE_ENV === 'production' ? 'none' : 'sandbox')
  const sandbox = store === 'sandbox' && !realStore
  return {
    webStore: stripe ? 'stripe' : sandbox ? 'sandbox' : 'none',
    sandbox,
    prices: {
      monthly: e.PREMIUM_MONTHLY_PRICE,
      yearly: e.PREMIUM_YEARLY_PRICE,
      currency: e.PREMIUM_CURRENCY,
    },
    stripe,
    apple,
    googlePlay,
  }
}

function parseServiceAccount(
  json: string | undefined,
): GooglePlayConfig['serviceAccount'] | string {
  if (!json) return 'required with GOOGLE_PLAY_PACKAGE_NAME'
  try {
    const parsed = serviceAccountSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : 'not a service-account key (client_email, private_key)'
  } catch {
    return 'not valid JSON'
  }
}
