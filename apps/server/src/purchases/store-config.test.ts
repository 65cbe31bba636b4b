import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'

const dataDir = mkdtempSync(join(tmpdir(), 'huey-store-cfg-'))
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env })
const serviceAccount = JSON.stringify({
  client_email: 'play@huey.iam.gserviceaccount.com',
  private_key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }),
  token_uri: 'http://127.0.0.1:9/token',
})
const rootPem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n'
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_123',
  STRIPE_PRICE_MONTHLY: 'price_monthly',
  STRIPE_PRICE_YEARLY: 'price_yearly',
}

describe('store configuration', () => {
  it('uses the sandbox store by default, when no real store is configured', () => {
    const config = load({})
    expect(config.store).toBe('sandbox')
    expect(config.purchases).toMatchObject({ webStore: 'sandbox', sandbox: true })
  })

  it('never uses the sandbox store once Apple, Google Play or Stripe is configured', () => {
    const apple = load({ APPLE_BUNDLE_ID: 'app.huey', APPLE_ROOT_CA: rootPem })
    const google = load({
      GOOGLE_PLAY_PACKAGE_NAME: 'app.huey',
      GOOGLE_PLAY_SERVICE_ACCOUNT: serviceAccount,
    })
    const stripe = load(stripeEnv)
    for (const config of [apple, google, stripe]) {
      expect(config.store).toBe('none')
      expect(config.purchases.sandbox).toBe(false)
    }
    expect(apple.purchases.webStore).toBe('none')
    expect(google.purchases.webStore).toBe('none')
    expect(stripe.purchases.webStore).toBe('stripe')
  })

  it('reads PEM and service-account keys inline or from a file', () => {
    const file = join(dataDir, 'service-account.json')
    writeFileSync(file, serviceAccount)
    const config = load({ GOOGLE_PLAY_PACKAGE_NAME: 'app.huey', GOOGLE_PLAY_SERVICE_ACCOUNT: file })
    expect(config.purchases.googlePlay?.serviceAccount.client_email).toBe(
      'play@huey.iam.gserviceaccount.com',
    )
    expect(config.purchases.googlePlay?.serviceAccount.token_uri).toBe('http://127.0.0.1:9/token')
  })

  it('refuses a half-configured store, naming what is missing', () => {
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(ConfigError)
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => load({ APPLE_BUNDLE_ID: 'app.huey' })).toThrow(/APPLE_ROOT_CA/)
    expect(() => load({ APPLE_BUNDLE_ID: 'app.huey', APPLE_ROOT_CA: '/no/such/file.pem' })).toThrow(
      /no such file/,
    )
    expect(() =>
      load({ APPLE_BUNDLE_ID: 'app.huey', APPLE_ROOT_CA: rootPem, APPLE_KEY_ID: 'K' }),
    ).toThrow(/set all three or none/)
    expect(() =>
      load({ GOOGLE_PLAY_PACKAGE_NAME: 'app.huey', GOOGLE_PLAY_SERVICE_ACCOUNT: '{"x":1}' }),
    ).toThrow(/GOOGLE_PLAY_SERVICE_ACCOUNT/)
    expect(() => load({ PREMIUM_CURRENCY: 'dollars' })).toThrow(/PREMIUM_CURRENCY/)
  })
})
