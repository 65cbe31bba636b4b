import type { FastifyInstance } from 'fastify'
import { HttpError } from '../lib/http-error'
import { tooManyRequests } from '../plugins/rate-limit'

const minute = 60_000

export interface SignInLimits {
  /** Throws a 429 when this address may not try this e-mail now. */
  check(email: string, ip: string): Promise<void>
  /** Runs a sign-in, counting it against the e-mail when the password was wrong. */
  count<T>(email: string, attempt: () => Promise<T>): Promise<T>
}

/**
 * Password guessing is limited per (e-mail, address): 10 tries a minute. Past 10 wrong passwords
 * for one e-mail in 15 minutes, from anywhere, each address gets one try a minute for it: guessing
 * from many addresses slows tenfold, and the owner, from their own address, waits a minute at most.
 * (A per-e-mail limit across addresses let anyone lock an owner out.) The address is the client's
 * own, or what a proxy listed in TRUST_PROXY says it is.
 */
export function signInLimits(app: FastifyInstance): SignInLimits {
  const scale = app.config.rateLimitScale
  const perPair = app.keyLimiter('signin-pair', 10 * scale, minute)
  const failures = app.keyLimiter('signin-failures', 10 * scale, 15 * minute)
  const slowPerPair = app.keyLimiter('signin-slow-pair', 1 * scale, minute)
  return {
    async check(email, ip) {
      const pair = `${email}|${ip}`
      const limit = await perPair.hit(pair)
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
      // Every try counts towards the slow limit, which applies only once the e-mail is under attack.
      const slow = await slowPerPair.hit(pair)
      if (slow.allowed || (await failures.count(email)) < 10 * scale) return
      throw tooManyRequests(slow.retryAfterSeconds)
    },
    async count(email, attempt) {
      try {
        return await attempt()
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401) await failures.hit(email)
        throw err
      }
    },
  }
}
