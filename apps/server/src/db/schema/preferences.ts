import type { Preferences } from '@huey/contracts'
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/** What a signed-in person chose for the app (language, colouring settings): one validated object. */
export const preferences = pgTable('preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Preferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
