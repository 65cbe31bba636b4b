import { type Difficulty, type MadePuzzle, madePuzzleSchema } from '@huey/contracts'
import { i18n } from '../i18n/i18n'
import { translateServerError } from '../i18n/messages'
import { type ApiAnswer, apiUpload } from '../lib/api-client'
import type { PhotoPixels } from './intake'

/**
 * The server alternative for devices where the worker is too slow: uploads the photo as the
 * engine would see it (already scaled down, re-encoded, so no EXIF or location goes along) to
 * `POST /images/process`, through the api client like every call (its token, its 401 handling).
 */
export async function makeOnServer(
  photo: PhotoPixels,
  difficulty: Difficulty,
  signal?: AbortSignal,
): Promise<MadePuzzle> {
  const canvas = new OffscreenCanvas(photo.width, photo.height)
  canvas
    .getContext('2d')
    ?.putImageData(new ImageData(new Uint8ClampedArray(photo.data), photo.width), 0, 0)
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
  const form = new FormData()
  form.append('photo', jpeg, 'photo.jpg')
  let answer: ApiAnswer
  try {
    answer = await apiUpload(`/images/process?difficulty=${difficulty}`, form, { signal })
  } catch {
    throw new Error(i18n.t('create.errors.serverUnreachable'))
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(
      translateServerError(answer.data)?.shown ?? i18n.t('create.errors.serverFailed'),
    )
  }
  const made = madePuzzleSchema.safeParse(answer.data)
  if (!made.success) throw new Error(i18n.t('create.errors.serverFailed'))
  return made.data
}
