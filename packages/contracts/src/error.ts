import { z } from 'zod'

/** The one error shape every 4xx and 5xx answer has. */
export const errorResponseSchema = z.object({ error: z.string() })
export type ErrorResponse = z.infer<typeof errorResponseSchema>
