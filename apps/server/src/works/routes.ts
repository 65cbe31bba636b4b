import { putWorkBodySchema, workParamsSchema, workSchema } from '@huey/contracts'
import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { works } from '../db/schema'

type WorkRow = typeof works.$inferSelect

const toWork = (row: WorkRow) => ({
  imageId: row.imageId,
  filled: row.filled,
  completedAt: row.completedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
})

/** A signed-in user's works; progress only grows, so a PUT merges by union and answers the result. */
export const worksRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get('/works', { schema: { response: { 200: z.array(workSchema) } } }, async (request) => {
    const { userId } = await app.authenticate(request)
    const rows = await db
      .select()
      .from(works)
      .where(eq(works.userId, userId))
      .orderBy(desc(works.updatedAt))
    return rows.map(toWork)
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
      // One statement: concurrent PUTs from two devices cannot lose each other's regions.
      const [row] = await db
        .insert(works)
        .values({ userId, imageId: request.params.imageId, filled, completedAt })
        .onConflictDoUpdate({
          target: [works.userId, works.imageId],
          set: {
            filled: sql`(select coalesce(jsonb_agg(distinct v order by v), '[]'::jsonb) from jsonb_array_elements(${works.filled} || excluded.filled) as v)`,
            completedAt: sql`coalesce(${works.completedAt}, excluded.completed_at)`,
            updatedAt: sql`now()`,
          },
        })
        .returning()
      return toWork(row as WorkRow)
    },
  )
}
