import {
  type ParentConsent,
  type ProductId,
  purchaseMessages,
  TOAST_ERROR_COLOR,
  type WebStore,
} from '@huey/contracts'
import { connectNativeStore, orderNative, restoreNative } from './native-store'
import { byPeriod, type Offer, planOffer } from './prices'
import type { NativeStoreKind, PurchasePlugin } from './purchase-plugin'
import type { createCheckout, createPortal, fetchPlans } from './purchases-api'

/** What the purchases need to know about the account. */
export interface AccountProfile {
  readonly premium?: boolean
  readonly parentConsent?: ParentConsent
}

/** The account side of a purchase: the auth service's upgrade and the shared profile. */
export interface PremiumAccount {
  profile(): AccountProfile
  subscribe(listener: () => void): () => void
  isLoggedIn(): boolean
  token(): string | null
  /** The auth service's upgrade transition (SPEC.md section 4): toasts and throws on failure. */
  upgrade(): Promise<unknown>
  /** Reloads the profile from the server and saves it; throws on failure, without a toast. */
  refresh(): Promise<AccountProfile>
}

export interface NativeStore {
  readonly plugin: PurchasePlugin
  readonly kind: NativeStoreKind
}

export type StoreKind = NativeStoreKind | WebStore
export type PurchaseAction = 'subscribe' | 'restore' | 'manage' | 'checkout'

export interface PurchasesState {
  readonly status: 'loading' | 'ready' | 'failed'
  readonly store: StoreKind | null
  readonly offers: readonly Offer[]
  readonly busy: PurchaseAction | null
  /** A native purchase waits for approval. */
  readonly pending: boolean
  /** The device's store holds an active subscription (validated by the server). */
  readonly owned: boolean
}

export interface PurchasesDeps {
  readonly account: PremiumAccount
  readonly api: {
    readonly fetchPlans: typeof fetchPlans
    readonly createCheckout: typeof createCheckout
    readonly createPortal: typeof createPortal
  }
  /** The device's store on a native build, null on the web. */
  readonly nativeStore: () => Promise<NativeStore | null>
  readonly validatorUrl: string
  readonly toast: (message: string, color?: string) => void
  /** Leaves the app for a store page (Stripe Checkout, the billing portal). */
  readonly go: (url: string) => void
  readonly sleep: (ms: number) => Promise<void>
  /** The reader's language, for the web store's prices (the device's store localises its own). */
  readonly locale?: () => string
}

type Listener = () => void

/** How long the return from Stripe waits for its webhook: 15 looks, a second apart. */
export const CHECKOUT_POLLS = 15
export const CHECKOUT_POLL_MS = 1000

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : purchaseMessages.storeUnavailable

/**
 * Premium purchases: the web store the server names (Stripe, sandbox or none) or the device's app
 * store through cordova-plugin-purchase. Every path ends in the auth service's upgrade, so the
 * profile turns premium and is saved the same way. React subscribes to `get()`.
 */
export class Purchases {
  private state: PurchasesState = {
    status: 'loading',
    store: null,
    offers: [],
    busy: null,
    pending: false,
    owned: false,
  }
  private readonly listeners = new Set<Listener>()
  private started: Promise<void> | null = null
  private upgrading: Promise<void> | null = null
  private native: NativeStore | null = null

  constructor(private readonly deps: PurchasesDeps) {}

  get = (): PurchasesState => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private set(patch: Partial<PurchasesState>): void {
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }

  /** Loads the plans (web) or connects the device's store (native), once; again after a failure on the web. */
  start(): Promise<void> {
    if (this.state.status === 'failed' && !this.native) this.started = null
    this.started ??= this.load()
    return this.started
  }

  private async load(): Promise<void> {
    if (this.state.status !== 'loading') this.set({ status: 'loading' })
    try {
      const native = await this.deps.nativeStore()
      this.native = native
      if (native) {
        this.set({ store: native.kind })
        const offers = await connectNativeStore({
          plugin: native.plugin,
          kind: native.kind,
          validatorUrl: this.deps.validatorUrl,
          token: () => this.deps.account.token(),
          events: {
            offers: (list) => this.set({ offers: list, status: list.length ? 'ready' : 'failed' }),
            pending: () => {
              this.set({ pending: true })
              this.deps.toast(purchaseMessages.pending)
            },
            verified: () => this.applyPremium(purchaseMessages.purchased),
            owned: (owned) => this.set(owned ? { owned, pending: false } : { owned }),
            unverified: () => {
              this.set({ pending: false })
              this.deps.toast(purchaseMessages.storeUnavailable, TOAST_ERROR_COLOR)
            },
          },
        })
        this.set({ status: offers.length ? 'ready' : 'failed' })
        return
      }
      const { store, plans } = await this.deps.api.fetchPlans()
      const offers = plans.map((p) => planOffer(p, this.deps.locale?.())).sort(byPeriod)
      this.set({ status: 'ready', store, offers })
    } catch {
      this.set({ status: 'failed' })
    }
  }

