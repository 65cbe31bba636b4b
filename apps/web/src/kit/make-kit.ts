import type { KitLanguage, KitRequest } from '@huey/kit'
import type { Puzzle } from '@huey/pbn'
import { proxy, wrap } from 'comlink'
import { i18n } from '../i18n/i18n'
import type { KitApi, KitResult } from './kit-api'
import { paintSetName } from './paint-set-name'

/** A worker that fails to load or dies never answers: its error event becomes a rejection. */
function crashOf(worker: Worker): Promise<never> {
  return new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      (event) => {
        event.preventDefault()
        reject(new Error(i18n.t('kit.stopped')))
      },
      { once: true },
    )
  })
}

/** The kit's PDF speaks the app's language of the moment; the worker has no i18next of its own. */
export const kitLanguage = (paints: string): KitLanguage => ({
  language: i18n.language,
  setName: paintSetName(paints, i18n.t),
})

/** Makes a kit's PDF in a fresh web worker, reporting progress from 0 to 1, then ends the worker. */
export async function makeKit(
  puzzle: Puzzle,
  request: KitRequest,
  onProgress: (fraction: number) => void,
): Promise<KitResult> {
  const worker = new Worker(new URL('./kit-worker.ts', import.meta.url), { type: 'module' })
  try {
    return await Promise.race([
      wrap<KitApi>(worker).make(puzzle, request, kitLanguage(request.paints), proxy(onProgress)),
      crashOf(worker),
    ])
  } finally {
    worker.terminate()
  }
}

export type KitMaker = typeof makeKit
