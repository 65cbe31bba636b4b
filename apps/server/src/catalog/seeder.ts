import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database'
import { categories, images } from '../db/schema'
import { artCategories, drawArt } from './art/index'
import { makePuzzle } from './make-puzzle'

export const FULL_CATALOG_SIZE = 60
const difficulties = ['easy', 'medium', 'hard'] as const
const roman = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X']
/** Catalogue pictures carry fixed dates, so ordering and ids never change between seeds. */
const epoch = Date.UTC(2026, 0, 1)

/** The catalogue's i-th picture: category, title, difficulty and premium flag from its position. */
export function catalogEntry(i: number) {
  const category = artCategories[i % artCategories.length] as (typeof artCategories)[number]
  const round = Math.floor(i / artCategories.length)
  const title = `${category.titles[round % category.titles.length]}${roman[Math.floor(round / category.titles.length)] ?? ''}`
  return {
    id: `${category.id}-${String(round + 1).padStart(2, '0')}`,
    category,
    title,
    difficulty: difficulties[(i + round) % 3] as (typeof difficulties)[number],
    premium: i % 4 === 3,
    seed: 1000 + i,
    date: new Date(epoch + i * 86_400_000).toISOString().slice(0, 10),
  }
}

/**
 * Makes the catalogue's first `size` pictures that are not there yet. Idempotent: run it on every
 * start; a second run finds everything and does nothing.
 */
export async function seedCatalog(db: Db, size: number, log?: FastifyBaseLogger): Promise<number> {
  await db
    .insert(categories)
    .values(artCategories.map((c, position) => ({ id: c.id, name: c.name, position })))
    .onConflictDoNothing()
  const existing = new Set(
    (await db.select({ id: images.id }).from(images).where(sql`${images.dailyDate} is null`)).map(
      (r) => r.id,
    ),
  )
  let made = 0
  const started = performance.now()
  for (let i = 0; i < size; i++) {
    const entry = catalogEntry(i)
    if (existing.has(entry.id)) continue
    const puzzle = await makePuzzle(
      drawArt(entry.category, entry.seed),
      entry.difficulty,
      entry.seed,
    )
    await db
      .insert(images)
      .values({
        id: entry.id,
        title: entry.title,
        categories: [entry.category.id],
        date: entry.date,
        premium: entry.premium,
        difficulty: entry.difficulty,
        position: i,
        ...puzzle,
      })
      .onConflictDoNothing()
    made++
  }
  if (made > 0) log?.info({ made, ms: Math.round(performance.now() - started) }, 'catalogue seeded')
  return made
}
