import { setTimeout as sleep } from 'node:timers/promises'
import { healthResponseSchema } from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable'
import { HttpError } from '../lib/http-error'

/** Well inside a balancer's check interval: a database that does not answer is a 503, not a hang. */
export const HEALTH_PING_TIMEOUT_MS = 1_500

async function pingWithin(ping: () => Promise<void>, ms: number): Promise<void> {
  const stop = new AbortController()
  try {
    await Promise.race([
      ping(),
      sleep(ms, undefined, { signal: stop.signal }).then(() => {
        throw new Error(`The database did not answer within ${ms} ms.`)
      }),
    ])
  } finally {
    stop.abort()
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checks that come while one is out share its ping: a balancer checking a frozen database every
  // second must not leave a new abandoned ping in the pool each time.
  let inFlight: Promise<void> | undefined
  const ping = () => {
    inFlight ??= app.database.ping().finally(() => {
      inFlight = undefined
    })
    return inFlight
  }
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async (request) => {
    try {
      await pingWithin(ping, HEALTH_PING_TIMEOUT_MS)
    } catch (err) {
      request.log.error({ err }, 'database ping failed')
      throw new HttpError(503, 'The database is not reachable.', {
        'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
      })
    }
    return { status: 'ok' as const, database: app.database.kind }
  })
}
