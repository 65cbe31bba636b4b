import { vi } from 'vitest'
import type {
  PricingPhase,
  PurchaseError,
  PurchasePlugin,
  PurchaseStore,
  StoreProduct,
  StoreTransaction,
  StoreWhen,
  UnverifiedReceipt,
  ValidatorTarget,
  VerifiedReceipt,
} from '../src/purchases/purchase-plugin'

/** The plugin's numbers (cordova-plugin-purchase v13 `ErrorCode` counts from 6777000). */
export const ErrorCode = { PAYMENT_CANCELLED: 6777006, PURCHASE: 6777003 } as const
const ProductType = { PAID_SUBSCRIPTION: 'paid subscription' } as const
const Platform = { APPLE_APPSTORE: 'ios-appstore', GOOGLE_PLAY: 'android-playstore' } as const

type Handlers = {
  productUpdated: ((p: StoreProduct) => void)[]
  approved: ((t: StoreTransaction) => void)[]
  pending: ((t: StoreTransaction) => void)[]
  verified: ((r: VerifiedReceipt) => void)[]
  unverified: ((r: UnverifiedReceipt) => void)[]
  finished: ((t: StoreTransaction) => void)[]
}

export interface FakeTransaction extends StoreTransaction {
  state: string
  readonly finish: ReturnType<typeof vi.fn<() => Promise<void>>>
}

/**
 * A fake `CdvPurchase.store` for unit tests: the test decides what the store and the validation
 * server answer, then drives the life cycle (`approve`, `pend`) and reads what the app did.
 */
export class FakeStore implements PurchaseStore {
  validator: string | ValidatorTarget | undefined
  registered: { id: string; type: string; platform: string }[] = []
  initializedWith: readonly string[] = []
  readonly handlers: Handlers = {
    productUpdated: [],
    approved: [],
    pending: [],
    verified: [],
    unverified: [],
    finished: [],
  }
  /** The prices the store answers, by product id. */
  prices = new Map<string, PricingPhase>([
    ['huey.premium.monthly', { price: '4,99 €', priceMicros: 4_990_000, currency: 'EUR' }],
    ['huey.premium.yearly', { price: '39,99 €', priceMicros: 39_990_000, currency: 'EUR' }],
  ])
  /** What `offer.order()` answers. */
  orderAnswer: PurchaseError | undefined = undefined
  readonly orders: string[] = []
  /** What the validation server says about a receipt, and the validator each request used. */
  serverAccepts = true
  readonly validations: (string | ValidatorTarget | undefined)[] = []
  readonly transactions: FakeTransaction[] = []
  ownedIds = new Set<string>()
  restoreAnswer: PurchaseError | undefined = undefined
  readonly restorePurchases = vi.fn(async () => this.restoreAnswer)

  register(products: readonly { id: string; type: string; platform: string }[]): void {
    this.registered.push(...products)
  }

  when(): StoreWhen {
    const on =
      <K extends keyof Handlers>(kind: K) =>
      (cb: Handlers[K][number]) => {
        ;(this.handlers[kind] as Handlers[K][number][]).push(cb)
        return chain
      }
    const chain: StoreWhen = {
      productUpdated: on('productUpdated'),
      approved: on('approved'),
      pending: on('pending'),
      verified: on('verified'),
      unverified: on('unverified'),
      finished: on('finished'),
    }
    return chain
  }

  async initialize(platforms: readonly string[]): Promise<readonly PurchaseError[]> {
    this.initializedWith = platforms
    return []
  }

  get(productId: string): StoreProduct | undefined {
    if (!this.registered.some((p) => p.id === productId)) return undefined
    const pricing = this.prices.get(productId)
    return {
      id: productId,
      pricing,
      canPurchase: pricing !== undefined,
      owned: this.ownedIds.has(productId),
      getOffer: () =>
        pricing
          ? {
              order: async () => {
                this.orders.push(productId)
                return this.orderAnswer
              },
            }
          : undefined,
    }
  }

  owned(productId: string): boolean {
    return this.ownedIds.has(productId)
  }

  error(): void {}

  private transaction(productId: string, state: string): FakeTransaction {
    const transaction: FakeTransaction = {
      transactionId: `tx-${this.transactions.length + 1}`,
      state,
      products: [{ id: productId }],
      verify: async () => {
        this.validations.push(this.validator)
        await Promise.resolve()
        if (!this.serverAccepts) {
          for (const cb of this.handlers.unverified) {
            cb({ payload: { ok: false, code: 6778003, message: 'Receipt rejected' } })
          }
          return
        }
        this.ownedIds.add(productId)
        const receipt: VerifiedReceipt = { id: productId, finish: () => transaction.finish() }
        for (const cb of this.handlers.verified) cb(receipt)
      },
      finish: vi.fn(async () => {
        transaction.state = 'finished'
        for (const cb of this.handlers.finished) cb(transaction)
      }),
    }
    this.transactions.push(transaction)
    return transaction
  }

  /** The store approved a purchase (paid): the app's `approved` handlers run. */
  approve(productId: string): FakeTransaction {
    const transaction = this.transaction(productId, 'approved')
    for (const cb of this.handlers.approved) cb(transaction)
    return transaction
  }

  /** The purchase waits for approval (Ask to Buy, a slow payment method). */
  pend(productId: string): FakeTransaction {
    const transaction = this.transaction(productId, 'pending')
    for (const cb of this.handlers.pending) cb(transaction)
    return transaction
  }
}

/** A fresh fake `window.CdvPurchase`. */
export function fakePurchasePlugin(): PurchasePlugin & { readonly store: FakeStore } {
  return { store: new FakeStore(), ErrorCode, ProductType, Platform }
}
