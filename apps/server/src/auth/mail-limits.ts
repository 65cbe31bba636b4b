import type { FastifyInstance } from 'fastify'
import { addressHash } from '../lib/address-hash'
import { tooManyRequests } from '../plugins/rate-limit'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/**
 * Mails an account may cause to be sent, per account and kind: one a minute, five a day, so
 * nobody can use an account to flood an inbox (a parent's, or the address's owner).
 */
export function accountMailLimit(
  app: FastifyInstance,
  kind: string,
): (userId: string) => Promise<void> {
  const perMinute = app.keyLimiter(`${kind}-minute`, 1, minute)
  const perDay = app.keyLimiter(`${kind}-day`, 5, day)
  return async (key) => {
    for (const limiter of [perMinute, perDay]) {
      const limit = await limiter.hit(key)
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
    }
  }
}

/** Counts one mail to an address; answers whether it may go, and else how long to wait. */
export type RecipientLimit = (
  address: string,
) => Promise<{ readonly allowed: boolean; readonly retryAfterSeconds: number }>

/** Mails to one address that someone else caused (a sign-up notice, a parent's consent link). */
export const RECIPIENT_MAILS_PER_HOUR = 3
export const RECIPIENT_MAILS_PER_DAY = 10

/**
 * Mails to one recipient that anyone can cause by naming the address (sign-up with a taken
 * address, a child naming a parent): three an hour, ten a day, across every sender, account and
 * client address, so that a new account or a new IP each time floods nobody. Counted in Redis when
 * configured (across servers), else in memory; keyed by the address's hash.
 */
export function recipientMailLimit(app: FastifyInstance): RecipientLimit {
  const perHour = app.keyLimiter('recipient-hour', RECIPIENT_MAILS_PER_HOUR, hour)
  const perDay = app.keyLimiter('recipient-day', RECIPIENT_MAILS_PER_DAY, day)
  return async (address) => {
    const key = addressHash(address)
    for (const limiter of [perHour, perDay]) {
      const limit = await limiter.hit(key)
      if (!limit.allowed) return limit
    }
    return { allowed: true, retryAfterSeconds: 0 }
  }
}
