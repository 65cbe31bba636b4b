import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/** What makes a user premium: a store subscription that is active and not expired. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['apple', 'google', 'web', 'sandbox'] }).notNull(),
    productId: text('product_id').notNull(),
    originalTransactionId: text('original_transaction_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['active', 'expired', 'refunded', 'revoked'] })
      .notNull()
      .default('active'),
    /** False once the subscriber turned renewal off; premium still lasts until `expiresAt`. */
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** Google Play's purchase token, needed to query and acknowledge the subscription. */
    purchaseToken: text('purchase_token'),
    /** The Stripe customer, for the billing portal. */
    customerId: text('customer_id'),
    /** When the store was last asked about this entitlement (the re-check job). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('entitlements_source_txn_idx').on(t.source, t.originalTransactionId),
    index('entitlements_user_idx').on(t.userId),
    index('entitlements_expiry_idx').on(t.status, t.expiresAt),
    index('entitlements_purchase_token_idx').on(t.purchaseToken),
    index('entitlements_customer_idx').on(t.customerId),
  ],
)
