import { createHash } from 'node:crypto'
import {
  categorySchema,
  collectionSchema,
  dailyImageSchema,
  dailyQuerySchema,
  imageDetailSchema,
  imagesPageSchema,
  imagesQuerySchema,
  MAX_DAILY_RANGE_DAYS,
  serverMessages,
  thumbnailQuerySchema,
} from '@huey/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../lib/http-error'
import { isPremium } from '../purchases/repository'
import { collectionsFor } from './collections'
import { daysBetween, ensureDailyImages, isoDay, isPremiumDay } from './daily'
import { thumbnailsOf } from './first-pictures'
import {
  findImage,
  findThumbnail,
  type ImageListRow,
  listCategories,
  listDaily,
  listImages,
  listTagged,
} from './repository'

const summary = (
  row: Omit<ImageListRow, 'thumbnail2x'> & { thumbnail2x?: boolean },
  premium = row.premium,
) => {
  const { thumbnail, thumbnail2x } = thumbnailsOf(row.id, row.thumbnail2x === true)
  return {
    _id: row.id,
    title: row.title,
    categories: row.categories,
    date: row.date,
    premium,
    difficulty: row.difficulty,
    regions: row.regionCount,
    thumbnail,
    ...(thumbnail2x ? { thumbnail2x } : {}),
    tags: row.tags,
  }
}

const idParams = z.object({ id: z.string().min(1).max(80) })
/** Search words: letters and digits in any script; at most eight count. */
const wordsOf = (q: string | undefined) =>
  (q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8)

type App = Parameters<FastifyPluginAsyncZod>[0]
type Db = App['database']['db']
const today = () => isoDay(Date.now())

/** Categories, the searchable gallery and the themed collections. */
function galleryRoutes(app: App, db: Db): void {
  app.get('/categories', { schema: { response: { 200: z.array(categorySchema) } } }, async () => {
    const rows = await listCategories(db)
    return rows.map((c) => ({ _id: c.id, name: c.name }))
  })

  app.get(
    '/images',
    { schema: { querystring: imagesQuerySchema, response: { 200: imagesPageSchema } } },
    async (request) => {
      const { category, cursor, limit, q, difficulty } = request.query
      const rows = await listImages(db, {
        category,
        difficulty,
        words: wordsOf(q),
        after: cursor,
        limit: limit + 1,
      })
      const page = rows.slice(0, limit)
      return {
        images: page.map((r) => summary(r)),
        nextCursor: rows.length > limit ? (page[page.length - 1]?.position ?? null) : null,
      }
    },
  )

  app.get(
    '/collections',
    { schema: { response: { 200: z.array(collectionSchema) } } },
    async () => {
      const month = new Date().getUTCMonth() + 1
      const rows = await Promise.all(
        collectionsFor(month).map(async (c) => ({ c, images: await listTagged(db, c.tags, 12) })),
      )
      return rows
        .filter((r) => r.images.length > 0)
        .map(({ c, images }) => ({
          _id: c.id,
          name: c.name,
          images: images.map((r) => summary(r)),
        }))
    },
  )
}

/** One picture with its puzzle (premium ones for premium callers), and its thumbnails. */
function pictureRoutes(app: App, db: Db): void {
  /** Premium callers see everything; a stale token counts as a guest here, not as an error. */
  async function callerIsPremium(request: FastifyRequest): Promise<boolean> {
    try {
      const caller = await app.authenticateIfPresent(request)
      return caller ? await isPremium(db, caller.userId) : false
    } catch {
      return false
    }
  }

  app.get(
    '/images/:id',
    { schema: { params: idParams, response: { 200: imageDetailSchema } } },
    async (request) => {
      const row = await findImage(db, request.params.id)
      if (!row) throw new HttpError(404, 'No picture has this id.')
      const premium =
        row.premium || (row.dailyDate !== null && isPremiumDay(row.dailyDate, today()))
      if (premium && !(await callerIsPremium(request)))
        throw new HttpError(403, serverMessages.premiumPicture)
      const {
        thumbnail: _t,
        thumbnail2x: _t2,
        ...rest
      } = summary({ ...row, thumbnail2x: row.thumbnail2x !== null }, premium)
      return { ...rest, svgData: row.svgData, colors: row.colors }
    },
  )

  app.get(
    '/images/:id/thumbnail',
    { schema: { params: idParams, querystring: thumbnailQuerySchema } },
    async (request, reply) => {
      const thumbnail = await findThumbnail(db, request.params.id, request.query.scale === 2)
      if (thumbnail === undefined) throw new HttpError(404, 'No picture has this id.')
      const etag = `"${createHash('sha1').update(thumbnail).digest('base64url').slice(0, 20)}"`
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      if (request.headers['if-none-match'] === etag) return reply.code(304).send()
      return reply.type('image/webp').send(Buffer.from(thumbnail, 'base64'))
    },
  )
}

/** The daily pictures of a range of days, made on first asking; the older ones are premium. */
function dailyRoutes(app: App, db: Db): void {
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
      await ensureDailyImages(db, days)
      const rows = await listDaily(db, from, to)
      return rows.map((r) => ({
        date: r.dailyDate ?? r.date,
        image: summary(r, isPremiumDay(r.dailyDate ?? r.date, now)),
      }))
    },
  )
}

/** The catalogue API: categories, a searchable gallery, collections, pictures, thumbnails, daily pictures. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  galleryRoutes(app, db)
  pictureRoutes(app, db)
  dailyRoutes(app, db)
}
