import type { Plan, ProductId } from '@huey/contracts'

/** SPEC.md section 9: English (US) and US dollars unless the store says otherwise. */
export const DEFAULT_LOCALE = 'en-US'
export const DEFAULT_CURRENCY = 'USD'

export type Period = 'month' | 'year'

/** One way to subscribe, as the paywall lists it: the price is already localised. */
export interface Offer {
  readonly productId: ProductId
  readonly period: Period
  readonly price: string
}

export const periodOf = (productId: ProductId): Period =>
  productId === 'huey.premium.yearly' ? 'year' : 'month'

/** A web plan's price from minor units, e.g. 499 USD → "$4.99" (the currency's own decimals). */
export function formatPlanPrice(plan: Plan, locale: string = DEFAULT_LOCALE): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: plan.currency || DEFAULT_CURRENCY,
  })
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(plan.amount / 10 ** decimals)
}

/**
 * The plans arrive while the app starts, the price is read only when a paywall shows it: the
 * first currency format builds the locale's ICU data (about 30 ms of a phone's start-up), so it
 * is formatted on first read, once.
 */
export function planOffer(plan: Plan, locale?: string): Offer {
  let price: string | undefined
  return {
    productId: plan.productId,
    period: plan.period,
    get price() {
      price ??= formatPlanPrice(plan, locale)
      return price
    },
  }
}

/** Monthly first, then yearly. */
export const byPeriod = (a: Offer, b: Offer) =>
  (a.period === 'month' ? 0 : 1) - (b.period === 'month' ? 0 : 1)
