import type { Language } from '@huey/contracts'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { parentEmailChanges, users } from '../db/schema'
import { sendConsentLink } from './consent'
import { hashChangeToken } from './parent-change'
import { findUserById } from './repository'
import { type AccountDeps, nowOf } from './service-deps'

function liveChange(token: string) {
  return and(
    eq(parentEmailChanges.tokenHash, hashChangeToken(token)),
    isNull(parentEmailChanges.usedAt),
    gt(parentEmailChanges.expiresAt, sql`now()`),
  )
}

/** The request a live link asks about, for the parent's page. */
export async function findParentChange(
  deps: AccountDeps,
  token: string,
): Promise<{ userId: string; name: string; toEmail: string } | undefined> {
  const [found] = await deps.db
    .select({ userId: users.id, name: users.name, toEmail: parentEmailChanges.toEmail })
    .from(parentEmailChanges)
    .innerJoin(users, eq(users.id, parentEmailChanges.userId))
    .where(liveChange(token))
  return found
}

/**
 * The current parent's answer. Agreeing hands the child over: the new address becomes the
 * parent's and gets a consent link of its own (consent is a person's, so it starts again as
 * pending, with a fresh 14 days). A link whose parent was replaced meanwhile does nothing.
 * False when the link no longer works.
 */
export async function decideParentChange(
  deps: AccountDeps,
  token: string,
  decision: 'confirm' | 'keep',
  spoken: Language | undefined,
): Promise<boolean> {
  const now = nowOf(deps)
  const at = now.toISOString()
  const moved = await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(parentEmailChanges)
      .set({ usedAt: now })
      .where(liveChange(token))
      .returning()
    if (!used) return undefined
    if (decision === 'keep') return { userId: used.userId, toEmail: undefined }
    const [changed] = await tx
      .update(users)
      .set({
        parentEmail: used.toEmail,
        parentConsent: 'pending',
        ageVerified: false,
        // A granted consent handed over starts a fresh 14 days; a pending one keeps its clock.
        consentRequestedAt: sql`case when ${users.parentConsent} = 'granted' then ${at}::timestamptz else coalesce(${users.consentRequestedAt}, ${at}::timestamptz) end`,
      })
      .where(and(eq(users.id, used.userId), eq(users.parentEmail, used.fromEmail)))
      .returning({ id: users.id })
    return { userId: used.userId, toEmail: changed ? used.toEmail : undefined }
  })
  if (!moved) return false
  const row = moved.toEmail ? await findUserById(deps.db, moved.userId) : undefined
  if (row && moved.toEmail) {
    // The hand-over stands even if this mail fails: the child can send the link again.
    await sendConsentLink(deps, row, moved.toEmail, spoken).catch((error: unknown) =>
      deps.log?.warn({ err: error }, 'A consent e-mail after a parent change could not be sent'),
    )
  }
  return true
}
