import {
  type Category,
  type Collection,
  categorySchema,
  collectionSchema,
  type DailyImage,
  type Difficulty,
  dailyImageSchema,
  type ImageDetail,
  type ImagesPage,
  imageDetailSchema,
  imagesPageSchema,
} from '@huey/contracts'
import { z } from 'zod'
import { translateServerError } from '../i18n/messages'
import { apiRequest } from '../lib/api-client'
import { ApiError } from '../lib/api-error'

/** A failed catalogue call, with the server's message when it gave one. */
export class CatalogError extends ApiError {
  override readonly name = 'CatalogError'
}

async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const answer = await apiRequest('GET', path)
  if (answer.status !== 200) {
    throw new CatalogError(
      translateServerError(answer.data)?.shown ?? 'The gallery could not be loaded.',
      answer.status,
    )
  }
  const parsed = schema.safeParse(answer.data)
  if (!parsed.success)
    throw new CatalogError('The gallery answered something unexpected.', answer.status)
  return parsed.data
}

export const fetchCategories = (): Promise<Category[]> =>
  get('/categories', z.array(categorySchema))

/** What the gallery is narrowed to: a category, a difficulty, words to search for. */
export interface GalleryFilter {
  readonly category?: string
  readonly difficulty?: Difficulty
  readonly q?: string
}

export function fetchImagesPage(filter: GalleryFilter, cursor: number | null): Promise<ImagesPage> {
  const query = new URLSearchParams({ limit: '24' })
  if (filter.category) query.set('category', filter.category)
  if (filter.difficulty) query.set('difficulty', filter.difficulty)
  if (filter.q?.trim()) query.set('q', filter.q.trim())
  if (cursor !== null) query.set('cursor', String(cursor))
  return get(`/images?${query}`, imagesPageSchema)
}

export const fetchCollections = (): Promise<Collection[]> =>
  get('/collections', z.array(collectionSchema))

export const fetchImage = (id: string): Promise<ImageDetail> =>
  get(`/images/${encodeURIComponent(id)}`, imageDetailSchema)

export function fetchDailyImages(from: string, to: string): Promise<DailyImage[]> {
  return get(`/daily-images?from=${from}&to=${to}`, z.array(dailyImageSchema))
}

/** Thumbnails and other server paths, absolute for native builds. */
export function apiUrl(path: string): string {
  return `${(import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')}${path}`
}
