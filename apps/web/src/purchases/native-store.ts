import { AUTH_SCHEME, PRODUCT_IDS, type ProductId } from '@huey/contracts'
import { byPeriod, type Offer, periodOf } from './prices'
import type {
  NativeStoreKind,
  PurchasePlugin,
  StoreProduct,
  UnverifiedReceipt,
  ValidatorTarget,
} from './purchase-plugin'

export interface NativeStoreEvents {
  /** The products (and their localised prices) the store answered. */
  offers(offers: readonly Offer[]): void
  /** A purchase waits for someone (a parent, a bank) to approve it. */
  pending(): void
  /** The server validated the receipt and it has been finished: time to upgrade. */
  verified(): Promise<void>
  /** The server refused the receipt: the purchase is neither finished nor applied. */
  unverified(receipt: UnverifiedReceipt): void
  /** Whether the store holds a validated, active subscription for this store account. */
  owned(owned: boolean): void
}

export interface NativeStoreOptions {
  readonly plugin: PurchasePlugin
  readonly kind: NativeStoreKind
  /** `${API}/purchases/validate` */
  readonly validatorUrl: string
  /** The session token at the moment a receipt is sent for validation. */
  readonly token: () => string | null
  readonly events: NativeStoreEvents
}

const isProductId = (id: string): id is ProductId => (PRODUCT_IDS as readonly string[]).includes(id)

function offersOf(products: readonly (StoreProduct | undefined)[]): Offer[] {
  const offers: Offer[] = []
  for (const product of products) {
    if (!product?.pricing || !isProductId(product.id)) continue
    offers.push({
      productId: product.id,
      period: periodOf(product.id),
      price: product.pricing.price,
    })
  }
  return offers.sort(byPeriod)
}

/**
 * Registers the subscriptions with the device's store and drives the plugin's life cycle:
 * approved → verify (the server, with the Bearer token) → verified → finish → upgrade. A purchase
 * is finished only after the server validated it, so an unvalidated one is offered again later.
 */
export async function connectNativeStore(options: NativeStoreOptions): Promise<readonly Offer[]> {
  const { plugin, kind, events } = options
  const { store } = plugin
  const platform = kind === 'apple' ? plugin.Platform.APPLE_APPSTORE : plugin.Platform.GOOGLE_PLAY
  const validator = (): ValidatorTarget => {
    const token = options.token()
    return {
      url: options.validatorUrl,
      headers: token ? { Authorization: `${AUTH_SCHEME} ${token}` } : {},
      timeout: 20_000,
    }
  }
  const currentOffers = () => offersOf(PRODUCT_IDS.map((id) => store.get(id, platform)))
  const isOwned = () => PRODUCT_IDS.some((id) => store.owned(id))

  store.validator = validator()
  store.register(
    PRODUCT_IDS.map((id) => ({
      id,
      type: plugin.ProductType.PAID_SUBSCRIPTION,
      platform,
      group: 'premium',
    })),
  )
  store
    .when()
    .productUpdated(() => {
      events.offers(currentOffers())
      events.owned(isOwned())
    })
    .approved((transaction) => {
      // Without a session the server cannot tie the purchase to an account: it stays approved,
      // unfinished, and the store offers it again at the next start.
      if (!options.token()) return
      // The token may have changed since start-up (signed in to buy).
      store.validator = validator()
      void transaction.verify()
    })
    .pending(() => events.pending())
    .verified((receipt) => {
      // The server holds the entitlement now, so premium is applied even if finishing failed
      // (the store then offers the transaction again and it is finished next time).
      const upgrade = () => events.verified()
      void receipt.finish().then(upgrade, upgrade)
    })
    .unverified((receipt) => events.unverified(receipt))
    .finished(() => events.owned(isOwned()))
  await store.initialize([platform])
  const offers = currentOffers()
  events.offers(offers)
  events.owned(isOwned())
  return offers
}

/** Orders a subscription; answers what went wrong, or null once the store took the order. */
export async function orderNative(
  plugin: PurchasePlugin,
  productId: ProductId,
): Promise<'cancelled' | 'unavailable' | null> {
  const offer = plugin.store.get(productId)?.getOffer()
  if (!offer) return 'unavailable'
  const error = await offer.order()
  if (!error) return null
  return error.code === plugin.ErrorCode.PAYMENT_CANCELLED ? 'cancelled' : 'unavailable'
}

/** Asks the store for the purchases of this store account; answers whether a subscription is owned. */
export async function restoreNative(plugin: PurchasePlugin): Promise<boolean | 'unavailable'> {
  const error = await plugin.store.restorePurchases()
  if (error) return 'unavailable'
  return PRODUCT_IDS.some((id) => plugin.store.owned(id))
}
