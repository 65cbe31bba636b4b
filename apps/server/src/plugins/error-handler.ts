import { serverMessages } from '@huey/contracts'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable'
import { HttpError } from '../lib/http-error'

const clientErrorMessages: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
}

/**
 * Maps every failure to `{ error }`: validation 400, known client mistakes 4xx, a database that does
 * not answer 503 with Retry-After, anything else a logged 500.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).headers(err.headers).send({ error: err.message })
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0]
      const where = first?.instancePath
        ? first.instancePath.replace(/^\//, '').replaceAll('/', '.')
        : ''
      const message = first?.message ?? 'Invalid request.'
      return reply.code(400).send({ error: where ? `${where}: ${message}` : message })
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code, status }, 'client error')
      const message =
        (err.code && clientErrorMessages[err.code]) ??
        (err instanceof SyntaxError
          ? clientErrorMessages.FST_ERR_CTP_INVALID_JSON_BODY
          : err.message)
      return reply.code(status).send({ error: message })
    }
    if (isDatabaseUnavailable(err)) {
      // Down, frozen or restarting: worth another try soon, and nothing the client did wrong.
      request.log.warn({ reason: err.message }, 'database unavailable')
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: serverMessages.internal })
    }
    request.log.error({ err }, 'unhandled error')
    return reply.code(500).send({ error: serverMessages.internal })
  })
})
