import { photoMessages } from '@huey/contracts'
import { type Remote, wrap } from 'comlink'
import { i18n } from '../i18n/i18n'
import type { EngineApi } from './engine-api'
import type { HeicApi } from './heic-worker'
import { IntakeError, type PhotoPixels } from './intake'

export const engineWorker = (): Worker =>
  new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' })
const heicWorker = (): Worker =>
  new Worker(new URL('./heic-worker.ts', import.meta.url), { type: 'module' })

/** A worker that fails to load or dies never answers: its error event becomes a rejection. */
export function crashOf(worker: Worker): Promise<never> {
  return new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      (event) => {
        event.preventDefault()
        reject(new Error(i18n.t('create.errors.makerStopped')))
      },
      { once: true },
    )
  })
}

/** Runs `use` against a fresh worker's API, then ends the worker. */
export async function withWorker<Api, T>(
  worker: Worker,
  use: (api: Remote<Api>) => Promise<T>,
): Promise<T> {
  try {
    return await Promise.race([use(wrap<Api>(worker)), crashOf(worker)])
  } finally {
    worker.terminate()
  }
}

/** Comlink carries an error's name and message across: an IntakeError stays readable. */
function asIntakeError(error: unknown): IntakeError {
  if (error instanceof Error && error.name === 'IntakeError') return new IntakeError(error.message)
  return new IntakeError(photoMessages.corrupt)
}

/** Decodes a photo to pixels at the engine's size, off the main thread (libheif for HEIC if needed). */
export async function readPhoto(photo: Blob): Promise<PhotoPixels> {
  try {
    return await withWorker<EngineApi, PhotoPixels>(engineWorker(), (api) => api.decode(photo))
  } catch (error) {
    if (!(error instanceof Error && error.name === 'HeicNotDecoded')) throw asIntakeError(error)
  }
  try {
    return await withWorker<HeicApi, PhotoPixels>(heicWorker(), (api) => api.decode(photo))
  } catch (error) {
    throw asIntakeError(error)
  }
}
