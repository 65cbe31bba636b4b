import { sql } from 'drizzle-orm'
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/** An invitation to paint one picture together: its short code works for 24 hours. */
export const togetherSessions = pgTable('together_sessions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  code: text('code').notNull().unique(),
  imageId: text('image_id').notNull(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** Who joined a session, each with the colour of their marker. */
export const togetherPainters = pgTable(
  'together_painters',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => togetherSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    colour: text('colour').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
)

/** The session's painted regions: a grow-only set, so any server can answer it whole. */
export const togetherFills = pgTable(
  'together_fills',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => togetherSessions.id, { onDelete: 'cascade' }),
    regionId: integer('region_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.regionId] })],
)
