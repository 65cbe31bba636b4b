import { z } from 'zod'

export const difficultySchema = z.enum(['easy', 'medium', 'hard'])
export type Difficulty = z.infer<typeof difficultySchema>

export const categorySchema = z.object({ _id: z.string(), name: z.string() })
export type Category = z.infer<typeof categorySchema>

/** A picture as the gallery lists it. */
export const imageSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  categories: z.array(z.string()),
  date: z.string(),
  premium: z.boolean(),
  difficulty: difficultySchema,
  /** Region count, so progress can show as a share. */
  regions: z.number().int(),
  thumbnail: z.string(),
  /** The thumbnail at twice the size, for `srcset` on sharp screens. */
  thumbnail2x: z.string().optional(),
  /** Words a search matches besides the title. */
  tags: z.array(z.string()).optional(),
})
export type ImageSummary = z.infer<typeof imageSummarySchema>

/** A picture with its puzzle. */
export const imageDetailSchema = imageSummarySchema.omit({ thumbnail: true }).extend({
  svgData: z.string(),
  colors: z.array(z.string()),
})
export type ImageDetail = z.infer<typeof imageDetailSchema>

export const imagesQuerySchema = z.object({
  /** Words to find in titles and tags (all of them). */
  q: z.string().trim().max(80).optional(),
  category: z.string().min(1).max(40).optional(),
  difficulty: difficultySchema.optional(),
  cursor: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
})
export type ImagesQuery = z.infer<typeof imagesQuerySchema>

export const imagesPageSchema = z.object({
  images: z.array(imageSummarySchema),
  /** Pass back as `cursor` for the next page; null at the end. */
  nextCursor: z.number().int().nullable(),
})
export type ImagesPage = z.infer<typeof imagesPageSchema>

export const thumbnailQuerySchema = z.object({
  /** 2 for the thumbnail at twice the size. */
  scale: z.coerce.number().int().min(1).max(2).default(1),
})

/** A themed row of pictures for the home page (seasonal ones first in their season). */
export const collectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  images: z.array(imageSummarySchema),
})
export type Collection = z.infer<typeof collectionSchema>

export const dailyQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
})

export const dailyImageSchema = z.object({ date: z.string(), image: imageSummarySchema })
export type DailyImage = z.infer<typeof dailyImageSchema>

/** Daily pictures older than this are premium. */
export const FREE_DAILY_DAYS = 7
/** Days the Daily page shows: today and the days before it. */
export const DAILY_PAGE_DAYS = 14
export const MAX_DAILY_RANGE_DAYS = 31
