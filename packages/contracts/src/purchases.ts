import { z } from 'zod'

/** The auto-renewing subscriptions, the same ids in the App Store, Google Play and Stripe. */
export const PRODUCT_IDS = ['huey.premium.monthly', 'huey.premium.yearly'] as const
export const productIdSchema = z.enum(PRODUCT_IDS)
export type ProductId = z.infer<typeof productIdSchema>

/**
 * Which store sells premium on the web: `stripe` (Checkout), `sandbox` (the `npm start` demo, where
 * Upgrade grants a 30-day test subscription), or `none`. Native builds always use their app store.
 */
export const webStoreSchema = z.enum(['stripe', 'sandbox', 'none'])
export type WebStore = z.infer<typeof webStoreSchema>

/** One plan as the web paywall shows it; prices in minor units of `currency` (USD by default). */
export const planSchema = z.object({
  productId: productIdSchema,
  period: z.enum(['month', 'year']),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
})
export type Plan = z.infer<typeof planSchema>

/** `GET /purchases/plans`. */
export const plansResponseSchema = z.object({
  store: webStoreSchema,
  plans: z.array(planSchema),
})
export type PlansResponse = z.infer<typeof plansResponseSchema>

/** `POST /purchases/checkout` (signed in): a Stripe Checkout session for this plan. */
export const checkoutBodySchema = z.object({ productId: productIdSchema })
export type CheckoutBody = z.infer<typeof checkoutBodySchema>
export const checkoutResponseSchema = z.object({ url: z.url() })
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>

/** `POST /purchases/portal` (signed in): where a web subscriber manages or cancels. */
export const portalResponseSchema = z.object({ url: z.url() })
export type PortalResponse = z.infer<typeof portalResponseSchema>

/** Where app-store subscribers manage theirs. */
export const MANAGE_SUBSCRIPTION_URLS = {
  apple: 'https://apps.apple.com/account/subscriptions',
  google: 'https://play.google.com/store/account/subscriptions',
} as const

/** What the paywall says premium gives, word for word everywhere it is shown. */
export const PREMIUM_BENEFITS = [
  'Every premium picture in the gallery',
  'The whole daily archive, not just the last 7 days',
  'No ads, ever (there are none for anyone)',
] as const

export const purchaseMessages = {
  askParent: 'Ask a parent',
  askParentExplained: 'A parent needs to confirm your account before you can subscribe.',
  signInToSubscribe: 'Sign in to subscribe',
  restoreNothing: 'No active subscription was found.',
  restored: 'Your subscription is active again.',
  purchased: 'Welcome to premium!',
  cancelled: 'The purchase was cancelled.',
  storeUnavailable: 'The store is not available right now. Please try again later.',
  pending: 'Your purchase is waiting for approval.',
} as const
