import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database'
import { sessions, users } from '../db/schema'
import type { Jobs } from '../jobs/jobs'

export const PENDING_ACCOUNT_DAYS = 14

/**
 * Deletes accounts whose parent never consented within 14 days of first being asked (COPPA: keep
 * nothing unconsented). The clock starts when a parent is first named, at sign-up or later for a
 * social account; sending the link again or correcting the address does not restart it.
 */
export async function purgePendingAccounts(db: Db): Promise<number> {
  const deleted = await db
    .delete(users)
    .where(
      and(
        eq(users.parentConsent, 'pending'),
        sql`coalesce(${users.consentRequestedAt}, ${users.createdAt}) < now() - make_interval(days => ${PENDING_ACCOUNT_DAYS})`,
      ),
    )
    .returning({ id: users.id })
  return deleted.length
}

/**
 * Sessions that ended (expired, or revoked: signed out, replaced, deleted) more than a day ago: no
 * token names them any more, and the session list never shows them.
 */
export async function purgeEndedSessions(db: Db): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`now() - interval '1 day'`),
        lt(sessions.revokedAt, sql`now() - interval '1 day'`),
      ),
    )
    .returning({ id: sessions.id })
  return deleted.length
}

/** Both purges hourly, each on one server of the cluster. */
export async function scheduleAccountPurges(jobs: Jobs, db: Db, log: FastifyBaseLogger) {
  await jobs.every('purge-pending-accounts', '7 * * * *', async () => {
    const count = await purgePendingAccounts(db)
    if (count > 0) log.info({ count }, 'deleted accounts still pending after 14 days')
  })
  await jobs.every('purge-ended-sessions', '37 * * * *', async () => {
    const count = await purgeEndedSessions(db)
    if (count > 0) log.info({ count }, 'deleted ended sessions')
  })
}
