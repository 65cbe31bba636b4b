import type { FastifyInstance } from 'fastify'
import { tooManyRequests } from '../plugins/rate-limit'

const minute = 60_000
const day = 24 * 60 * minute

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
