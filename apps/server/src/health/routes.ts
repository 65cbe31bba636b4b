import { setTimeout as sleep } from 'node:timers/promises'
import { healthResponseSchema } from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async (request) => {
    try {
      await pingWithin(() => app.database.ping(), HEALTH_PING_TIMEOUT_MS)
    } catch (err) {
      request.log.error({ err }, 'database ping failed')
      throw new HttpError(503, 'The database is not reachable.')
    }
    return { status: 'ok' as const, database: app.database.kind }
  })
}
