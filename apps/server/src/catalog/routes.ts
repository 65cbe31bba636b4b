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
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../lib/http-error'
import { isPremium } from '../purchases/repository'
import { collectionsFor } from './collections'
import { daysBetween, ensureDailyImages, isoDay, isPremiumDay } from './daily'
import { catalogLanguageOf } from './language'
import { PictureMaker } from './maker'
import {
  findImage,
  findThumbnail,
  listCategories,
  listDaily,
  listImages,
  listTagged,
} from './repository'
import { summaryIn } from './summary'
import { urgently } from './urgent'
import { pictureOfTheWeek } from './week-picture'
import { categoryNameIn, collectionNameIn, unaccented } from './words/words'

const idParams = z.object({ id: z.string().min(1).max(80) })
/** Search words: letters and digits in any script, accents dropped; at most eight count. */
const wordsOf = (q: string | undefined) =>
  unaccented(q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8)

type App = Parameters<FastifyPluginAsyncZod>[0]
type Db = App['database']['db']
const today = () => isoDay(Date.now())

/** The reader's language; the answer says it varies with the header. */
function languageOf(request: FastifyRequest, reply: FastifyReply) {
  reply.header('vary', 'Accept-Language')
  return catalogLanguageOf(request)
}

/** Categories, the searchable gallery and the themed collections, in the reader's language. */
function galleryRoutes(app: App, db: Db): void {
  app.get(
    '/categories',
    { schema: { response: { 200: z.array(categorySchema) } } },
    async (request, reply) => {
      const language = languageOf(request, reply)
      const rows = await listCategories(db)
      return rows.map((c) => ({ _id: c.id, name: categoryNameIn(language, c.id) }))
    },
  )

  app.get(
    '/images',
    { schema: { querystring: imagesQuerySchema, response: { 200: imagesPageSchema } } },
    async (request, reply) => {
      const language = languageOf(request, reply)
      const { category, cursor, limit, q, difficulty } = request.query
      const rows = await listImages(db, {
        category,
        difficulty,
        words: wordsOf(q),
        language,
        after: cursor,
        limit: limit + 1,
        today: today(),
      })
      const page = rows.slice(0, limit)
      return {
        images: page.map((r) => summaryIn(language, r)),
        nextCursor: rows.length > limit ? (page[page.length - 1]?.position ?? null) : null,
      }
    },
  )

  app.get(
    '/collections',
    { schema: { response: { 200: z.array(collectionSchema) } } },
    async (request, reply) => {
      const language = languageOf(request, reply)
      const day = today()
      const week = await pictureOfTheWeek(db, day)
      const rows = await Promise.all(
        collectionsFor(day).map(async (c) => ({ c, rows: await listTagged(db, c.keys, 12, day) })),
      )
      const shelves = [
        ...(week ? [{ id: 'picture-of-the-week', rows: [week] }] : []),
        ...rows.map(({ c, rows }) => ({ id: c.id, rows })),
      ]
      return shelves
        .filter((s) => s.rows.length > 0)
        .map((s) => ({
          _id: s.id,
          name: collectionNameIn(language, s.id),
          images: s.rows.map((r) => summaryIn(language, r)),
        }))
    },
  )
}

/** One picture with its puzzle (made on first asking), and its thumbnails. */
function pictureRoutes(app: App, db: Db, maker: PictureMaker): void {
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
    async (request, reply) => {
      const language = languageOf(request, reply)
      const listed = await findImage(db, request.params.id)
      if (!listed || (listed.dailyDate === null && listed.date > today()))
        throw new HttpError(404, 'No picture has this id.')
      const premium =
        listed.premium || (listed.dailyDate !== null && isPremiumDay(listed.dailyDate, today()))
      if (premium && !(await callerIsPremium(request)))
        throw new HttpError(403, serverMessages.premiumPicture)
      if (listed.svgData === null) await maker.picture(listed.id)
      const row = listed.svgData === null ? await findImage(db, listed.id) : listed
      if (!row?.svgData || !row.colors) throw new Error(`${listed.id} was not made.`)
      const {
        thumbnail: _t,
        thumbnail2x: _t2,
        ...rest
      } = summaryIn(language, { ...row, thumbnail2x: row.thumbnail2x !== null }, premium)
      return { ...rest, svgData: row.svgData, colors: row.colors }
    },
  )

  app.get(
    '/images/:id/thumbnail',
    { schema: { params: idParams, querystring: thumbnailQuerySchema } },
    async (request, reply) => {
      const { id } = request.params
      const large = request.query.scale === 2
      let thumbnail = await findThumbnail(db, id, large)
      if (thumbnail === null) {
        await maker.thumbnails(id)
        thumbnail = await findThumbnail(db, id, large)
      }
      if (!thumbnail) throw new HttpError(404, 'No picture has this id.')
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
function dailyRoutes(app: App, db: Db, maker: PictureMaker): void {
  app.get(
    '/daily-images',
    { schema: { querystring: dailyQuerySchema, response: { 200: z.array(dailyImageSchema) } } },
    async (request, reply) => {
      const language = languageOf(request, reply)
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
      // A visitor waits for these: ahead of the seeder.
      await urgently(() => ensureDailyImages(db, days, maker.thread))
      const rows = await listDaily(db, from, to)
      return rows.map((r) => ({
        date: r.dailyDate ?? r.date,
        image: summaryIn(language, r, isPremiumDay(r.dailyDate ?? r.date, now)),
      }))
    },
  )
}

/** The catalogue API: categories, a searchable gallery, collections, pictures, thumbnails, daily pictures. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const maker = new PictureMaker(db)
  app.addHook('onClose', () => maker.close())
  galleryRoutes(app, db)
  pictureRoutes(app, db, maker)
  dailyRoutes(app, db, maker)
}
