import type { Plan, PlansResponse } from '@huey/contracts'
import type { StoreConfig } from './store-config'

/** What the web paywall offers: the web store and both plans at the configured prices. */
export function plansOf(store: StoreConfig): PlansResponse {
  const { monthly, yearly, currency } = store.prices
  const plans: Plan[] = [
    { productId: 'huey.premium.monthly', period: 'month', amount: monthly, currency },
    { productId: 'huey.premium.yearly', period: 'year', amount: yearly, currency },
  ]
  return { store: store.webStore, plans }
}
