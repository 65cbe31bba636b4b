import { codeOfMessage, type ErrorCode, type ErrorResponse, errorCodes } from '@huey/contracts'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable'
import { errorAnswer, HttpError } from '../lib/http-error'

const clientErrorCodes: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'REQUEST_UNSUPPORTED_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'REQUEST_BODY_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'REQUEST_BODY_EMPTY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'REQUEST_BAD_CONTENT_LENGTH',
  FST_ERR_CTP_INVALID_JSON_BODY: 'REQUEST_INVALID_JSON',
}

/** An HttpError's answer: its message, and the code the catalogue gives that message. */
function httpErrorAnswer(err: HttpError, request: FastifyRequest): ErrorResponse {
  const coded = codeOfMessage(err.message)
  if (coded) return { error: err.message, ...coded }
  request.log.warn({ message: err.message }, 'an error message without a code in errorCodes')
  return { error: err.message, code: err.statusCode < 500 ? 'REQUEST_REFUSED' : 'INTERNAL' }
}

/** Maps every failure to `{ error, code }`: validation 400, known client mistakes 4xx, a database that does not answer 503 with Retry-After, anything else a logged 500. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).headers(err.headers).send(httpErrorAnswer(err, request))
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0]
      const where = first?.instancePath
        ? first.instancePath.replace(/^\//, '').replaceAll('/', '.')
        : ''
      const message = first?.message ?? errorCodes.REQUEST_INVALID
      const code = codeOfMessage(message)?.code ?? 'REQUEST_INVALID'
      return reply.code(400).send({ error: where ? `${where}: ${message}` : message, code })
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code, status }, 'client error')
      const code =
        (err.code && clientErrorCodes[err.code]) ??
        (err instanceof SyntaxError ? 'REQUEST_INVALID_JSON' : undefined)
      const answer = code ? errorAnswer(code) : { error: err.message, code: 'REQUEST_REFUSED' }
      return reply.code(status).send(answer)
    }
    if (isDatabaseUnavailable(err)) {
      // Down, frozen or restarting: worth another try soon, and nothing the client did wrong.
      request.log.warn({ reason: err.message }, 'database unavailable')
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorAnswer('DATABASE_UNREACHABLE'))
    }
    request.log.error({ err }, 'unhandled error')
    return reply.code(500).send(errorAnswer('INTERNAL'))
  })
})
