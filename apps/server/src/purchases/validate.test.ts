import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { isPremiumNow, signedInAccount, type TestAccount } from '../../test/accounts'
import { appUnderTest } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { buildTestApp, testConfig } from '../../test/helper'
import { startAppStorePeer } from '../../test/peers/app-store-peer'
import { startGooglePlayPeer } from '../../test/peers/google-play-peer'
import { entitlements } from '../db/schema'

const DAY = 86_400_000
const VERIFICATION_FAILED = 6777017

describe.each(await databaseTargets())('POST /purchases/validate on $name', (target) => {
  const server = appUnderTest(target, {
    peers: { appStore: startAppStorePeer, play: startGooglePlayPeer },
    env: ({ appStore, play }) => ({ ...appStore.env, ...play.env, RATE_LIMIT_SCALE: '100' }),
  })

  const validate = (account: TestAccount | undefined, transaction: object, id?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/purchases/validate',
      headers: account?.headers ?? {},
      payload: {
        id: id ?? 'huey.premium.monthly',
        type: 'paid subscription',
        transaction,
        additionalData: { applicationUsername: account?.userId },
        device: { plugin: 'cordova-plugin-purchase/13.12.1' },
      },
    })
  const sk2 = (jws: string) => ({
    type: 'apple-sk2',
    id: 'huey.premium.monthly',
    jwsRepresentation: jws,
  })
  const rowsOf = (userId: string) =>
    server.database.db.select().from(entitlements).where(eq(entitlements.userId, userId))

  describe('App Store (StoreKit 2 signed transactions)', () => {
    it('makes the user premium for a valid purchase, answering the plugin its collection', async () => {
      const buyer = await signedInAccount(server.app)
      const t = await server.peers.appStore.sign({ productId: 'huey.premium.yearly' })
      const res = await validate(buyer, sk2(t.jws))
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({
        ok: true,
        data: {
          id: 'huey.premium.monthly',
          latest_receipt: true,
          transaction: { type: 'apple-sk2' },
          collection: [
            {
              id: 'huey.premium.yearly',
              purchaseId: t.originalTransactionId,
              transactionId: t.transactionId,
              expiryDate: t.expiresDate,
              isExpired: false,
            },
          ],
        },
      })
      expect(await isPremiumNow(server.app, buyer)).toBe(true)
      const [row] = await rowsOf(buyer.userId)
      expect(row).toMatchObject({
        source: 'apple',
        productId: 'huey.premium.yearly',
        originalTransactionId: t.originalTransactionId,
        status: 'active',
      })
      expect(row?.expiresAt.getTime()).toBe(t.expiresDate)
    })

    it('accepts the renewal of the same subscription again, moving the expiry on', async () => {
      const buyer = await signedInAccount(server.app)
      const first = await server.peers.appStore.sign({ expiresDate: Date.now() + DAY })
      await validate(buyer, sk2(first.jws))
      const renewal = await server.peers.appStore.sign({
        originalTransactionId: first.originalTransactionId,
        expiresDate: Date.now() + 31 * DAY,
      })
      expect((await validate(buyer, sk2(renewal.jws))).json().ok).toBe(true)
      const rows = await rowsOf(buyer.userId)
      expect(rows).toHaveLength(1)
      expect(rows[0]?.expiresAt.getTime()).toBe(renewal.expiresDate)
    })

    const refused = async (jws: string, reason: RegExp) => {
      const buyer = await signedInAccount(server.app)
      const res = await validate(buyer, sk2(jws))
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ ok: false, code: VERIFICATION_FAILED, status: 400 })
      expect(res.json().message).toMatch(reason)
      expect(await rowsOf(buyer.userId)).toEqual([])
      expect(await isPremiumNow(server.app, buyer)).toBe(false)
    }

    it('refuses a transaction signed by a chain that does not lead to the configured root', async () => {
      await refused((await server.peers.appStore.forge({})).jws, /not signed by the App Store/)
    })

    it("refuses Apple's certificates with a signature they did not make", async () => {
      await refused(
        (await server.peers.appStore.forgeWithAppleChain({})).jws,
        /The signature is not valid/,
      )
    })

    it('refuses a genuine transaction whose payload was changed', async () => {
      const { jws } = await server.peers.appStore.sign({ productId: 'huey.premium.monthly' })
      const [header, , signature] = jws.split('.')
      const payload = JSON.parse(Buffer.from(jws.split('.')[1] ?? '', 'base64url').toString())
      payload.expiresDate = Date.now() + 3650 * DAY
      const tampered = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`
      await refused(tampered, /The signature is not valid/)
    })

    it('refuses a leaf certificate that has expired', async () => {
      await refused(
        (await server.peers.appStore.signWithExpiredLeaf({})).jws,
        /not signed by the App Store/,
      )
    })

    it('refuses garbage in place of a JWS', async () => {
      await refused('not.a.jws', /not a signed App Store transaction/)
      await refused('eyJhbGciOiJub25lIn0.e30.', /not a signed App Store transaction/)
    })

    it('refuses a transaction of another app (wrong bundle id)', async () => {
      await refused(
        (await server.peers.appStore.sign({ bundleId: 'com.other.app' })).jws,
        /another app/,
      )
    })

    it('refuses an unknown product and a sandbox purchase in production', async () => {
      await refused(
        (await server.peers.appStore.sign({ productId: 'coins.100' })).jws,
        /unknown product/,
      )
      await refused((await server.peers.appStore.sign({ environment: 'Sandbox' })).jws, /Sandbox/)
    })

    it('answers an expired subscription as expired and grants nothing', async () => {
      const buyer = await signedInAccount(server.app)
      const t = await server.peers.appStore.sign({ expiresDate: Date.now() - DAY })
      const res = await validate(buyer, sk2(t.jws))
      expect(res.json()).toMatchObject({ ok: true, data: { collection: [{ isExpired: true }] } })
      expect(await rowsOf(buyer.userId)).toEqual([])
      expect(await isPremiumNow(server.app, buyer)).toBe(false)
    })

    it('ends premium when Apple reports the purchase refunded', async () => {
      const buyer = await signedInAccount(server.app)
      const t = await server.peers.appStore.sign({})
      await validate(buyer, sk2(t.jws))
      expect(await isPremiumNow(server.app, buyer)).toBe(true)
      const refund = await server.peers.appStore.sign({
        originalTransactionId: t.originalTransactionId,
        transactionId: t.transactionId,
        revocationDate: Date.now(),
      })
      const res = await validate(buyer, sk2(refund.jws))
      expect(res.json()).toMatchObject({ ok: true, data: { collection: [{ isExpired: true }] } })
      expect(await isPremiumNow(server.app, buyer)).toBe(false)
      expect((await rowsOf(buyer.userId))[0]?.status).toBe('refunded')
      // A replay of the old, unrefunded transaction does not bring premium back.
      await validate(buyer, sk2(t.jws))
      expect(await isPremiumNow(server.app, buyer)).toBe(false)
    })

    it('refuses a transaction already bound to another account, and changes nothing', async () => {
      const owner = await signedInAccount(server.app)
      const other = await signedInAccount(server.app)
      const t = await server.peers.appStore.sign({})
      expect((await validate(owner, sk2(t.jws))).json().ok).toBe(true)
      const replay = await validate(other, sk2(t.jws))
      expect(replay.json()).toMatchObject({ ok: false, message: /another account/ })
      expect(await isPremiumNow(server.app, other)).toBe(false)
      expect(await isPremiumNow(server.app, owner)).toBe(true)
      const [row] = await server.database.db
        .select()
        .from(entitlements)
        .where(
          and(
            eq(entitlements.source, 'apple'),
            eq(entitlements.originalTransactionId, t.originalTransactionId),
          ),
        )
      expect(row?.userId).toBe(owner.userId)
    })

    it('refuses a transaction whose appAccountToken names another account', async () => {
      const buyer = await signedInAccount(server.app)
      const t = await server.peers.appStore.sign({
        appAccountToken: '2f0e3c1a-0000-4000-8000-000000000000',
      })
      expect((await validate(buyer, sk2(t.jws))).json()).toMatchObject({ ok: false })
      const mine = await server.peers.appStore.sign({ appAccountToken: buyer.userId })
      expect((await validate(buyer, sk2(mine.jws))).json()).toMatchObject({ ok: true })
    })

    it('validates a StoreKit 1 receipt through the App Store Server API by transaction id', async () => {
      const buyer = await signedInAccount(server.app)
      const t = await server.peers.appStore.sign({})
      const res = await validate(buyer, {
        type: 'ios-appstore',
        id: t.transactionId,
        appStoreReceipt: 'MIIT...base64...',
      })
      expect(res.json()).toMatchObject({ ok: true, data: { collection: [{ isExpired: false }] } })
      expect(await isPremiumNow(server.app, buyer)).toBe(true)
      const unknown = await validate(await signedInAccount(server.app), {
        type: 'ios-appstore',
        id: '99999999999',
      })
      expect(unknown.json()).toMatchObject({ ok: false, message: /does not know/ })
    })
  })

  describe('Google Play (subscriptionsv2)', () => {
    const playTx = (purchaseToken: string) => ({
      type: 'android-playstore',
      id: 'GPA.1',
      purchaseToken,
      receipt: JSON.stringify({ packageName: 'app.huey.test', purchaseToken }),
      signature: 'sig',
    })

    it('makes the user premium, stores the token and acknowledges the new purchase', async () => {
      const buyer = await signedInAccount(server.app)
      const token = server.peers.play.buy('huey.premium.monthly')
      const res = await validate(buyer, playTx(token))
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({
        ok: true,
        data: {
          transaction: { type: 'android-playstore' },
          collection: [
            {
              id: 'huey.premium.monthly',
              isExpired: false,
              isAcknowledged: true,
              renewalIntent: 'Renew',
            },
          ],
        },
      })
      expect(server.peers.play.acknowledged()).toContain(token)
      expect(await isPremiumNow(server.app, buyer)).toBe(true)
      const [row] = await rowsOf(buyer.userId)
      expect(row).toMatchObject({ source: 'google', purchaseToken: token, status: 'active' })
      expect(row?.originalTransactionId).toMatch(/^GPA\.\d+-0000-0000-00000$/)
    })

    it('stops the renewal when the account is deleted', async () => {
      const buyer = await signedInAccount(server.app)
      const token = server.peers.play.buy()
      await validate(buyer, playTx(token))
      const res = await server.app.inject({
        method: 'DELETE',
        url: '/auth/delete-account',
        headers: buyer.headers,
      })
      expect(res.statusCode).toBe(200)
      expect(server.peers.play.subscription(token)?.subscriptionState).toBe(
        'SUBSCRIPTION_STATE_CANCELED',
      )
      expect(await rowsOf(buyer.userId)).toEqual([])
    })

    it('refuses a token Google does not know, storing nothing', async () => {
      const buyer = await signedInAccount(server.app)
      const res = await validate(buyer, playTx('forged-token'))
      expect(res.json()).toMatchObject({ ok: false, code: VERIFICATION_FAILED })
      expect(await rowsOf(buyer.userId)).toEqual([])
    })

    it('grants nothing for an expired or pending subscription', async () => {
      const buyer = await signedInAccount(server.app)
      const expired = server.peers.play.buy('huey.premium.monthly', {
        subscriptionState: 'SUBSCRIPTION_STATE_EXPIRED',
        lineItems: [
          {
            productId: 'huey.premium.monthly',
            expiryTime: new Date(Date.now() - DAY).toISOString(),
          },
        ],
      })
      expect((await validate(buyer, playTx(expired))).json()).toMatchObject({
        ok: true,
        data: { collection: [{ isExpired: true }] },
      })
      const pending = server.peers.play.buy('huey.premium.monthly', {
        subscriptionState: 'SUBSCRIPTION_STATE_PENDING',
        latestOrderId: undefined,
      })
      expect((await validate(buyer, playTx(pending))).json()).toMatchObject({ ok: false })
      expect(await isPremiumNow(server.app, buyer)).toBe(false)
      expect(server.peers.play.acknowledged()).not.toContain(expired)
    })

    it('refuses a purchase token already bound to another account', async () => {
      const token = server.peers.play.buy()
      const owner = await signedInAccount(server.app)
      const thief = await signedInAccount(server.app)
      expect((await validate(owner, playTx(token))).json().ok).toBe(true)
      expect((await validate(thief, playTx(token))).json()).toMatchObject({
        ok: false,
        message: /another account/,
      })
      expect(await isPremiumNow(server.app, thief)).toBe(false)
    })

    it('still grants premium when the acknowledgement fails, to retry later', async () => {
      const buyer = await signedInAccount(server.app)
      const token = server.peers.play.buy()
      server.peers.play.failAcknowledgements(true)
      try {
        const res = await validate(buyer, playTx(token))
        expect(res.json()).toMatchObject({
          ok: true,
          data: { collection: [{ isAcknowledged: false }] },
        })
      } finally {
        server.peers.play.failAcknowledgements(false)
      }
      expect(await isPremiumNow(server.app, buyer)).toBe(true)
    })
  })

  describe('when a store does not answer', () => {
    it('answers ok: false with the communication code, stores nothing, and says when it is back', async () => {
      const unreachable = await buildTestApp({
        database: server.database,
        config: testConfig({
          ...server.peers.appStore.env,
          ...server.peers.play.env,
          GOOGLE_PLAY_API_URL: 'http://127.0.0.1:9',
        }),
      })
      try {
        const buyer = await signedInAccount(unreachable)
        const res = await unreachable.inject({
          method: 'POST',
          url: '/purchases/validate',
          headers: buyer.headers,
          payload: {
            transaction: { type: 'android-playstore', purchaseToken: server.peers.play.buy() },
          },
        })
        expect(res.statusCode).toBe(200)
        expect(res.json()).toEqual({
          ok: false,
          status: 503,
          code: 6777014,
          message: 'The store is not available right now. Please try again later.',
        })
        expect(await rowsOf(buyer.userId)).toEqual([])
      } finally {
        await unreachable.close()
      }
    })
  })

  describe('callers and bodies', () => {
    it('needs a signed-in caller', async () => {
      const { jws } = await server.peers.appStore.sign({})
      const res = await validate(undefined, sk2(jws))
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
    })

    it('refuses a child whose parent has not consented, with 403', async () => {
      const child = await signedInAccount(server.app, {
        birthdate: `${new Date().getUTCFullYear() - 9}-01-01`,
        parentEmail: `parent-${Date.now()}@example.com`,
      })
      const res = await validate(child, sk2((await server.peers.appStore.sign({})).jws))
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toMatch(/parent/i)
      expect(await rowsOf(child.userId)).toEqual([])
    })

    it('answers platforms it does not validate with ok: false', async () => {
      const buyer = await signedInAccount(server.app)
      const res = await validate(buyer, {
        type: 'windows-store-transaction',
        storeId: 'x',
        skuId: 'y',
      })
      expect(res.json()).toMatchObject({ ok: false, message: /not accepted/ })
    })

    it('answers 400 with an error, never a 500, to bad bodies', async () => {
      const buyer = await signedInAccount(server.app)
      const bodies: unknown[] = [
        {},
        { transaction: null },
        { transaction: 'apple' },
        { transaction: { type: 'apple-sk2' } },
        { transaction: { type: 'apple-sk2', jwsRepresentation: 42 } },
        { transaction: { type: 'apple-sk2', jwsRepresentation: '' } },
        { transaction: { type: 'android-playstore' } },
        { transaction: { type: 'android-playstore', purchaseToken: 'x'.repeat(5000) } },
        { transaction: { type: 7 } },
        [],
        'text',
        { id: { nested: true }, transaction: { type: 'apple-sk2', jwsRepresentation: 'a.b.c' } },
      ]
      for (const payload of bodies) {
        const res = await server.app.inject({
          method: 'POST',
          url: '/purchases/validate',
          headers: { ...buyer.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        })
        expect(res.statusCode, JSON.stringify(payload)).toBe(400)
        expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
      }
      expect(await rowsOf(buyer.userId)).toEqual([])
    })
  })
})
