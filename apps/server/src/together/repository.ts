import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { togetherFills, togetherPainters, togetherSessions, users } from '../db/schema'

export type SessionRow = typeof togetherSessions.$inferSelect

export async function insertSession(
  db: Db,
  values: { code: string; imageId: string; ownerId: string; expiresAt: Date; colour: string },
): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(togetherSessions)
      .values({
        code: values.code,
        imageId: values.imageId,
        ownerId: values.ownerId,
        expiresAt: values.expiresAt,
      })
      .returning()
    if (!row) throw new Error('The session was not created.')
    await tx
      .insert(togetherPainters)
      .values({ sessionId: row.id, userId: values.ownerId, colour: values.colour })
    return row
  })
}

export async function findLiveSession(
  db: Db,
  where: { code: string } | { id: string },
): Promise<SessionRow | undefined> {
  const key =
    'code' in where ? eq(togetherSessions.code, where.code) : eq(togetherSessions.id, where.id)
  const [row] = await db
    .select()
    .from(togetherSessions)
    .where(and(key, gt(togetherSessions.expiresAt, sql`now()`)))
  return row
}

/** The session's painters with their accounts, in the order they joined. */
export async function painterRows(db: Db, sessionId: string) {
  return db
    .select({ user: users, colour: togetherPainters.colour })
    .from(togetherPainters)
    .innerJoin(users, eq(users.id, togetherPainters.userId))
    .where(eq(togetherPainters.sessionId, sessionId))
    .orderBy(asc(togetherPainters.joinedAt))
}

export async function addPainter(db: Db, sessionId: string, userId: string, colour: string) {
  await db.insert(togetherPainters).values({ sessionId, userId, colour }).onConflictDoNothing()
}

export async function filledRegions(db: Db, sessionId: string): Promise<number[]> {
  const rows = await db
    .select({ id: togetherFills.regionId })
    .from(togetherFills)
    .where(eq(togetherFills.sessionId, sessionId))
  return rows.map((r) => r.id)
}

/** Adds regions to the session's grow-only set; a region already there is kept as it is. */
export async function addFills(db: Db, sessionId: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .insert(togetherFills)
    .values(ids.map((regionId) => ({ sessionId, regionId })))
    .onConflictDoNothing()
}

/**
 * Every painter's work on the picture becomes the union of theirs and the session's, finished
 * when every region of a catalogue picture is painted: the painting is in each one's My works.
 */
export async function mergeIntoWorks(db: Db, sessionId: string): Promise<void> {
  await db.execute(sql`
    insert into works (user_id, image_id, filled, updated_at, completed_at)
    select p.user_id, s.image_id, coalesce(f.ids, '[]'::jsonb), now(),
      case when f.count >= (select region_count from images i where i.id = s.image_id)
        then now() end
    from together_painters p join together_sessions s on s.id = p.session_id
    cross join lateral (select jsonb_agg(region_id order by region_id) as ids, count(*) as count
      from together_fills where session_id = s.id) f
    where s.id = ${sessionId}
    on conflict (user_id, image_id) do update set
      filled = (select coalesce(jsonb_agg(distinct v), '[]'::jsonb)
        from jsonb_array_elements(works.filled || excluded.filled) v),
      updated_at = now(),
      completed_at = coalesce(works.completed_at, case when
        (select count(distinct v) from jsonb_array_elements(works.filled || excluded.filled) v)
        >= (select region_count from images i where i.id = excluded.image_id) then now() end)
  `)
}
