import type { Creation, CreationSummary } from '@huey/contracts'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { creations } from '../db/schema'

type CreationRow = typeof creations.$inferSelect
export type NewCreation = Omit<CreationRow, 'userId' | 'imageId'>

export const toCreationSummary = (
  row: Pick<CreationRow, 'imageId' | 'title' | 'difficulty' | 'regionCount' | 'createdAt'>,
): CreationSummary => ({
  imageId: row.imageId,
  title: row.title,
  difficulty: row.difficulty,
  regions: row.regionCount,
  createdAt: row.createdAt.toISOString(),
})

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
