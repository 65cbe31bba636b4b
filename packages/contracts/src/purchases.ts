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

/**
 * A catalogue or daily picture's id (`ocean-01`, `daily-2026-11-23`). Only letters, digits and
 * single hyphens, so it can name a picture in an address the server builds and never a place.
 */
export const pictureIdSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a picture id.')

/**
 * `POST /purchases/checkout` (signed in): a Stripe Checkout session for this plan. `imageId` names
 * the locked picture whose paywall this came from: Stripe then sends the buyer back to it.
 */
export const checkoutBodySchema = z.object({
  productId: productIdSchema,
  imageId: pictureIdSchema.optional(),
})
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

// In a module of their own: the app's words need them without the schemas here.
export { PREMIUM_BENEFITS, purchaseMessages } from './purchase-messages'

/**
 * `POST /purchases/validate` (signed in): the receipt validator cordova-plugin-purchase v13 calls
 * (its `Validator.Request.Body`). Only the fields the server reads are checked; the plugin's other
 * fields (device, offers, products, prices) pass through unread.
 */
export const appleSk2TransactionSchema = z.object({
  type: z.literal('apple-sk2'),
  id: z.string().max(200).optional(),
  jwsRepresentation: z.string().min(1).max(50_000),
})
export const appleReceiptTransactionSchema = z.object({
  type: z.literal('ios-appstore'),
  id: z.string().max(200).optional(),
  appStoreReceipt: z.string().max(500_000).optional(),
})
export const googlePlayTransactionSchema = z.object({
  type: z.literal('android-playstore'),
  id: z.string().max(200).optional(),
  purchaseToken: z.string().min(1).max(2_000),
  receipt: z.string().max(50_000).optional(),
  signature: z.string().max(5_000).optional(),
})
const SUPPORTED_TRANSACTIONS = ['apple-sk2', 'ios-appstore', 'android-playstore']
export const validatorBodySchema = z.looseObject({
  id: z.string().max(200).optional(),
  type: z.string().max(50).optional(),
  transaction: z.union([
    appleSk2TransactionSchema,
    appleReceiptTransactionSchema,
    googlePlayTransactionSchema,
    /** Platforms the server does not validate (Windows, Braintree...): answered `ok: false`. */
    z.looseObject({
      type: z
        .string()
        .max(50)
        .refine((t) => !SUPPORTED_TRANSACTIONS.includes(t), 'Incomplete transaction.'),
    }),
  ]),
})
export type ValidatorBody = z.infer<typeof validatorBodySchema>

/** One purchase in the answer (the plugin's `VerifiedPurchase`); dates in ms since the epoch. */
export const verifiedPurchaseSchema = z.object({
  id: z.string(),
  purchaseId: z.string().optional(),
  transactionId: z.string().optional(),
  purchaseDate: z.number().optional(),
  expiryDate: z.number().optional(),
  isExpired: z.boolean().optional(),
  isAcknowledged: z.boolean().optional(),
  renewalIntent: z.enum(['Renew', 'Lapse']).optional(),
})
export type VerifiedPurchase = z.infer<typeof verifiedPurchaseSchema>

/** The plugin's `Validator.Response.Payload`: always HTTP 200 once the caller is signed in. */
export const validatorResponseSchema = z.union([
  z.object({
    ok: z.literal(true),
    data: z.object({
      id: z.string(),
      latest_receipt: z.boolean(),
      transaction: z.object({ type: z.string() }),
      collection: z.array(verifiedPurchaseSchema),
      date: z.string(),
    }),
  }),
  z.object({
    ok: z.literal(false),
    status: z.number().int(),
    /** The plugin's ErrorCode: 6777017 verification failed, 6777014 communication, 6777005 other. */
    code: z.number().int(),
    message: z.string(),
  }),
])
export type ValidatorResponse = z.infer<typeof validatorResponseSchema>

/** `POST /purchases/webhook`: what the server answers Stripe once an event is handled. */
export const webhookResponseSchema = z.object({ received: z.literal(true) })

/** `POST /purchases/apple/notifications`: App Store Server Notifications V2 (signed by Apple). */
export const appleNotificationBodySchema = z.object({
  signedPayload: z.string().min(1).max(200_000),
})

/** `POST /purchases/google/notifications`: a Pub/Sub push of a Play developer notification. */
export const playNotificationBodySchema = z.looseObject({
  message: z.looseObject({
    data: z.string().max(50_000),
    messageId: z.string().max(200).optional(),
  }),
  subscription: z.string().max(500).optional(),
})
