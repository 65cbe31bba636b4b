import rateLimit from '@fastify/rate-limit'
import { answerMessages, fillMessage } from '@huey/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { HttpError } from '../lib/http-error'
import { createKeyLimiter, type KeyLimiter } from './key-limiter'

declare module 'fastify' {
  interface FastifyInstance {
    /** A per-key limiter (in Redis when configured) for limits keyed by something other than the IP. */
    keyLimiter(prefix: string, max: number, windowMs: number): KeyLimiter
  }
}

/** The answer to a request over its limit. */
export function tooManyRequests(seconds: number): HttpError {
  return new HttpError(429, fillMessage(answerMessages.tooManyAttempts, { seconds }), {
    'retry-after': String(seconds),
  })
}

/** Route-level rate limits, in memory or, with several servers, in Redis (REDIS_URL). */
export const rateLimits = fp(async (app: FastifyInstance, options: { redisUrl?: string }) => {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : undefined
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  })
  app.decorate('keyLimiter', (prefix: string, max: number, windowMs: number) =>
    createKeyLimiter({ prefix, max, windowMs, redis }),
  )
})
