import { createHash, randomBytes } from 'node:crypto'
import {
  type ConsentMailResponse,
  familyMessages,
  type Language,
  serverMessages,
} from '@huey/contracts'
import { and, eq, isNull } from 'drizzle-orm'
import { parentEmailChanges } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { parentChangeEmail } from './emails'
import { toUser, type UserRow } from './repository'
import { type AccountDeps, DAY, languageOf, nowOf } from './service-deps'

export const PARENT_CHANGE_LINK_DAYS = 7

export function hashChangeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * A child who already named a parent asks for another address. The parent named now decides: the
 * mail goes to the current address, and nothing changes until that parent agrees (a child cannot
 * move consent to a mailbox of their own). Earlier requests stop working.
 */
export async function requestParentChange(
  deps: AccountDeps,
  row: UserRow & { parentEmail: string },
  toEmail: string,
  spoken: Language | undefined,
): Promise<ConsentMailResponse> {
  const token = randomBytes(32).toString('base64url')
  const now = nowOf(deps)
  const language = await languageOf(deps, row.id, spoken)
  try {
    await deps.mailer.send({
      to: row.parentEmail,
      ...parentChangeEmail(
        language,
        row.name,
        toEmail,
        `${deps.publicUrl}/auth/parent-change?token=${token}`,
      ),
    })
  } catch (error) {
    throw new HttpError(503, serverMessages.consentMailFailed, {}, error)
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(parentEmailChanges)
      .set({ usedAt: now })
      .where(and(eq(parentEmailChanges.userId, row.id), isNull(parentEmailChanges.usedAt)))
    await tx.insert(parentEmailChanges).values({
      userId: row.id,
      fromEmail: row.parentEmail,
      toEmail,
      tokenHash: hashChangeToken(token),
      expiresAt: new Date(now.getTime() + PARENT_CHANGE_LINK_DAYS * DAY),
    })
  })
  return { user: await toUser(deps.db, row), message: familyMessages.parentChangeMailSent }
}
