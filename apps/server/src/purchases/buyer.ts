import { purchaseMessages, serverMessages } from '@huey/contracts'
import { awaitsParentalConsent } from '../auth/age'
import { findUserById, type UserRow } from '../auth/repository'
import { HttpError } from '../lib/http-error'
import type { PurchaseServiceDeps } from './types'

/** The signed-in buyer; 403 while a parent has not consented (as Upgrade). */
export async function requireBuyer(
  deps: PurchaseServiceDeps,
  userId: string,
  now: Date,
): Promise<UserRow> {
  const row = await findUserById(deps.db, userId)
  if (!row) throw new HttpError(401, serverMessages.sessionExpired)
  if (awaitsParentalConsent(row, now)) {
    throw new HttpError(403, purchaseMessages.askParentExplained)
  }
  return row
}
