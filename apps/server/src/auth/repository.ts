import type { User } from '@huey/contracts'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { entitlements, sessions, users } from '../db/schema'
import { isPremium } from '../purchases/repository'

export type UserRow = typeof users.$inferSelect

/** Is this a unique-constraint violation (PostgreSQL 23505), however the driver wraps it? */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return row
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** The session lookups of every authenticated request, built once per database and prepared. */
function prepareSessionQueries(db: Db) {
  const live = and(
    eq(sessions.id, sql.placeholder('sessionId')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
  )
  return {
    sessionUser: db
      .select({
        row: users,
        premium: sql<boolean>`exists (select 1 from ${entitlements} where ${entitlements.userId} = ${users.id} and ${entitlements.status} = 'active' and ${entitlements.expiresAt} > now())`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(live)
      .prepare('auth_session_user'),
    liveSession: db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(live)
      .prepare('auth_live_session'),
  }
}

const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQueries>>()

function sessionQueriesOf(db: Db): ReturnType<typeof prepareSessionQueries> {
  let queries = sessionQueries.get(db)
  if (!queries) {
    queries = prepareSessionQueries(db)
    sessionQueries.set(db, queries)
  }
  return queries
}

/** The user of a live session with their premium flag, in one query (the hot path of /auth/me). */
export async function findSessionUser(
  db: Db,
  sessionId: string,
): Promise<{ row: UserRow; premium: boolean } | undefined> {
  const [found] = await sessionQueriesOf(db).sessionUser.execute({ sessionId })
  return found
}

/** An address a child may be shown: p***@example.com (the first character and the domain). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  const first = [...email.slice(0, Math.max(at, 0))][0] ?? ''
  return `${first}***${at >= 0 ? email.slice(at) : ''}`
}

/** The user as the API shows it; premium is derived from entitlements, never stored. */
export async function toUser(db: Db, row: UserRow, knownPremium?: boolean): Promise<User> {
  const providers: User['providers'] = []
  if (row.passwordHash) providers.push('password')
  if (row.googleSubject) providers.push('google')
  if (row.facebookId) providers.push('facebook')
  if (row.appleSubject) providers.push('apple')
  return {
    userId: row.id,
    email: row.email,
    name: row.name,
    birthdate: row.birthdate,
    ageVerified: row.ageVerified,
    emailVerified: row.emailVerified,
    premium: knownPremium ?? (await isPremium(db, row.id)),
    parentConsent: row.parentConsent,
    parentEmailHint: row.parentEmail ? maskEmail(row.parentEmail) : null,
    providers,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function createSession(
  db: Db,
  userId: string,
  expiresAt: Date,
  userAgent?: string,
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: userAgent ?? null })
    .returning({ id: sessions.id })
  if (!row) throw new Error('The session was not created.')
  return row.id
}

/** The session's user when the session exists, is not revoked and has not expired. */
export async function findLiveSession(
  db: Db,
  sessionId: string,
): Promise<{ readonly userId: string } | undefined> {
  const [row] = await sessionQueriesOf(db).liveSession.execute({ sessionId })
  return row
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId))
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId))
}

/** Revokes every live session of the account, but the one named in `keep` (the caller's own). */
export async function revokeAllSessions(
  db: Pick<Db, 'update'>,
  userId: string,
  keep?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    )
}
