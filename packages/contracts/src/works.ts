import { z } from 'zod'

export const workSchema = z.object({
  imageId: z.string(),
  filled: z.array(z.number().int()),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type Work = z.infer<typeof workSchema>

export const putWorkBodySchema = z.object({
  filled: z.array(z.number().int().min(1).max(100_000)).max(100_000),
  completedAt: z.iso.datetime({ offset: true }).optional(),
})
export type PutWorkBody = z.infer<typeof putWorkBodySchema>

export const workParamsSchema = z.object({ imageId: z.string().min(1).max(120) })

/** Works kept per account; a new one past this answers 409. */
export const WORKS_MAX_PER_USER = 2000
/** The largest page `GET /works?limit=` answers. */
export const WORKS_PAGE_MAX = 100

/**
 * `GET /works` query. Without any of these the answer is every work, newest first (as before).
 * With any, it is one page, oldest change first: `limit` works at most (default 50), after
 * `cursor` (the previous page's `next`), changed after `since` (a page's `syncedAt`).
 */
export const worksQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(WORKS_PAGE_MAX).optional(),
  cursor: z.string().min(1).max(400).optional(),
  since: z.iso.datetime({ offset: true }).optional(),
})
export type WorksQuery = z.infer<typeof worksQuerySchema>

/** One page of works. `syncedAt` is what to send as `since` next time, once every page is read. */
export const worksPageSchema = z.object({
  works: z.array(workSchema),
  next: z.string().nullable(),
  syncedAt: z.iso.datetime({ offset: true }),
})
export type WorksPage = z.infer<typeof worksPageSchema>
