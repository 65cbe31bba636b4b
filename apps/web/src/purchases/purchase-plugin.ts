import { Capacitor } from '@capacitor/core'
import { NATIVE_PLUGIN_READY_WARNING_MS } from '@huey/contracts'

/**
 * The part of cordova-plugin-purchase v13 (`window.CdvPurchase`) the app uses, typed here so the
 * plugin's ambient declarations stay out of the build and tests can hand in a fake store
 * (`__mocks__/cordova-plugin-purchase.ts`).
 */
export interface PurchaseError {
  readonly isError: true
  readonly code: number
  readonly message: string
}

export interface PricingPhase {
  readonly price: string
  readonly priceMicros: number
  readonly currency?: string
  readonly billingPeriod?: string
}

export interface StoreOffer {
  order(): Promise<PurchaseError | undefined>
}

export interface StoreProduct {
  readonly id: string
  readonly pricing: PricingPhase | undefined
  readonly canPurchase: boolean
  readonly owned: boolean
  getOffer(): StoreOffer | undefined
}

export interface StoreTransaction {
  readonly transactionId: string
  readonly state: string
  readonly products: readonly { readonly id: string }[]
  verify(): Promise<unknown>
  finish(): Promise<void>
}

export interface VerifiedReceipt {
  readonly id: string
  finish(): Promise<void>
}

export interface UnverifiedReceipt {
  readonly payload: { readonly ok: false; readonly code?: number; readonly message?: string }
}

type Callback<T> = (value: T) => void

export interface StoreWhen {
  productUpdated(cb: Callback<StoreProduct>): StoreWhen
  approved(cb: Callback<StoreTransaction>): StoreWhen
  pending(cb: Callback<StoreTransaction>): StoreWhen
  verified(cb: Callback<VerifiedReceipt>): StoreWhen
  unverified(cb: Callback<UnverifiedReceipt>): StoreWhen
  finished(cb: Callback<StoreTransaction>): StoreWhen
}

export interface ValidatorTarget {
  readonly url: string
  readonly headers?: Record<string, string>
  readonly timeout?: number
}

export interface PurchaseStore {
  validator: string | ValidatorTarget | undefined
  register(
    products: readonly { id: string; type: string; platform: string; group?: string }[],
  ): void
  when(): StoreWhen
  initialize(platforms: readonly string[]): Promise<readonly PurchaseError[]>
  get(productId: string, platform?: string): StoreProduct | undefined
  owned(productId: string): boolean
  restorePurchases(): Promise<PurchaseError | undefined>
  error(cb: Callback<PurchaseError>): void
}

/** `window.CdvPurchase`: the store and the enums the app needs from it. */
export interface PurchasePlugin {
  readonly store: PurchaseStore
  readonly ErrorCode: { readonly PAYMENT_CANCELLED: number }
  readonly ProductType: { readonly PAID_SUBSCRIPTION: string }
  readonly Platform: { readonly APPLE_APPSTORE: string; readonly GOOGLE_PLAY: string }
}

export type NativeStoreKind = 'apple' | 'google'

type PluginWindow = Window & { CdvPurchase?: PurchasePlugin }

/**
 * The device's app store and its plugin on a native build, once Cordova's plugins have loaded
 * (`deviceready`, given up after `waitMs`); null on the web.
 */
export async function loadNativeStore(
  target: PluginWindow = window,
  waitMs = NATIVE_PLUGIN_READY_WARNING_MS,
): Promise<{ plugin: PurchasePlugin; kind: NativeStoreKind } | null> {
  if (!Capacitor.isNativePlatform()) return null
  if (!target.CdvPurchase) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs)
      target.document.addEventListener(
        'deviceready',
        () => {
          clearTimeout(timer)
          resolve()
        },
        { once: true },
      )
    })
  }
  const plugin = target.CdvPurchase
  if (!plugin) return null
  return { plugin, kind: Capacitor.getPlatform() === 'ios' ? 'apple' : 'google' }
}
