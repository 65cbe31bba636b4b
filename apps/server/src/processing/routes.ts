import multipart from '@fastify/multipart'
import {
  madePuzzleSchema,
  PROCESS_UPLOAD_MAX_BYTES,
  photoMessages,
  processQuerySchema,
} from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../lib/http-error'
import { PerKeyLimit } from '../lib/per-key-limit'
import { tooManyRequests } from '../plugins/rate-limit'
import { PhotoProcessing, type ProcessingOptions } from './service'

/**
 * Photos one user may have in the making at once, on one server: the queue is shared, and one user
 * sending a dozen at a time would fill it for everyone else.
 */
const PHOTOS_AT_ONCE_PER_USER = 2
const PHOTO_RETRY_SECONDS = 10

/** The photo of a multipart upload, whole, or a 4xx saying what is wrong with the upload. */
async function readPhoto(file: () => Promise<{ toBuffer(): Promise<Buffer> } | undefined>) {
  try {
    const part = await file()
    if (!part) throw new HttpError(400, photoMessages.missing)
    return await part.toBuffer()
  } catch (error) {
    if (error instanceof HttpError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, photoMessages.uploadTooLarge)
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new HttpError(415, photoMessages.missing)
    throw new HttpError(400, photoMessages.missing, {}, error)
  }
}

/** `POST /images/process`: a signed-in user's photo to `{ svgData, colors, regions }`, for slow devices. */
export const processingRoutes: FastifyPluginAsyncZod<ProcessingOptions> = async (app, options) => {
  const processing = new PhotoProcessing(app.database.db, app.jobs, options)
  const perUser = new PerKeyLimit(PHOTOS_AT_ONCE_PER_USER)
  await processing.work()
  await app.register(multipart, {
    limits: { fileSize: PROCESS_UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  })

  app.post(
    '/images/process',
    {
      schema: { querystring: processQuerySchema, response: { 200: madePuzzleSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      await processing.assertMayUpload(userId)
      const made = await perUser.run(userId, async () => {
        const photo = await readPhoto(() => request.file())
        return processing.process(photo, request.query.difficulty)
      })
      if (!made) throw tooManyRequests(PHOTO_RETRY_SECONDS)
      return made.value
    },
  )
}
