import type { Redis } from 'ioredis'

export interface KeyLimiter {
  /** Counts one attempt for `key`; answers how long to wait when the limit is passed. */
  hit(key: string): Promise<{ readonly allowed: boolean; readonly retryAfterSeconds: number }>
  /** How many attempts `key` has made in its current window, without counting one. */
  count(key: string): Promise<number>
}

/**
 * A fixed-window counter per key, for limits @fastify/rate-limit cannot stack on one route (it runs
 * once per request): in memory, or in Redis so several servers share it.
 */
export function createKeyLimiter(options: {
  readonly max: number
  readonly windowMs: number
  readonly redis?: Redis
  readonly prefix: string
}): KeyLimiter {
  const { max, windowMs, redis, prefix } = options
  const local = new Map<string, { count: number; resetAt: number }>()
  return {
    async hit(key) {
      const name = `${prefix}:${key}`
      let count: number
      let ttlMs: number
      if (redis) {
        const [[, c], [, t]] = (await redis.multi().incr(name).pttl(name).exec()) as [
          [unknown, number],
          [unknown, number],
        ]
        count = c
        ttlMs = t
        if (ttlMs < 0) {
          await redis.pexpire(name, windowMs)
          ttlMs = windowMs
        }
      } else {
        const now = Date.now()
        let entry = local.get(name)
        if (!entry || entry.resetAt <= now) {
          entry = { count: 0, resetAt: now + windowMs }
          local.set(name, entry)
          if (local.size > 100_000) {
            for (const [k, v] of local) if (v.resetAt <= now) local.delete(k)
          }
        }
        count = ++entry.count
        ttlMs = entry.resetAt - now
      }
      return { allowed: count <= max, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) }
    },
    async count(key) {
      const name = `${prefix}:${key}`
      if (redis) return Number((await redis.get(name)) ?? 0)
      const entry = local.get(name)
      return entry && entry.resetAt > Date.now() ? entry.count : 0
    },
  }
}
