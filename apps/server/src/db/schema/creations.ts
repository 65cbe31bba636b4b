import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/**
 * Puzzles a signed-in user made from their photos (never the photos), kept so they follow the
 * user's works to other devices; deleted with the account.
 */
export const creations = pgTable(
  'creations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageId: text('image_id').notNull(),
    title: text('title').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    svgData: text('svg_data').notNull(),
    colors: jsonb('colors').$type<string[]>().notNull(),
    regionCount: integer('region_count').notNull(),
    /** A small PNG of the finished painting, as a data URL. */
    thumbnail: text('thumbnail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.imageId] })],
)
