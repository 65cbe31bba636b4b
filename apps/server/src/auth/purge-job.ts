import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database'
import { users } from '../db/schema'
import { startPeriodicJob } from '../lib/periodic-job'

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

/** Runs the purge hourly; the first run waits a minute so start-up stays quick. */
export function startPendingAccountPurge(
  db: Db,
  log: FastifyBaseLogger,
  { everyMs = 3_600_000, firstAfterMs = 60_000 } = {},
) {
  return startPeriodicJob(
    () =>
      purgePendingAccounts(db).then(
        (count) => {
          if (count > 0) log.info({ count }, 'deleted accounts still pending after 14 days')
        },
        (err: unknown) => log.error({ err }, 'pending account purge failed'),
      ),
    { everyMs, firstAfterMs },
  )
}
