import {
  CREATIONS_MAX_PER_USER,
  creationBodySchema,
  creationParamsSchema,
  creationSchema,
  creationSummarySchema,
  serverMessages,
} from '@huey/contracts'
import { fromSvg } from '@huey/pbn'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../lib/http-error'
import {
  countCreations,
  findCreation,
  keepCreation,
  listCreations,
  toCreationSummary,
} from './repository'

/**
 * `/works/puzzles`: the puzzles a signed-in user made from photos, so they follow their works to
 * other devices. Only puzzles: photos never reach these routes. Rows go with the account.
 */
export const puzzleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/works/puzzles',
    { schema: { response: { 200: z.array(creationSummarySchema) } } },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return listCreations(db, userId)
    },
  )

  app.get(
    '/works/puzzles/:imageId',
    { schema: { params: creationParamsSchema, response: { 200: creationSchema } } },
    async (request) => {
      const { userId } = await app.authenticate(request)
      const creation = await findCreation(db, userId, request.params.imageId)
      if (!creation) throw new HttpError(404, serverMessages.notFound)
      return creation
    },
  )

  app.put(
    '/works/puzzles/:imageId',
    {
      bodyLimit: 9 * 1024 * 1024,
      schema: {
        params: creationParamsSchema,
        body: creationBodySchema,
        response: { 200: creationSummarySchema },
      },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      const { body } = request
      const puzzle = fromSvg(body.svgData)
      if (puzzle.regions.length !== body.regions || puzzle.palette.length !== body.colors.length) {
        throw new HttpError(400, 'svgData does not match its regions and colours.')
      }
      if ((await countCreations(db, userId)) >= CREATIONS_MAX_PER_USER) {
        throw new HttpError(409, `At most ${CREATIONS_MAX_PER_USER} made puzzles are kept.`)
      }
      const values = {
        title: body.title,
        difficulty: body.difficulty,
        svgData: body.svgData,
        colors: body.colors,
        regionCount: body.regions,
        thumbnail: body.thumbnail,
        createdAt: new Date(body.createdAt),
      }
      await keepCreation(db, userId, request.params.imageId, values)
      return toCreationSummary({ imageId: request.params.imageId, ...values })
    },
  )
}
