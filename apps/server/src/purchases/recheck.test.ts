import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isPremiumNow, signedInAccount, type TestAccount } from '../../test/accounts'
import { databaseTargets } from '../../test/databases'
import { buildTestApp, testConfig } from '../../test/helper'
import { startAppStorePeer } from '../../test/peers/app-store-peer'
import { startGooglePlayPeer } from '../../test/peers/google-play-peer'
import { startStripePeer } from '../../test/peers/stripe-peer'
import { type Database, openDatabase } from '../db/database'
import { entitlements } from '../db/schema'
import { Jobs } from '../jobs/jobs'
import { scheduleEntitlementRecheck } from './recheck-job'
import type { PurchaseService } from './service'

const HOUR = 3_600_000
const DAY = 24 * HOUR

describe.each(await databaseTargets())(
  're-checking entitlements near expiry on $name',
  (target) => {
    let database: Database
    let app: FastifyInstance
    let sandboxApp: FastifyInstance
    let appStore: Awaited<ReturnType<typeof startAppStorePeer>>
    let play: Awaited<ReturnType<typeof startGooglePlayPeer>>
    let stripe: Awaited<ReturnType<typeof startStripePeer>>
    /** The clock the purchase service and its job read; each test moves it. */
    let clock = new Date()
    const now = () => clock

    beforeAll(async () => {
      appStore = await startAppStorePeer()
      play = await startGooglePlayPeer()
      stripe = await startStripePeer()
      database = await target.open()
      app = await buildTestApp({
        database,
        config: testConfig({
          ...appStore.env,
          ...play.env,
          ...stripe.env,
          RATE_LIMIT_SCALE: '100',
        }),
        purchases: { now, recheck: false },
      })
      sandboxApp = await buildTestApp({ database, purchases: { now, recheck: false } })
    })
    afterAll(async () => {
      await app.close()
      await sandboxApp.close()
      await database.close()
      await appStore.close()
      await play.close()
      await stripe.close()
    })
    beforeEach(async () => {
      clock = new Date()
      // Each test looks at its own rows only; older rows must not hide them behind the batch size.
      await database.db.delete(entitlements)
    })

    const validate = (account: TestAccount, transaction: object) =>
      app.inject({
        method: 'POST',
        url: '/purchases/validate',
        headers: account.headers,
        payload: { id: 'huey.premium.monthly', transaction },
      })
    /** A new account that Stripe says has just subscribed, for half a day. */
    async function stripeSubscriber() {
      const buyer = await signedInAccount(app)
      const subscription = stripe.subscribe(buyer.userId, { periodEndDays: 0.5 })
      const { payload, signature } = stripe.event('customer.subscription.created', subscription)
      await app.inject({
        method: 'POST',
        url: '/purchases/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      })
      return { buyer, subscription }
    }
    const rowOf = async (account: TestAccount) =>
      (
        await database.db.select().from(entitlements).where(eq(entitlements.userId, account.userId))
      )[0]

    it('moves an App Store subscription on when Apple reports its renewal', async () => {
      const buyer = await signedInAccount(app)
      const t = await appStore.sign({ expiresDate: Date.now() + HOUR })
      await validate(buyer, { type: 'apple-sk2', jwsRepresentation: t.jws })
      const renewal = await appStore.sign({
        originalTransactionId: t.originalTransactionId,
        expiresDate: Date.now() + 31 * DAY,
      })
      clock = new Date(Date.now() + 2 * HOUR)
      const result = await app.purchaseService.recheckDue()
      expect(result).toMatchObject({ checked: 1, ended: 0, failed: 0 })
      expect((await rowOf(buyer))?.expiresAt.getTime()).toBe(renewal.expiresDate)
      expect(await isPremiumNow(app, buyer)).toBe(true)
      // Checked now: the next run within the hour leaves it alone.
      expect((await app.purchaseService.recheckDue()).checked).toBe(0)
    })

    it('ends an App Store subscription Apple refunded', async () => {
      const buyer = await signedInAccount(app)
      const t = await appStore.sign({ expiresDate: Date.now() + 3 * HOUR })
      await validate(buyer, { type: 'apple-sk2', jwsRepresentation: t.jws })
      await appStore.sign({
        originalTransactionId: t.originalTransactionId,
        transactionId: t.transactionId,
        expiresDate: t.expiresDate,
        revocationDate: Date.now(),
      })
      clock = new Date(Date.now() + 90 * 60_000)
      expect(await app.purchaseService.recheckDue()).toMatchObject({ checked: 1, ended: 1 })
      expect((await rowOf(buyer))?.status).toBe('refunded')
      expect(await isPremiumNow(app, buyer)).toBe(false)
    })

    it('leaves entitlements far from their expiry alone', async () => {
      const buyer = await signedInAccount(app)
      await validate(buyer, { type: 'apple-sk2', jwsRepresentation: (await appStore.sign({})).jws })
      const requests = appStore.apiRequests()
      expect((await app.purchaseService.recheckDue()).checked).toBe(0)
      expect(appStore.apiRequests()).toBe(requests)
    })

    it('ends a Google Play subscription that lapsed, and acknowledges one still pending', async () => {
      const lapsing = await signedInAccount(app)
      const token = play.buy('huey.premium.monthly', {
        lineItems: [
          {
            productId: 'huey.premium.monthly',
            expiryTime: new Date(Date.now() + HOUR).toISOString(),
            autoRenewingPlan: { autoRenewEnabled: false },
          },
        ],
      })
      await validate(lapsing, { type: 'android-playstore', purchaseToken: token })
      const sub = play.subscription(token)
      if (sub) sub.subscriptionState = 'SUBSCRIPTION_STATE_EXPIRED'
      clock = new Date(Date.now() + 2 * HOUR)
      expect(await app.purchaseService.recheckDue()).toMatchObject({ checked: 1, ended: 1 })
      expect((await rowOf(lapsing))?.status).toBe('expired')
      expect(await isPremiumNow(app, lapsing)).toBe(false)

      const unacknowledged = await signedInAccount(app)
      const second = play.buy('huey.premium.monthly', {
        lineItems: [
          {
            productId: 'huey.premium.monthly',
            expiryTime: new Date(Date.now() + 5 * HOUR).toISOString(),
          },
        ],
      })
      play.failAcknowledgements(true)
      await validate(unacknowledged, { type: 'android-playstore', purchaseToken: second })
      play.failAcknowledgements(false)
      expect(play.acknowledged()).not.toContain(second)
      clock = new Date(Date.now() + 3 * HOUR)
      await app.purchaseService.recheckDue()
      expect(play.acknowledged()).toContain(second)
      expect(await isPremiumNow(app, unacknowledged)).toBe(true)
    })

    it('ends a Stripe subscription that Stripe reports cancelled', async () => {
      const { buyer, subscription } = await stripeSubscriber()
      expect(await isPremiumNow(app, buyer)).toBe(true)
      stripe.update(subscription.id, {
        status: 'canceled',
        ended_at: Math.floor(Date.now() / 1000),
      })
      clock = new Date(Date.now() + 2 * HOUR)
      expect(await app.purchaseService.recheckDue()).toMatchObject({ checked: 1, ended: 1 })
      expect(await isPremiumNow(app, buyer)).toBe(false)
    })

    it('ends a sandbox entitlement after its 30 days', async () => {
      const tester = await signedInAccount(sandboxApp)
      const upgrade = await sandboxApp.inject({
        method: 'POST',
        url: '/auth/upgrade',
        headers: tester.headers,
      })
      expect(upgrade.json().user.premium).toBe(true)
      clock = new Date(Date.now() + 29 * DAY)
      expect(await sandboxApp.purchaseService.recheckDue()).toMatchObject({ checked: 1, ended: 0 })
      clock = new Date(Date.now() + 31 * DAY)
      expect(await sandboxApp.purchaseService.recheckDue()).toMatchObject({ ended: 1 })
      expect((await rowOf(tester))?.status).toBe('expired')
      expect(await isPremiumNow(sandboxApp, tester)).toBe(false)
    })

    it('keeps an entitlement whose store is down until its expiry, and asks again later', async () => {
      const { buyer } = await stripeSubscriber()
      await stripe.close()
      clock = new Date(Date.now() + 2 * HOUR)
      try {
        expect(await app.purchaseService.recheckDue()).toMatchObject({
          checked: 1,
          failed: 1,
          ended: 0,
        })
        expect(await isPremiumNow(app, buyer)).toBe(true)
      } finally {
        stripe = await startStripePeer()
      }
    })
  },
)

describe('the entitlement re-check job', () => {
  // A fresh database, its migrations and the job queue's own schema: slow on two busy cores.
  it('is scheduled every 15 minutes and runs the re-check when due', async () => {
    const database = await openDatabase({ kind: 'pglite' })
    await database.migrate()
    const silent = pino({ level: 'silent' })
    const jobs = await Jobs.start(database, silent, { cronIntervalSeconds: 1 })
    let runs = 0
    const service = {
      recheckDue: async () => {
        runs++
        return { checked: 0, ended: 0, failed: 0 }
      },
    } as unknown as PurchaseService
    try {
      await scheduleEntitlementRecheck(jobs, service, silent)
      expect(await jobs.schedules()).toEqual([
        { name: 'recheck-entitlements', cron: '*/15 * * * *' },
      ])
      await jobs.runNow('recheck-entitlements')
      await expect.poll(() => runs, { timeout: 10_000, interval: 100 }).toBe(1)
    } finally {
      await jobs.stop()
      await database.close()
    }
  }, 90_000)
})
