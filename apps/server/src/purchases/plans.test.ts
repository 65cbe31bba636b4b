import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testConfig } from '../../test/helper'
import { type Database, openDatabase } from '../db/database'

const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_123',
  STRIPE_PRICE_MONTHLY: 'price_monthly',
  STRIPE_PRICE_YEARLY: 'price_yearly',
}

describe('GET /purchases/plans', () => {
  let database: Database
  const apps: FastifyInstance[] = []
  const plansWith = async (env: Record<string, string>) => {
    const app = await buildTestApp({ database, config: testConfig(env) })
    apps.push(app)
    return app.inject({ method: 'GET', url: '/purchases/plans' })
  }

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' })
    await database.migrate()
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await database.close()
  })

  const offer = (store: string, monthly: number, yearly: number, currency: string) => ({
    store,
    plans: [
      { productId: 'huey.premium.monthly', period: 'month', amount: monthly, currency },
      { productId: 'huey.premium.yearly', period: 'year', amount: yearly, currency },
    ],
  })

  it('offers both plans in the sandbox store by default, at 4.99 and 39.99 USD', async () => {
    const res = await plansWith({})
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(offer('sandbox', 499, 3999, 'USD'))
  })

  it('sells through Stripe when Stripe is configured, at the configured prices', async () => {
    const res = await plansWith({
      ...stripeEnv,
      PREMIUM_MONTHLY_PRICE: '599',
      PREMIUM_YEARLY_PRICE: '4999',
      PREMIUM_CURRENCY: 'eur',
    })
    expect(res.json()).toEqual(offer('stripe', 599, 4999, 'EUR'))
  })

  it('answers store none with STORE=none', async () => {
    expect((await plansWith({ STORE: 'none' })).json().store).toBe('none')
  })
})
