import { z } from 'zod'

/**
 * The one error shape every 4xx and 5xx answer has: SPEC.md's `error` text, its stable `code`
 * (`errorCodes`), and the values of the message's `{{holes}}` when it has any.
 */
export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  values: z.record(z.string(), z.string()).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>
