import { healthResponseSchema } from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../lib/http-error'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async (request) => {
    try {
      await app.database.ping()
    } catch (err) {
      request.log.error({ err }, 'database ping failed')
      throw new HttpError(503, 'The database is not reachable.')
    }
    return { status: 'ok' as const, database: app.database.kind }
  })
}
