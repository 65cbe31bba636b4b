import type { preValidationAsyncHookHandler } from 'fastify'
import { HttpError } from '../lib/http-error'

/**
 * A preValidation hook answering SPEC.md section 5's message when a required field is missing or
 * empty, before the schema's finer, per-field messages apply.
 */
export function requireFields(
  fields: readonly string[],
  message: string,
): preValidationAsyncHookHandler {
  return async (request) => {
    const body = request.body
    const present = (key: string) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
      const value = (body as Record<string, unknown>)[key]
      return value !== undefined && value !== null && value !== ''
    }
    if (!fields.every(present)) throw new HttpError(400, message)
  }
}
