import type { Language } from '@huey/contracts'
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
    /** The US English title; `titles` holds every language's. */
    title: text('title').notNull(),
    titles: jsonb('titles').$type<Partial<Record<Language, string>>>().notNull().default({}),
    /** Words a reader of each language finds the picture by besides its title. */
    words: jsonb('words').$type<Partial<Record<Language, string[]>>>().notNull().default({}),
    categories: jsonb('categories').$type<string[]>().notNull(),
    /** English keys the collections choose by (what it shows, where, its style and shelves). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Publication day; daily pictures: their day. */
    date: date('date', { mode: 'string' }).notNull(),
    /** Set for the picture of the day; each day has at most one. */
    dailyDate: date('daily_date', { mode: 'string' }).unique(),
    premium: boolean('premium').notNull().default(false),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    /** The puzzle, its paints and its region count: null until the picture is made. */
    svgData: text('svg_data'),
    colors: jsonb('colors').$type<string[]>(),
    regionCount: integer('region_count'),
    /** WebP thumbnail, base64: null until drawn. */
    thumbnail: text('thumbnail'),
    /** WebP thumbnail at twice the size, base64, for screens of two device pixels a CSS pixel. */
    thumbnail2x: text('thumbnail_2x'),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_position_idx').on(t.position)],
)
