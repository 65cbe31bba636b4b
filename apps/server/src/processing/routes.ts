import multipart from '@fastify/multipart'
import {
  madePuzzleSchema,
  PROCESS_UPLOAD_MAX_BYTES,
  photoMessages,
  processQuerySchema,
} from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../lib/http-error'
import { PhotoProcessing, type ProcessingOptions } from './service'

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
      const photo = await readPhoto(() => request.file())
      return processing.process(photo, request.query.difficulty)
    },
  )
}
