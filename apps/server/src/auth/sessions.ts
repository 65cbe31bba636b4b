import { type SessionInfo, serverMessages } from '@huey/contracts'
import { and, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { sessions } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { revokeAllSessions } from './repository'

/** Live sessions an account may hold; signing in once more revokes the oldest. */
export const MAX_LIVE_SESSIONS = 20

const live = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))

/** Revokes the oldest live sessions beyond the cap (run right after a new one is stored). */
export async function capLiveSessions(db: Db, userId: string): Promise<void> {
  const newest = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(live(userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(MAX_LIVE_SESSIONS)
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(live(userId), notInArray(sessions.id, newest)))
}

/** The account's live sessions, the most recently used first. */
export async function listSessions(
  db: Db,
  userId: string,
  currentId: string,
): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(live(userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
  return rows.map((row) => ({
    sessionId: row.id,
    device: deviceLabel(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentId,
  }))
}

/** Signs one of the account's own sessions out; another account's session is "not found". */
export async function revokeOwnSession(db: Db, userId: string, sessionId: string): Promise<void> {
  const [revoked] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), live(userId)))
    .returning({ id: sessions.id })
  if (!revoked) throw new HttpError(404, serverMessages.notFound)
}

/** "Sign out everywhere": this session too. */
export async function revokeEverySession(db: Db, userId: string): Promise<void> {
  await revokeAllSessions(db, userId)
}

const browsers: [RegExp, string][] = [
  [/HueyApp|Capacitor/i, 'Huey app'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** "Chrome on Android" from a User-Agent; good enough to tell one's own devices apart. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device'
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? 'Unknown device'
}
