import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/**
 * A child's request to name another parent, waiting for the parent named now to agree: one-time
 * links mailed to `fromEmail`; only the hash is stored.
 */
export const parentEmailChanges = pgTable(
  'parent_email_changes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromEmail: text('from_email').notNull(),
    toEmail: text('to_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('parent_email_changes_user_idx').on(t.userId)],
)
