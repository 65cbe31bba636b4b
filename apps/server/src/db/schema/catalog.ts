import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
})

/** Catalogue pictures and daily pictures, as puzzles ready to paint. */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    categories: jsonb('categories').$type<string[]>().notNull(),
    /** Words people search for besides the title (what it shows, where, its pattern). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Publication day; daily pictures: their day. */
    date: date('date', { mode: 'string' }).notNull(),
    /** Set for the picture of the day; each day has at most one. */
    dailyDate: date('daily_date', { mode: 'string' }).unique(),
    premium: boolean('premium').notNull().default(false),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    svgData: text('svg_data').notNull(),
    colors: jsonb('colors').$type<string[]>().notNull(),
    regionCount: integer('region_count').notNull(),
    /** WebP thumbnail, base64. */
    thumbnail: text('thumbnail').notNull(),
    /** WebP thumbnail at twice the size, base64, for screens of two device pixels a CSS pixel. */
    thumbnail2x: text('thumbnail_2x'),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_position_idx').on(t.position)],
)
