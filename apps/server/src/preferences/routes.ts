import { preferencesChangeSchema, preferencesResponseSchema } from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { changePreferences, findPreferences } from './repository'

/**
 * The signed-in person's preferences (language, colouring settings), beside SPEC.md's /auth
 * routes. A PUT carries only the keys it changes, so each screen sends its own keys.
 */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/auth/preferences',
    { schema: { response: { 200: preferencesResponseSchema } } },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return findPreferences(db, userId)
    },
  )

  app.put(
    '/auth/preferences',
    {
      config: { rateLimit: { max: 60 * app.config.rateLimitScale, timeWindow: 60_000 } },
      schema: { body: preferencesChangeSchema, response: { 200: preferencesResponseSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return changePreferences(db, userId, request.body)
    },
  )
}
