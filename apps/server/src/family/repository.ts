import type { ExportedWork, FamilyWork } from '@huey/contracts'
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { creations, entitlements, images, sessions, users, works } from '../db/schema'

export type ChildRow = typeof users.$inferSelect

/** A parent's children: the accounts naming this address whose consent is given or awaited. */
export async function findChildren(db: Db, parentEmail: string): Promise<ChildRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.parentEmail, parentEmail.toLowerCase()),
        inArray(users.parentConsent, ['granted', 'pending']),
      ),
    )
    .orderBy(users.createdAt)
}

/** The child's paintings with their titles, from the catalogue or the child's own puzzles. */
export async function childWorks(db: Db, childId: string): Promise<FamilyWork[]> {
  const rows = await db
    .select({
      imageId: works.imageId,
      filled: works.filled,
      completedAt: works.completedAt,
      updatedAt: works.updatedAt,
      title: sql<string | null>`coalesce(${images.title}, ${creations.title})`,
      regionCount: sql<number | null>`coalesce(${images.regionCount}, ${creations.regionCount})`,
    })
    .from(works)
    .leftJoin(images, eq(images.id, works.imageId))
    .leftJoin(
      creations,
      and(eq(creations.userId, works.userId), eq(creations.imageId, works.imageId)),
    )
    .where(eq(works.userId, childId))
    .orderBy(desc(works.updatedAt))
  return rows.map((row) => ({
    imageId: row.imageId,
    title: row.title ?? row.imageId,
    filledCount: row.filled.length,
    regionCount: row.regionCount === null ? null : Number(row.regionCount),
    completedAt: row.completedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }))
}

/** The child's paintings whole, each with its puzzle's SVG to draw it from. */
export async function exportWorks(db: Db, childId: string): Promise<ExportedWork[]> {
  const rows = await db
    .select({
      imageId: works.imageId,
      filled: works.filled,
      completedAt: works.completedAt,
      updatedAt: works.updatedAt,
      title: sql<string | null>`coalesce(${images.title}, ${creations.title})`,
      svgData: sql<string | null>`coalesce(${images.svgData}, ${creations.svgData})`,
    })
    .from(works)
    .leftJoin(images, eq(images.id, works.imageId))
    .leftJoin(
      creations,
      and(eq(creations.userId, works.userId), eq(creations.imageId, works.imageId)),
    )
    .where(eq(works.userId, childId))
    .orderBy(desc(works.updatedAt))
  return rows.map((row) => ({
    imageId: row.imageId,
    title: row.title ?? row.imageId,
    filled: row.filled,
    completedAt: row.completedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    svgData: row.svgData,
  }))
}

export async function childCreations(db: Db, childId: string) {
  const rows = await db
    .select({ imageId: creations.imageId, title: creations.title, at: creations.createdAt })
    .from(creations)
    .where(eq(creations.userId, childId))
    .orderBy(desc(creations.createdAt))
  return rows.map((r) => ({ imageId: r.imageId, title: r.title, createdAt: r.at.toISOString() }))
}

/** The child's live sessions, the most recently used first, with their User-Agent. */
export async function childSessions(db: Db, childId: string) {
  return db
    .select({
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, childId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt))
}

export async function childEntitlements(db: Db, childId: string) {
  const rows = await db
    .select({
      source: entitlements.source,
      productId: entitlements.productId,
      status: entitlements.status,
      expiresAt: entitlements.expiresAt,
    })
    .from(entitlements)
    .where(eq(entitlements.userId, childId))
  return rows.map((r) => ({ ...r, expiresAt: r.expiresAt.toISOString() }))
}

/**
 * Ends consent: the child is back to waiting for a parent, with 14 days from now before the
 * account is purged unless a parent consents again. Only a granted consent can be withdrawn.
 */
export async function withdrawConsents(
  db: Pick<Db, 'update'>,
  where: { childId: string } | { parentEmail: string },
): Promise<number> {
  const who =
    'childId' in where
      ? eq(users.id, where.childId)
      : eq(users.parentEmail, where.parentEmail.toLowerCase())
  const changed = await db
    .update(users)
    .set({ parentConsent: 'pending', ageVerified: false, consentRequestedAt: new Date() })
    .where(and(who, eq(users.parentConsent, 'granted')))
    .returning({ id: users.id })
  return changed.length
}
