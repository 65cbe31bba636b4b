import { createHash } from 'node:crypto'
import {
  categorySchema,
  dailyImageSchema,
  dailyQuerySchema,
  imageDetailSchema,
  imagesPageSchema,
  imagesQuerySchema,
  MAX_DAILY_RANGE_DAYS,
  serverMessages,
} from '@huey/contracts'
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isPremium } from '../auth/repository'
import { categories, images } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { daysBetween, ensureDailyImages, isoDay, isPremiumDay } from './daily'

type ImageRow = typeof images.$inferSelect

const summary = (row: Omit<ImageRow, 'svgData' | 'thumbnail'>, premium = row.premium) => ({
  _id: row.id,
  title: row.title,
  categories: row.categories,
  date: row.date,
  premium,
  difficulty: row.difficulty,
  regions: row.regionCount,
  thumbnail: `/images/${encodeURIComponent(row.id)}/thumbnail`,
})

const listColumns = {
  id: images.id,
  title: images.title,
  categories: images.categories,
  date: images.date,
  dailyDate: images.dailyDate,
  premium: images.premium,
  difficulty: images.difficulty,
  colors: images.colors,
  regionCount: images.regionCount,
  position: images.position,
  createdAt: images.createdAt,
}

const idParams = z.object({ id: z.string().min(1).max(80) })

/** The catalogue API: categories, a paged gallery, pictures with their puzzles, thumbnails, daily pictures. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const today = () => isoDay(Date.now())

  /** Premium callers see everything; a stale token counts as a guest here, not as an error. */
  async function callerIsPremium(request: FastifyRequest): Promise<boolean> {
    try {
      const caller = await app.authenticateIfPresent(request)
      return caller ? await isPremium(db, caller.userId) : false
    } catch {
      return false
    }
  }

  app.get('/categories', { schema: { response: { 200: z.array(categorySchema) } } }, async () => {
    const rows = await db.select().from(categories).orderBy(asc(categories.position))
    return rows.map((c) => ({ _id: c.id, name: c.name }))
  })

  app.get(
    '/images',
    { schema: { querystring: imagesQuerySchema, response: { 200: imagesPageSchema } } },
    async (request) => {
      const { category, cursor, limit } = request.query
      const rows = await db
        .select(listColumns)
        .from(images)
        .where(
          and(
            isNull(images.dailyDate),
            cursor === undefined ? undefined : gt(images.position, cursor),
            category
              ? sql`${images.categories} @> ${JSON.stringify([category])}::jsonb`
              : undefined,
          ),
        )
        .orderBy(asc(images.position))
        .limit(limit + 1)
      const page = rows.slice(0, limit)
      return {
        images: page.map((r) => summary(r)),
        nextCursor: rows.length > limit ? (page[page.length - 1]?.position ?? null) : null,
      }
    },
  )

  app.get(
    '/images/:id',
    { schema: { params: idParams, response: { 200: imageDetailSchema } } },
    async (request) => {
      const [row] = await db.select().from(images).where(eq(images.id, request.params.id))
      if (!row) throw new HttpError(404, 'No picture has this id.')
      const premium =
        row.premium || (row.dailyDate !== null && isPremiumDay(row.dailyDate, today()))
      if (premium && !(await callerIsPremium(request)))
        throw new HttpError(403, serverMessages.premiumPicture)
      const { thumbnail: _thumbnail, ...rest } = summary(row, premium)
      return { ...rest, svgData: row.svgData, colors: row.colors }
    },
  )

  app.get('/images/:id/thumbnail', { schema: { params: idParams } }, async (request, reply) => {
    const [row] = await db
      .select({ thumbnail: images.thumbnail })
      .from(images)
      .where(eq(images.id, request.params.id))
    if (!row) throw new HttpError(404, 'No picture has this id.')
    const etag = `"${createHash('sha1').update(row.thumbnail).digest('base64url').slice(0, 20)}"`
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
    if (request.headers['if-none-match'] === etag) return reply.code(304).send()
    return reply.type('image/webp').send(Buffer.from(row.thumbnail, 'base64'))
  })

  app.get(
    '/daily-images',
    { schema: { querystring: dailyQuerySchema, response: { 200: z.array(dailyImageSchema) } } },
    async (request) => {
      const now = today()
      const to = request.query.to ?? now
      const from = request.query.from ?? isoDay(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000)
      if (to > now)
        throw new HttpError(400, 'Daily pictures cannot be asked for days in the future.')
      if (from > to) throw new HttpError(400, '`from` must be on or before `to`.')
      const days = daysBetween(from, to)
      if (days.length > MAX_DAILY_RANGE_DAYS) {
        throw new HttpError(400, `Ask for at most ${MAX_DAILY_RANGE_DAYS} days at a time.`)
      }
      await ensureDailyImages(db, [...days].reverse())
      const rows = await db
        .select(listColumns)
        .from(images)
        .where(
          and(isNotNull(images.dailyDate), gte(images.dailyDate, from), lte(images.dailyDate, to)),
        )
        .orderBy(desc(images.dailyDate))
      return rows.map((r) => ({
        date: r.dailyDate ?? r.date,
        image: summary(r, isPremiumDay(r.dailyDate ?? r.date, now)),
      }))
    },
  )
}
