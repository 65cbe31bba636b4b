import type { Difficulty } from '@huey/contracts'
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Db } from '../db/database'
import { categories, images } from '../db/schema'

/** The catalogue's rows: pictures, daily pictures, categories. Routes ask here; SQL stays here. */
export type ImageRow = typeof images.$inferSelect
export type NewImage = typeof images.$inferInsert

const listColumns = {
  id: images.id,
  title: images.title,
  categories: images.categories,
  tags: images.tags,
  date: images.date,
  dailyDate: images.dailyDate,
  premium: images.premium,
  difficulty: images.difficulty,
  regionCount: images.regionCount,
  position: images.position,
  thumbnail2x: sql<boolean>`${images.thumbnail2x} is not null`,
}
export type ImageListRow = Awaited<ReturnType<typeof listImages>>[number]

export function listCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.position))
}

export async function insertCategories(db: Db, rows: readonly { id: string; name: string }[]) {
  await db
    .insert(categories)
    .values(rows.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing()
}

export interface ImageFilter {
  readonly category?: string
  readonly difficulty?: Difficulty
  /** Words that must each appear in the title or the tags. */
  readonly words?: readonly string[]
  readonly after?: number
  readonly limit: number
}

/** A begun word finds the words it starts only from this length ("uni" finds "Unicorn"). */
const PREFIX_MIN_LETTERS = 3

const escapeRegex = (word: string) => word.replace(/[\\^$.*+?()[\]{}|-]/g, (c) => `\\${c}`)

/** A searched word as a whole word; a plural finds the singular too ("roses" finds "Rose"). */
function wholeWordPattern(word: string): string {
  const forms = new Set([word])
  if (word.length > 3 && word.endsWith('es')) forms.add(word.slice(0, -2))
  if (word.length > 3 && word.endsWith('s')) forms.add(word.slice(0, -1))
  return `\\m(${[...forms].map(escapeRegex).join('|')})\\M`
}

const inTitleOrTags = (pattern: string) =>
  sql`(${images.title} ~* ${pattern} or ${images.tags}::text ~* ${pattern})`

/**
 * A searched word's condition: the pictures with it as a whole word ("car" finds "Racing Car",
 * not "Carousel" or "Carrot"); only when no gallery picture has the whole word, the pictures with
 * a word it begins, from three letters ("carou" finds "Carousel"). Whether any has it is asked
 * of the whole gallery, so every page of one search uses the same rule.
 */
function wordCondition(word: string) {
  const whole = wholeWordPattern(word)
  if (word.length < PREFIX_MIN_LETTERS) return inTitleOrTags(whole)
  const begun = `\\m${escapeRegex(word)}`
  const anyWhole = sql`exists (select 1 from ${images} where ${images.dailyDate} is null and (${images.title} ~* ${whole} or ${images.tags}::text ~* ${whole}))`
  return sql`(case when ${anyWhole} then ${inTitleOrTags(whole)} else ${inTitleOrTags(begun)} end)`
}

/** Gallery pictures (not daily ones) in gallery order, filtered. */
export function listImages(db: Db, filter: ImageFilter) {
  const words = (filter.words ?? []).map(wordCondition)
  return galleryPage(
    db,
    and(
      filter.after === undefined ? undefined : gt(images.position, filter.after),
      filter.category
        ? sql`${images.categories} @> ${JSON.stringify([filter.category])}::jsonb`
        : undefined,
      filter.difficulty ? eq(images.difficulty, filter.difficulty) : undefined,
      ...words,
    ),
    filter.limit,
  )
}

/** Gallery pictures carrying any of the tags, newest first: a collection's row. */
export function listTagged(db: Db, tags: readonly string[], limit: number) {
  return galleryPage(
    db,
    or(...tags.map((t) => sql`${images.tags} @> ${JSON.stringify([t])}::jsonb`)),
    limit,
  )
}

/** Gallery pictures (daily ones are not in the gallery) matching `where`, in gallery order. */
function galleryPage(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(listColumns)
    .from(images)
    .where(and(isNull(images.dailyDate), where))
    .orderBy(asc(images.position))
    .limit(limit)
}

export async function findImage(db: Db, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, id))
  return row
}

export async function findThumbnail(db: Db, id: string, large: boolean) {
  const [row] = await db
    .select({ small: images.thumbnail, large: images.thumbnail2x })
    .from(images)
    .where(eq(images.id, id))
  if (!row) return undefined
  return large ? (row.large ?? row.small) : row.small
}

export function listDaily(db: Db, from: string, to: string) {
  return db
    .select(listColumns)
    .from(images)
    .where(and(isNotNull(images.dailyDate), gte(images.dailyDate, from), lte(images.dailyDate, to)))
    .orderBy(desc(images.dailyDate))
}

export async function existingDailyDays(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: images.dailyDate })
    .from(images)
    .where(and(gte(images.dailyDate, from), lte(images.dailyDate, to)))
  return new Set(rows.map((r) => r.day as string))
}

export async function existingImageIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: images.id })
    .from(images)
    .where(inArray(images.id, [...ids]))
  return new Set(rows.map((r) => r.id))
}

/** Inserts a picture unless one with its id (or its day) is there already. */
export async function insertImage(db: Db, row: NewImage): Promise<void> {
  await db.insert(images).values(row).onConflictDoNothing()
}
