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