  /** Runs the auth service's upgrade once at a time, unless the profile is premium already. */
  private applyPremium(message: string): Promise<void> {
    const { account } = this.deps
    this.upgrading ??= (async () => {
      try {
        if (!account.isLoggedIn()) return
        if (!account.profile().premium) await account.upgrade()
        this.set({ pending: false })
        this.deps.toast(message)
      } catch {
        // The auth service has shown the message (SPEC.md section 8).
      } finally {
        this.upgrading = null
      }
    })()
    return this.upgrading
  }

  private async run(action: PurchaseAction, task: () => Promise<void>): Promise<void> {
    if (this.state.busy) return
    this.set({ busy: action })
    try {
      await task()
    } finally {
      this.set({ busy: null })
    }
  }

  /**
   * Subscribe: the device's store, Stripe Checkout, or the sandbox's direct upgrade. `imageId` is
   * the locked picture the paywall was opened for, which Stripe Checkout comes back to.
   */
  buy(productId: ProductId, imageId?: string): Promise<void> {
    return this.run('subscribe', async () => {
      const { native } = this
      const { toast } = this.deps
      if (native) {
        const problem = await orderNative(native.plugin, productId)
        if (problem === 'cancelled') toast(purchaseMessages.cancelled)
        else if (problem) toast(purchaseMessages.storeUnavailable, TOAST_ERROR_COLOR)
        return
      }
      if (this.state.store === 'sandbox') return this.applyPremium(purchaseMessages.purchased)
      if (this.state.store !== 'stripe') return
      try {
        this.deps.go(await this.deps.api.createCheckout(productId, imageId))
      } catch (error) {
        toast(messageOf(error), TOAST_ERROR_COLOR)
      }
    })
  }

  /** Restore purchases: the device's store account, or the server's record of this account. */
  restore(): Promise<void> {
    return this.run('restore', async () => {
      const { native } = this
      const { account, toast } = this.deps
      if (native) {
        const owned = await restoreNative(native.plugin)
        if (owned === 'unavailable') toast(purchaseMessages.storeUnavailable, TOAST_ERROR_COLOR)
        else if (owned) await this.applyPremium(purchaseMessages.restored)
        else toast(purchaseMessages.restoreNothing)
        return
      }
      try {
        const profile = await account.refresh()
        toast(profile.premium ? purchaseMessages.restored : purchaseMessages.restoreNothing)
      } catch {
        toast(purchaseMessages.storeUnavailable, TOAST_ERROR_COLOR)
      }
    })
  }

  /** Web subscribers manage theirs in Stripe's billing portal (native builds link to their store). */
  manage(): Promise<void> {
    return this.run('manage', async () => {
      try {
        this.deps.go(await this.deps.api.createPortal())
      } catch (error) {
        this.deps.toast(messageOf(error), TOAST_ERROR_COLOR)
      }
    })
  }

  /**
   * Back from Stripe Checkout: waits briefly for the webhook to record the subscription, then runs
   * the upgrade (which shows the server's message if it never arrived).
   */
  completeCheckout(): Promise<void> {
    return this.run('checkout', async () => {
      const { account } = this.deps
      for (let look = 0; look < CHECKOUT_POLLS; look++) {
        try {
          if ((await account.refresh()).premium) break
        } catch {
          // Not there yet, or offline for a moment: look again.
        }
        await this.deps.sleep(CHECKOUT_POLL_MS)
      }
      try {
        await account.upgrade()
        this.deps.toast(purchaseMessages.purchased)
      } catch {
        // The auth service has shown the message.
      }
    })
  }

  /** A checkout that was abandoned on Stripe's page. */
  checkoutCancelled(): void {
    this.deps.toast(purchaseMessages.cancelled)
  }
}
