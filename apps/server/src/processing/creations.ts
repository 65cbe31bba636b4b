import {
  CREATIONS_MAX_PER_USER,
  creationBodySchema,
  creationParamsSchema,
  creationSchema,
  creationSummarySchema,
  serverMessages,
} from '@huey/contracts'
import { fromSvg } from '@huey/pbn'
import { and, count, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { creations } from '../db/schema'
import { HttpError } from '../lib/http-error'

type CreationRow = typeof creations.$inferSelect

const summary = (row: Omit<CreationRow, 'svgData' | 'colors' | 'thumbnail'>) => ({
  imageId: row.imageId,
  title: row.title,
  difficulty: row.difficulty,
  regions: row.regionCount,
  createdAt: row.createdAt.toISOString(),
})

/**
 * `/works/puzzles`: the puzzles a signed-in user made from photos, so they follow their works to
 * other devices. Only puzzles: photos never reach these routes. Rows go with the account.
 */
export const creationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/works/puzzles',
    { schema: { response: { 200: z.array(creationSummarySchema) } } },
    async (request) => {
      const { userId } = await app.authenticate(request)
      const rows = await db
        .select({
          userId: creations.userId,
          imageId: creations.imageId,
          title: creations.title,
          difficulty: creations.difficulty,
          regionCount: creations.regionCount,
          createdAt: creations.createdAt,
        })
        .from(creations)
        .where(eq(creations.userId, userId))
        .orderBy(desc(creations.createdAt))
      return rows.map(summary)
    },
  )

  app.get(
    '/works/puzzles/:imageId',
    { schema: { params: creationParamsSchema, response: { 200: creationSchema } } },
    async (request) => {
      const { userId } = await app.authenticate(request)
      const [row] = await db
        .select()
        .from(creations)
        .where(and(eq(creations.userId, userId), eq(creations.imageId, request.params.imageId)))
      if (!row) throw new HttpError(404, serverMessages.notFound)
      return { ...summary(row), svgData: row.svgData, colors: row.colors, thumbnail: row.thumbnail }
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
      const [kept] = await db
        .select({ n: count() })
        .from(creations)
        .where(eq(creations.userId, userId))
      if ((kept?.n ?? 0) >= CREATIONS_MAX_PER_USER) {
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
      // A puzzle never changes once made: saving it again (another sync) keeps the first.
      await db
        .insert(creations)
        .values({ userId, imageId: request.params.imageId, ...values })
        .onConflictDoNothing()
      return summary({ userId, imageId: request.params.imageId, ...values })
    },
  )
}
