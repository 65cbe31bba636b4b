import type { Creation, CreationSummary, Work } from '@huey/contracts'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { creations, works } from '../db/schema'

type WorkRow = typeof works.$inferSelect
type CreationRow = typeof creations.$inferSelect
export type NewCreation = Omit<CreationRow, 'userId' | 'imageId'>

const toWork = (row: WorkRow): Work => ({
  imageId: row.imageId,
  filled: row.filled,
  completedAt: row.completedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
})

export const toCreationSummary = (
  row: Pick<CreationRow, 'imageId' | 'title' | 'difficulty' | 'regionCount' | 'createdAt'>,
): CreationSummary => ({
  imageId: row.imageId,
  title: row.title,
  difficulty: row.difficulty,
  regions: row.regionCount,
  createdAt: row.createdAt.toISOString(),
})

/** The user's works, the most recently painted first. */
export async function listWorks(db: Db, userId: string): Promise<Work[]> {
  const rows = await db
    .select()
    .from(works)
    .where(eq(works.userId, userId))
    .orderBy(desc(works.updatedAt))
  return rows.map(toWork)
}

/**
 * Adds filled regions to a work and answers the union. One statement, so concurrent saves from two
 * devices cannot lose each other's regions; the first completion date stays.
 */
export async function mergeWork(
  db: Db,
  userId: string,
  imageId: string,
  filled: readonly number[],
  completedAt: Date | null,
): Promise<Work> {
  const [row] = await db
    .insert(works)
    .values({ userId, imageId, filled: [...filled], completedAt })
    .onConflictDoUpdate({
      target: [works.userId, works.imageId],
      set: {
        filled: sql`(select coalesce(jsonb_agg(distinct v order by v), '[]'::jsonb) from jsonb_array_elements(${works.filled} || excluded.filled) as v)`,
        completedAt: sql`coalesce(${works.completedAt}, excluded.completed_at)`,
        updatedAt: sql`now()`,
      },
    })
    .returning()
  return toWork(row as WorkRow)
}

/** The puzzles the user made, the newest first, without their pictures. */
export async function listCreations(db: Db, userId: string): Promise<CreationSummary[]> {
  const rows = await db
    .select({
      imageId: creations.imageId,
      title: creations.title,
      difficulty: creations.difficulty,
      regionCount: creations.regionCount,
      createdAt: creations.createdAt,
    })
    .from(creations)
    .where(eq(creations.userId, userId))
    .orderBy(desc(creations.createdAt))
  return rows.map(toCreationSummary)
}

export async function findCreation(
  db: Db,
  userId: string,
  imageId: string,
): Promise<Creation | undefined> {
  const [row] = await db
    .select()
    .from(creations)
    .where(and(eq(creations.userId, userId), eq(creations.imageId, imageId)))
  if (!row) return undefined
  return {
    ...toCreationSummary(row),
    svgData: row.svgData,
    colors: row.colors,
    thumbnail: row.thumbnail,
  }
}

export async function countCreations(db: Db, userId: string): Promise<number> {
  const [kept] = await db.select({ n: count() }).from(creations).where(eq(creations.userId, userId))
  return kept?.n ?? 0
}

/** Stores a made puzzle; one already kept under this id stays as it was (a puzzle never changes). */
export async function keepCreation(
  db: Db,
  userId: string,
  imageId: string,
  values: NewCreation,
): Promise<void> {
  await db
    .insert(creations)
    .values({ userId, imageId, ...values })
    .onConflictDoNothing()
}
