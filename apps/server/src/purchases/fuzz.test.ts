import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signedInAccount } from '../../test/accounts'
import { appUnderTest } from '../../test/app-under-test'
import { pgliteTarget } from '../../test/databases'
import { fuzzer, hostileValues } from '../../test/fuzz'
import { startAppStorePeer } from '../../test/peers/app-store-peer'
import { startGooglePlayPeer } from '../../test/peers/google-play-peer'
import { startStripePeer } from '../../test/peers/stripe-peer'
import { entitlements } from '../db/schema'

describe('the /purchases endpoints under random and malformed input', () => {
  const server = appUnderTest(pgliteTarget, {
    peers: { appStore: startAppStorePeer, play: startGooglePlayPeer, stripe: startStripePeer },
    env: ({ appStore, play, stripe }) => ({
      ...appStore.env,
      ...play.env,
      ...stripe.env,
      RATE_LIMIT_SCALE: '1000',
    }),
  })

  it('answers 1,000 bad bodies per endpoint with a 2xx or 4xx and never a 5xx, storing nothing', async () => {
    const { random, pick, bodies: fuzzBodies } = fuzzer(7)
    const buyer = await signedInAccount(server.app)
    const forged = (await server.peers.appStore.forge({})).jws
    const values: unknown[] = [
      ...hostileValues,
      'apple-sk2',
      'ios-appstore',
      'android-playstore',
      'huey.premium.monthly',
      'huey.premium.yearly',
      forged,
      `${forged}x`,
      'eyJhbGciOiJFUzI1NiIsIng1YyI6WyJ4Il19.e30.x',
      { type: 'apple-sk2', jwsRepresentation: forged },
      { type: 'apple-sk2', jwsRepresentation: 'a.b.c' },
      { type: 'ios-appstore', id: '123' },
      { type: 'android-playstore', purchaseToken: 'nope' },
      { type: 'android-playstore', purchaseToken: '../../../etc/passwd' },
    ]
    const keys = [
      'signedPayload',
      'message',
      'id',
      'type',
      'transaction',
      'productId',
      'additionalData',
      'data',
      'object',
      '__proto__',
    ]
    const bodies = [
      ...fuzzBodies(keys, values, '{"transaction": {"type": '),
      () => JSON.stringify({ id: 'x', transaction: pick(values) }),
    ]
    const endpoints = [
      ['POST', '/purchases/validate'],
      ['POST', '/purchases/checkout'],
      ['POST', '/purchases/portal'],
      ['POST', '/purchases/webhook'],
      ['POST', '/purchases/apple/notifications'],
      ['POST', '/purchases/google/notifications'],
      ['GET', '/purchases/plans'],
    ] as const
    const failures: string[] = []
    const requests = endpoints.flatMap(([method, url]) =>
      Array.from({ length: 1000 }, () => ({
        method,
        url,
        payload: pick(bodies)(),
        contentType: pick(['application/json', 'application/json', 'text/plain']),
        authorization: random() < 0.7 ? buyer.headers.authorization : pick(['', 'Bearer x']),
        signature: pick([
          '',
          't=1,v1=abc',
          `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        ]),
      })),
    )
    for (let start = 0; start < requests.length; start += 20) {
      const batch = requests.slice(start, start + 20)
      const answers = await Promise.all(
        batch.map((r) =>
          server.app.inject({
            method: r.method,
            url: r.url,
            headers: {
              'content-type': r.contentType,
              ...(r.authorization ? { authorization: r.authorization } : {}),
              ...(r.signature ? { 'stripe-signature': r.signature } : {}),
            },
            ...(r.method === 'POST' ? { payload: r.payload } : {}),
          }),
        ),
      )
      answers.forEach((res, i) => {
        const r = batch[i]
        const body = res.json() as Record<string, unknown>
        const shaped = res.statusCode >= 400 ? typeof body.error === 'string' : true
        if (res.statusCode >= 500 || !shaped) {
          failures.push(
            `${r?.method} ${r?.url} ${r?.payload.slice(0, 80)} -> ${res.statusCode} ${res.body}`,
          )
        }
      })
    }
    expect(failures.slice(0, 5)).toEqual([])
    expect(
      await server.database.db
        .select()
        .from(entitlements)
        .where(eq(entitlements.userId, buyer.userId)),
    ).toEqual([])
  })
})
