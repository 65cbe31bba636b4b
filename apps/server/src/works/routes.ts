import { putWorkBodySchema, workParamsSchema, workSchema } from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { puzzleRoutes } from './puzzle-routes'
import { listWorks, mergeWork } from './repository'

/**
 * A signed-in user's works; progress only grows, so a PUT merges by union and answers the result.
 * The puzzles they made from photos live beside them, under `/works/puzzles`.
 */
export const worksRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  await app.register(puzzleRoutes)

  app.get('/works', { schema: { response: { 200: z.array(workSchema) } } }, async (request) => {
    const { userId } = await app.authenticate(request)
    return listWorks(db, userId)
  })

  app.put(
    '/works/:imageId',
    {
      schema: { params: workParamsSchema, body: putWorkBodySchema, response: { 200: workSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      const filled = [...new Set(request.body.filled)]
      const completedAt = request.body.completedAt ? new Date(request.body.completedAt) : null
      return mergeWork(db, userId, request.params.imageId, filled, completedAt)
    },
  )
}
