import type { Difficulty, Language } from '@huey/contracts'
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
  titles: images.titles,
  words: images.words,
  categories: images.categories,
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
  /** Words that must each appear in the title or the search words of `language`. */
  readonly words?: readonly string[]
  readonly language: Language
  readonly after?: number
  readonly limit: number
  /** Pictures published on or before this day. */
  readonly today: string
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

/** The pattern in the title or the search words of the reader's language. */
const inTitleOrWords = (pattern: string, language: Language) =>
  sql`(${images.titles}->>${language} ~* ${pattern} or (${images.words}->${language})::text ~* ${pattern})`

/**
 * A searched word's condition: the pictures with it as a whole word ("car" finds "Racing Car",
 * not "Carousel" or "Carrot"); only when no gallery picture has the whole word, the pictures with
 * a word it begins, from three letters ("carou" finds "Carousel"). Whether any has it is asked
 * of the whole gallery, so every page of one search uses the same rule.
 */
function wordCondition(word: string, language: Language) {
  const whole = wholeWordPattern(word)
  if (word.length < PREFIX_MIN_LETTERS) return inTitleOrWords(whole, language)
  const begun = `\\m${escapeRegex(word)}`
  const anyWhole = sql`exists (select 1 from ${images} where ${images.dailyDate} is null and ${inTitleOrWords(whole, language)})`
  return sql`(case when ${anyWhole} then ${inTitleOrWords(whole, language)} else ${inTitleOrWords(begun, language)} end)`
}

/** Gallery pictures (not daily ones) published by `today`, in gallery order, filtered. */
export function listImages(db: Db, filter: ImageFilter) {
  const words = (filter.words ?? []).map((w) => wordCondition(w, filter.language))
  return galleryPage(
    db,
    filter.today,
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

/** Gallery pictures carrying any of the keys, newest first: a collection's row. */
export function listTagged(db: Db, keys: readonly string[], limit: number, today: string) {
  return galleryPage(
    db,
    today,
    or(...keys.map((t) => sql`${images.tags} @> ${JSON.stringify([t])}::jsonb`)),
    limit,
  )
}

/** Gallery pictures (daily ones are not in the gallery) published by `today`, matching `where`. */
function galleryPage(db: Db, today: string, where: SQL | undefined, limit: number) {
  return db
    .select(listColumns)
    .from(images)
    .where(and(isNull(images.dailyDate), lte(images.date, today), where))
    .orderBy(asc(images.position))
    .limit(limit)
}

/** The gallery's pictures by id, in any order. */
export function listByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select(listColumns)
    .from(images)
    .where(inArray(images.id, [...ids]))
}

export async function findImage(db: Db, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, id))
  return row
}

/** A picture's thumbnail: undefined for no such picture, null while it is not drawn yet. */
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

/** Which of the ids are listed but still lack a thumbnail (`thumbnail`) or a puzzle (`puzzle`). */
export async function idsLacking(
  db: Db,
  what: 'thumbnail' | 'puzzle',
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: images.id })
    .from(images)
    .where(
      and(
        inArray(images.id, [...ids]),
        what === 'thumbnail' ? isNull(images.thumbnail) : isNull(images.svgData),
      ),
    )
  return new Set(rows.map((r) => r.id))
}

/** Inserts pictures unless one with the id (or the day) is there already, a few hundred a query. */
export async function insertImages(db: Db, rows: readonly NewImage[]): Promise<void> {
  for (let from = 0; from < rows.length; from += 250)
    await db
      .insert(images)
      .values(rows.slice(from, from + 250))
      .onConflictDoNothing()
}

/** A listed picture's first thumbnails, drawn from its art; a made picture's stay. */
export async function saveThumbnails(
  db: Db,
  id: string,
  thumbnails: { thumbnail: string; thumbnail2x: string },
): Promise<void> {
  await db
    .update(images)
    .set(thumbnails)
    .where(and(eq(images.id, id), isNull(images.thumbnail)))
}

/** A listed picture made: its puzzle and its painted thumbnails (another server may have made it: the same). */
export async function saveMade(
  db: Db,
  id: string,
  made: Pick<
    NewImage,
    'svgData' | 'colors' | 'regionCount' | 'difficulty' | 'thumbnail' | 'thumbnail2x'
  >,
): Promise<void> {
  await db
    .update(images)
    .set(made)
    .where(and(eq(images.id, id), isNull(images.svgData)))
}
