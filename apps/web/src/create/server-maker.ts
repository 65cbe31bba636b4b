import {
  AUTH_SCHEME,
  type Difficulty,
  type ProcessResponse,
  processResponseSchema,
} from '@huey/contracts'
import { readToken } from '../storage/local-storage'
import type { PhotoPixels } from './intake'

const baseUrl = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')

/**
 * The server alternative for devices where the worker is too slow: uploads the photo as the
 * engine would see it (already scaled down, re-encoded, so no EXIF or location goes along) to
 * `POST /images/process`. Multipart is the one request lib/api-client.ts does not make (it sends
 * JSON), so this is the one other fetch, with the same Bearer token.
 */
export async function makeOnServer(
  photo: PhotoPixels,
  difficulty: Difficulty,
  signal?: AbortSignal,
): Promise<ProcessResponse> {
  const canvas = new OffscreenCanvas(photo.width, photo.height)
  canvas
    .getContext('2d')
    ?.putImageData(new ImageData(new Uint8ClampedArray(photo.data), photo.width), 0, 0)
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
  const form = new FormData()
  form.append('photo', jpeg, 'photo.jpg')
  const token = readToken()
  let response: Response
  try {
    response = await fetch(`${baseUrl}/images/process?difficulty=${difficulty}`, {
      method: 'POST',
      headers: token ? { authorization: `${AUTH_SCHEME} ${token}` } : {},
      body: form,
      signal,
    })
  } catch {
    throw new Error('The server could not be reached. Check your connection.')
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const error = (body as { error?: unknown } | undefined)?.error
    throw new Error(typeof error === 'string' ? error : 'The server could not make this puzzle.')
  }
  return processResponseSchema.parse(body)
}
