import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { isPremiumNow, signedInAccount, type TestAccount } from '../../test/accounts'
import { appUnderTest } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { startAppStorePeer } from '../../test/peers/app-store-peer'
import { startGooglePlayPeer } from '../../test/peers/google-play-peer'
import { entitlements } from '../db/schema'

const DAY = 86_400_000

describe.each(await databaseTargets())('store server notifications on $name', (target) => {
  const server = appUnderTest(target, {
    peers: { appStore: startAppStorePeer, play: startGooglePlayPeer },
    env: ({ appStore, play }) => ({ ...appStore.env, ...play.env, RATE_LIMIT_SCALE: '100' }),
  })

  const validate = (account: TestAccount, transaction: object) =>
    server.app.inject({
      method: 'POST',
      url: '/purchases/validate',
      headers: account.headers,
      payload: { id: 'huey.premium.monthly', transaction },
    })
  const notifyApple = (signedPayload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/purchases/apple/notifications',
      payload: { signedPayload },
    })
  const notifyPlay = (data: string) =>
    server.app.inject({
      method: 'POST',
      url: '/purchases/google/notifications',
      payload: {
        message: { data, messageId: '1' },
        subscription: 'projects/huey/subscriptions/play',
      },
    })
  const rowOf = async (account: TestAccount) =>
    (
      await server.database.db
        .select()
        .from(entitlements)
        .where(eq(entitlements.userId, account.userId))
    )[0]

  describe('POST /purchases/apple/notifications', () => {
    async function subscriber() {
      const buyer = await signedInAccount(server.app)
      const t = await server.peers.appStore.sign({})
      expect(
        (await validate(buyer, { type: 'apple-sk2', jwsRepresentation: t.jws })).json().ok,
      ).toBe(true)
      return { buyer, t }
    }

    it('ends premium on a REFUND notification', async () => {
      const { buyer, t } = await subscriber()
      const refund = await server.peers.appStore.sign({
        originalTransactionId: t.originalTransactionId,
        transactionId: t.transactionId,
        revocationDate: Date.now(),
      })
      const res = await notifyApple(await server.peers.appStore.notification('REFUND', refund.jws))
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ received: true })
      expect((await rowOf(buyer))?.status).toBe('refunded')
      expect(await isPremiumNow(server.app, buyer)).toBe(false)
    })

    it('moves the expiry on for DID_RENEW and records a turned-off renewal', async () => {
      const { buyer, t } = await subscriber()
      const renewal = await server.peers.appStore.sign({
        originalTransactionId: t.originalTransactionId,
        expiresDate: Date.now() + 60 * DAY,
      })
      await notifyApple(await server.peers.appStore.notification('DID_RENEW', renewal.jws))
      expect((await rowOf(buyer))?.expiresAt.getTime()).toBe(renewal.expiresDate)
      await notifyApple(
        await server.peers.appStore.notification('DID_CHANGE_RENEWAL_STATUS', renewal.jws, {
          subtype: 'AUTO_RENEW_DISABLED',
        }),
      )
      expect(await rowOf(buyer)).toMatchObject({ autoRenew: false, status: 'active' })
    })

    it('refuses a forged or foreign notification, changing nothing', async () => {
      const { buyer, t } = await subscriber()
      const refund = await server.peers.appStore.sign({
        originalTransactionId: t.originalTransactionId,
        revocationDate: Date.now(),
      })
      const forged = await server.peers.appStore.notification('REFUND', refund.jws, {
        forged: true,
      })
      const foreign = await server.peers.appStore.notification('REFUND', refund.jws, {
        bundleId: 'com.other.app',
      })
      for (const signedPayload of [forged, foreign, 'a.b.c', '', 42, null]) {
        const res = await notifyApple(signedPayload)
        expect(res.statusCode).toBe(400)
        expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
      }
      expect(await isPremiumNow(server.app, buyer)).toBe(true)
    })

    it('acknowledges a TEST notification and one about a purchase no account holds', async () => {
      expect((await notifyApple(await server.peers.appStore.notification('TEST'))).statusCode).toBe(
        200,
      )
      const stranger = await server.peers.appStore.sign({})
      expect(
        (await notifyApple(await server.peers.appStore.notification('SUBSCRIBED', stranger.jws)))
          .statusCode,
      ).toBe(200)
      const [row] = await server.database.db
        .select()
        .from(entitlements)
        .where(eq(entitlements.originalTransactionId, stranger.originalTransactionId))
      expect(row).toBeUndefined()
    })
  })

  describe('POST /purchases/google/notifications', () => {
    it('reads the subscription again and ends premium once Google says it is over', async () => {
      const buyer = await signedInAccount(server.app)
      const token = server.peers.play.buy()
      expect(
        (await validate(buyer, { type: 'android-playstore', purchaseToken: token })).json().ok,
      ).toBe(true)
      const sub = server.peers.play.subscription(token)
      if (sub) sub.subscriptionState = 'SUBSCRIPTION_STATE_EXPIRED'
      const res = await notifyPlay(server.peers.play.notification(token))
      expect(res.statusCode, res.body).toBe(200)
      expect((await rowOf(buyer))?.status).toBe('expired')
      expect(await isPremiumNow(server.app, buyer)).toBe(false)
    })

    it('changes nothing when the notification says what Google does not', async () => {
      const buyer = await signedInAccount(server.app)
      const token = server.peers.play.buy()
      await validate(buyer, { type: 'android-playstore', purchaseToken: token })
      // A forged "voided" notification: Google still reports the subscription active.
      expect(
        (await notifyPlay(server.peers.play.notification(token, { voided: true }))).statusCode,
      ).toBe(200)
      expect(await isPremiumNow(server.app, buyer)).toBe(true)
      expect((await notifyPlay(server.peers.play.notification('unknown-token'))).statusCode).toBe(
        200,
      )
    })

    it('answers 400 to bad messages and other apps', async () => {
      for (const data of ['', '!!!', Buffer.from('{"x":1}').toString('base64')]) {
        const res = await notifyPlay(data)
        expect(res.statusCode).toBe(400)
        expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
      }
      const other = await notifyPlay(
        server.peers.play.notification(server.peers.play.buy(), { packageName: 'com.other' }),
      )
      expect(other.statusCode).toBe(400)
      const noMessage = await server.app.inject({
        method: 'POST',
        url: '/purchases/google/notifications',
        payload: { subscription: 'x' },
      })
      expect(noMessage.statusCode).toBe(400)
    })
  })
})
