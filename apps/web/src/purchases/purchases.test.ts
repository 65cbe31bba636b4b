import { type Plan, purchaseMessages, TOAST_ERROR_COLOR } from '@huey/contracts'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { ErrorCode, fakePurchasePlugin } from '../../__mocks__/cordova-plugin-purchase'
import { AuthService } from '../auth/auth-service'
import { ProfileStore } from '../auth/profile-store'
import { readToken } from '../storage/local-storage'
import { adultUser, mockApi } from '../test/mock-api'
import type { NativeStore, PremiumAccount } from './purchases'
import { Purchases } from './purchases'
import { createCheckout, createPortal, fetchPlans } from './purchases-api'

const server = mockApi()
const user = adultUser

const plans: Plan[] = [
  { productId: 'huey.premium.yearly', period: 'year', amount: 3999, currency: 'USD' },
  { productId: 'huey.premium.monthly', period: 'month', amount: 499, currency: 'USD' },
]

/** The real auth service on a fresh profile, signed in, and purchases wired to it. */
function setup(options: { native?: NativeStore; loggedIn?: boolean } = {}) {
  if (options.loggedIn !== false) localStorage.setItem('token', 'tok')
  const toasts: { message: string; color?: string }[] = []
  const profile = new ProfileStore(options.loggedIn === false ? {} : user)
  const auth = new AuthService({
    profile,
    toast: (message, color) => toasts.push({ message, color }),
    social: {
      googleIdToken: async () => null,
      facebookAccessToken: async () => null,
      appleCredential: async () => null,
      signOut: async () => undefined,
    },
  })
  const account: PremiumAccount = {
    profile: profile.get,
    subscribe: profile.subscribe,
    isLoggedIn: () => auth.isLoggedIn(),
    token: readToken,
    upgrade: vi.fn(() => auth.upgrade()),
    refresh: () => auth.refreshProfile(),
  }
  const go = vi.fn<(url: string) => void>()
  const sleep = vi.fn(async (_ms: number) => undefined)
  const purchases = new Purchases({
    account,
    api: { fetchPlans, createCheckout, createPortal },
    nativeStore: async () => options.native ?? null,
    validatorUrl: 'https://api.huey.app/purchases/validate',
    toast: (message, color) => toasts.push({ message, color }),
    go,
    sleep,
  })
  return { purchases, profile, account, toasts, go, sleep }
}

