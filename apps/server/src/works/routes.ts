import {
  putWorkBodySchema,
  serverMessages,
  WORKS_MAX_PER_USER,
  workParamsSchema,
  workSchema,
  worksPageSchema,
  worksQuerySchema,
} from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../lib/http-error'
import { tooManyRequests } from '../plugins/rate-limit'
import { PuzzleRegions, unknownRegion } from './puzzle-regions'
import { puzzleRoutes } from './puzzle-routes'
import { decodeCursor, listWorks, listWorksPage, mergeWork } from './work-repository'

const DEFAULT_PAGE = 50
/** A painting device saves every few seconds; this leaves room for several at once and a catch-up. */
const SAVES_PER_MINUTE = 120

/**
 * A signed-in user's works; progress only grows, so a PUT merges by union and answers the result.
 * A work is on a catalogue picture or on one of the user's own puzzles, and holds only its regions.
 * The puzzles they made from photos live beside them, under `/works/puzzles`.
 */
export const worksRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const regions = new PuzzleRegions(db)
  const saves = app.keyLimiter('works-put', SAVES_PER_MINUTE * app.config.rateLimitScale, 60_000)
  await app.register(puzzleRoutes)

  app.get(
    '/works',
    {
      schema: {
        querystring: worksQuerySchema,
        response: { 200: z.union([z.array(workSchema), worksPageSchema]) },
      },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      const { limit, cursor, since } = request.query
      if (limit === undefined && cursor === undefined && since === undefined) {
        return listWorks(db, userId)
      }
      const after = cursor === undefined ? undefined : decodeCursor(cursor)
      if (cursor !== undefined && !after) throw new HttpError(400, 'Not a works cursor.')
      return listWorksPage(db, userId, {
        limit: limit ?? DEFAULT_PAGE,
        ...(after ? { after } : {}),
        ...(since ? { since: new Date(since) } : {}),
      })
    },
  )

  app.put(
    '/works/:imageId',
    {
      schema: { params: workParamsSchema, body: putWorkBodySchema, response: { 200: workSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      const limit = await saves.hit(userId)
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
      const { imageId } = request.params
      const ids = await regions.of(userId, imageId)
      if (!ids) throw new HttpError(404, serverMessages.notFound)
      const { filled } = request.body
      const stray = unknownRegion(ids, filled)
      if (stray !== undefined) {
        throw new HttpError(400, `Region ${stray} is not in this picture.`)
      }
      const completedAt = request.body.completedAt ? new Date(request.body.completedAt) : null
      const work = await mergeWork(db, userId, imageId, filled, completedAt)
      if (work === 'full') {
        throw new HttpError(
          409,
          `At most ${WORKS_MAX_PER_USER.toLocaleString('en')} pictures are kept in an account.`,
        )
      }
      return work
    },
  )
}