/** `/auth/upgrade` as the server answers once the account holds an entitlement. */
function upgradeAnswers() {
  const calls: string[] = []
  server.use(
    http.post('/auth/upgrade', ({ request }) => {
      calls.push(request.headers.get('authorization') ?? '')
      return HttpResponse.json({ user: { ...user, premium: true } })
    }),
  )
  return calls
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('Purchases on a native build (cordova-plugin-purchase)', () => {
  function native() {
    const plugin = fakePurchasePlugin()
    return { plugin, store: plugin.store, nativeStore: { plugin, kind: 'apple' as const } }
  }

  it('registers both subscriptions on the device store and shows its localised prices', async () => {
    const { store, nativeStore } = native()
    const { purchases } = setup({ native: nativeStore })
    await purchases.start()
    expect(store.registered.map((p) => [p.id, p.type, p.platform])).toEqual([
      ['huey.premium.monthly', 'paid subscription', 'ios-appstore'],
      ['huey.premium.yearly', 'paid subscription', 'ios-appstore'],
    ])
    expect(store.initializedWith).toEqual(['ios-appstore'])
    expect(store.validator).toEqual({
      url: 'https://api.huey.app/purchases/validate',
      headers: { Authorization: 'Bearer tok' },
      timeout: 20_000,
    })
    expect(purchases.get()).toMatchObject({
      status: 'ready',
      store: 'apple',
      offers: [
        { productId: 'huey.premium.monthly', period: 'month', price: '4,99 €' },
        { productId: 'huey.premium.yearly', period: 'year', price: '39,99 €' },
      ],
    })
  })

  it('verifies an approved purchase with the server, finishes it, then upgrades', async () => {
    const upgrades = upgradeAnswers()
    const { store, nativeStore } = native()
    const { purchases, profile, account, toasts } = setup({ native: nativeStore })
    await purchases.start()
    await purchases.buy('huey.premium.yearly')
    expect(store.orders).toEqual(['huey.premium.yearly'])
    // Signed in again since start-up: the validation carries the token of now.
    localStorage.setItem('token', 'tok-2')
    const transaction = store.approve('huey.premium.yearly')
    await vi.waitFor(() => expect(profile.get().premium).toBe(true))
    expect(store.validations).toEqual([
      expect.objectContaining({ headers: { Authorization: 'Bearer tok-2' } }),
    ])
    expect(transaction.finish).toHaveBeenCalledOnce()
    expect(transaction.state).toBe('finished')
    expect(purchases.get().owned).toBe(true)
    expect(transaction.finish.mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(account.upgrade).mock.invocationCallOrder[0] ?? 0,
    )
    expect(upgrades).toEqual(['Bearer tok-2'])
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').premium).toBe(true)
    await vi.waitFor(() => expect(toasts).toContainEqual({ message: purchaseMessages.purchased }))
  })

  it('neither finishes nor upgrades a purchase the server did not validate', async () => {
    const { store, nativeStore } = native()
    const { purchases, profile, account, toasts } = setup({ native: nativeStore })
    await purchases.start()
    store.serverAccepts = false
    const transaction = store.approve('huey.premium.monthly')
    await settle()
    await settle()
    expect(store.validations).toHaveLength(1)
    expect(transaction.finish).not.toHaveBeenCalled()
    expect(account.upgrade).not.toHaveBeenCalled()
    expect(profile.get().premium).toBe(false)
    expect(toasts).toEqual([
      { message: purchaseMessages.storeUnavailable, color: TOAST_ERROR_COLOR },
    ])
  })

  it('leaves a purchase approved while signed out unverified and unfinished', async () => {
    const { store, nativeStore } = native()
    const { purchases, account } = setup({ native: nativeStore, loggedIn: false })
    await purchases.start()
    const transaction = store.approve('huey.premium.monthly')
    await settle()
    expect(store.validations).toEqual([])
    expect(transaction.finish).not.toHaveBeenCalled()
    expect(account.upgrade).not.toHaveBeenCalled()
  })

  it('says so when the purchase was cancelled, and upgrades nothing', async () => {
    const { store, nativeStore } = native()
    const { purchases, account, toasts } = setup({ native: nativeStore })
    await purchases.start()
    store.orderAnswer = {
      isError: true,
      code: ErrorCode.PAYMENT_CANCELLED,
      message: 'cancelled',
    }
    await purchases.buy('huey.premium.monthly')
    expect(toasts).toEqual([{ message: purchaseMessages.cancelled }])
    expect(account.upgrade).not.toHaveBeenCalled()
    expect(purchases.get().busy).toBeNull()
  })

  it('shows a store failure as a danger toast', async () => {
    const { store, nativeStore } = native()
    const { purchases, toasts } = setup({ native: nativeStore })
    await purchases.start()
    store.orderAnswer = { isError: true, code: ErrorCode.PURCHASE, message: 'billing down' }
    await purchases.buy('huey.premium.monthly')
    expect(toasts).toEqual([
      { message: purchaseMessages.storeUnavailable, color: TOAST_ERROR_COLOR },
    ])
  })

  it('waits for a pending purchase without upgrading, and upgrades once it is approved', async () => {
    upgradeAnswers()
    const { store, nativeStore } = native()
    const { purchases, profile, account, toasts } = setup({ native: nativeStore })
    await purchases.start()
    await purchases.buy('huey.premium.monthly')
    store.pend('huey.premium.monthly')
    expect(purchases.get().pending).toBe(true)
    expect(toasts).toEqual([{ message: purchaseMessages.pending }])
    expect(account.upgrade).not.toHaveBeenCalled()
    store.approve('huey.premium.monthly')
    await vi.waitFor(() => expect(profile.get().premium).toBe(true))
    expect(purchases.get().pending).toBe(false)
  })

  it('restores an owned subscription from the store account', async () => {
    upgradeAnswers()
    const { store, nativeStore } = native()
    const { purchases, profile, toasts } = setup({ native: nativeStore })
    await purchases.start()
    store.ownedIds.add('huey.premium.monthly')
    await purchases.restore()
    expect(store.restorePurchases).toHaveBeenCalledOnce()
    expect(profile.get().premium).toBe(true)
    expect(toasts).toEqual([{ message: purchaseMessages.restored }])
  })

  it('says when there is nothing to restore, or the store cannot be reached', async () => {
    const { store, nativeStore } = native()
    const { purchases, account, toasts } = setup({ native: nativeStore })
    await purchases.start()
    await purchases.restore()
    store.restoreAnswer = { isError: true, code: 6777010, message: 'offline' }
    await purchases.restore()
    expect(account.upgrade).not.toHaveBeenCalled()
    expect(toasts).toEqual([
      { message: purchaseMessages.restoreNothing },
      { message: purchaseMessages.storeUnavailable, color: TOAST_ERROR_COLOR },
    ])
  })
})

describe('Purchases on the web', () => {
  const plansAnswer = (store: 'stripe' | 'sandbox' | 'none') =>
    server.use(http.get('/purchases/plans', () => HttpResponse.json({ store, plans })))

  it('lists the plans in US dollars, monthly first', async () => {
    plansAnswer('sandbox')
    const { purchases } = setup()
    await purchases.start()
    expect(purchases.get()).toMatchObject({
      status: 'ready',
      store: 'sandbox',
      offers: [
        { productId: 'huey.premium.monthly', period: 'month', price: '$4.99' },
        { productId: 'huey.premium.yearly', period: 'year', price: '$39.99' },
      ],
    })
  })

  it('fails softly when the plans cannot be loaded, and tries again on the next start', async () => {
    server.use(
      http.get('/purchases/plans', () => HttpResponse.json({ error: 'x' }, { status: 500 })),
    )
    const { purchases } = setup()
    await purchases.start()
    expect(purchases.get().status).toBe('failed')
    plansAnswer('stripe')
    await purchases.start()
    expect(purchases.get()).toMatchObject({ status: 'ready', store: 'stripe' })
  })

  it('sandbox: Subscribe runs the upgrade and welcomes the new subscriber', async () => {
    plansAnswer('sandbox')
    const upgrades = upgradeAnswers()
    const { purchases, profile, toasts } = setup()
    await purchases.start()
    await purchases.buy('huey.premium.monthly')
    expect(upgrades).toEqual(['Bearer tok'])
    expect(profile.get().premium).toBe(true)
    expect(toasts).toEqual([{ message: purchaseMessages.purchased }])
  })

  it("sandbox: a refused upgrade shows the server's message and leaves the profile free", async () => {
    plansAnswer('sandbox')
    server.use(
      http.post('/auth/upgrade', () =>
        HttpResponse.json({ error: 'A parent must confirm first.' }, { status: 403 }),
      ),
    )
    const { purchases, profile, toasts } = setup()
    await purchases.start()
    await purchases.buy('huey.premium.monthly')
    expect(profile.get().premium).toBe(false)
    expect(toasts).toEqual([{ message: 'A parent must confirm first.', color: TOAST_ERROR_COLOR }])
  })

  it('stripe: Subscribe opens the Checkout page the server made for this plan', async () => {
    plansAnswer('stripe')
    const bodies: unknown[] = []
    server.use(
      http.post('/purchases/checkout', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
      }),
    )
    const { purchases, go, account } = setup()
    await purchases.start()
    await purchases.buy('huey.premium.yearly')
    expect(bodies).toEqual([{ productId: 'huey.premium.yearly' }])
    expect(go).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1')
    expect(account.upgrade).not.toHaveBeenCalled()
  })

  it('stripe: names the locked picture the paywall was opened for, for the way back', async () => {
    plansAnswer('stripe')
    const bodies: unknown[] = []
    server.use(
      http.post('/purchases/checkout', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ url: 'https://checkout.stripe.com/c/pay/cs_test_2' })
      }),
    )
    const { purchases } = setup()
    await purchases.start()
    await purchases.buy('huey.premium.monthly', 'ocean-01')
    expect(bodies).toEqual([{ productId: 'huey.premium.monthly', imageId: 'ocean-01' }])
  })

  it("stripe: a failed checkout shows the server's error", async () => {
    plansAnswer('stripe')
    server.use(
      http.post('/purchases/checkout', () =>
        HttpResponse.json({ error: 'You already have premium.' }, { status: 409 }),
      ),
    )
    const { purchases, go, toasts } = setup()
    await purchases.start()
    await purchases.buy('huey.premium.monthly')
    expect(go).not.toHaveBeenCalled()
    expect(toasts).toEqual([{ message: 'You already have premium.', color: TOAST_ERROR_COLOR }])
  })

  it('stripe: back from Checkout, waits for the webhook, then upgrades', async () => {
    plansAnswer('stripe')
    upgradeAnswers()
    let looks = 0
    server.use(
      http.get('/auth/me', () => {
        looks++
        return HttpResponse.json({ user: { ...user, premium: looks >= 3 } })
      }),
    )
    const { purchases, profile, sleep, toasts } = setup()
    await purchases.completeCheckout()
    expect(looks).toBe(3)
    expect(sleep).toHaveBeenCalledTimes(2)
    expect(profile.get().premium).toBe(true)
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').premium).toBe(true)
    expect(toasts).toEqual([{ message: purchaseMessages.purchased }])
  })

  it('stripe: a webhook that never came ends in the upgrade error', async () => {
    server.use(
      http.get('/auth/me', () => HttpResponse.json({ user })),
      http.post('/auth/upgrade', () =>
        HttpResponse.json({ error: 'No active subscription.' }, { status: 402 }),
      ),
    )
    const { purchases, profile, sleep, toasts } = setup()
    await purchases.completeCheckout()
    expect(sleep).toHaveBeenCalledTimes(15)
    expect(profile.get().premium).toBe(false)
    expect(toasts).toEqual([{ message: 'No active subscription.', color: TOAST_ERROR_COLOR }])
  })

  it('stripe: Manage subscription opens the billing portal', async () => {
    plansAnswer('stripe')
    server.use(
      http.post('/purchases/portal', () =>
        HttpResponse.json({ url: 'https://billing.stripe.com/p/session/1' }),
      ),
    )
    const { purchases, go } = setup()
    await purchases.start()
    await purchases.manage()
    expect(go).toHaveBeenCalledWith('https://billing.stripe.com/p/session/1')
  })

  it('restores by reloading the profile from the server', async () => {
    let premium = false
    server.use(http.get('/auth/me', () => HttpResponse.json({ user: { ...user, premium } })))
    const { purchases, profile, account, toasts } = setup()
    await purchases.restore()
    premium = true
    await purchases.restore()
    expect(profile.get().premium).toBe(true)
    expect(account.upgrade).not.toHaveBeenCalled()
    expect(toasts).toEqual([
      { message: purchaseMessages.restoreNothing },
      { message: purchaseMessages.restored },
    ])
  })
})
