import {
  KitError,
  type KitErrorCode,
  type KitFontFiles,
  type KitLanguage,
  type KitRequest,
  kitFromPuzzle,
  kitPdf,
  kitSettings,
} from '@huey/kit'
import type { Puzzle } from '@huey/pbn'
import { transfer } from 'comlink'
import bold from 'roboto-fontface/fonts/roboto/Roboto-Bold.woff?inline'
import regular from 'roboto-fontface/fonts/roboto/Roboto-Regular.woff?inline'

/**
 * The kit's font files (`KIT_FONT_FILES`), bundled into this worker's chunk as data URLs: no
 * request to make, and the worker loads only when a kit is asked for.
 */
const fromDataUrl = (url: string) =>
  Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0))
let fontFiles: KitFontFiles | undefined
const kitFontFiles = () => {
  fontFiles ??= { regular: fromDataUrl(regular), bold: fromDataUrl(bold) }
  return fontFiles
}

/** A kit made, or why not: the one-line message and, for a size too small, one that works. */
export type KitResult =
  | {
      readonly ok: true
      readonly pdf: Uint8Array
      readonly sheets: number
      readonly colours: number
    }
  | {
      readonly ok: false
      readonly code: KitErrorCode
      readonly message: string
      readonly suggestedSize?: string
      readonly values: Readonly<Record<string, number>>
    }

/**
 * What the kit worker offers the page through comlink. Bad input comes back as a result, not a
 * thrown error, so the suggested size survives the trip across the worker boundary.
 */
export const kitApi = {
  async make(
    puzzle: Puzzle,
    request: KitRequest,
    language: KitLanguage,
    onProgress: (fraction: number) => void,
  ): Promise<KitResult> {
    try {
      const settings = kitSettings(request)
      onProgress(0.05)
      const plan = kitFromPuzzle(puzzle, settings)
      onProgress(0.3)
      const pdf = await kitPdf(plan, kitFontFiles(), language, (f) => onProgress(0.3 + 0.7 * f))
      const made: KitResult = {
        ok: true,
        pdf,
        sheets: plan.tiling.tiles.length,
        colours: plan.legend.length,
      }
      return transfer(made, [pdf.buffer])
    } catch (error) {
      if (!(error instanceof KitError)) throw error
      return {
        ok: false,
        code: error.code,
        message: error.message,
        suggestedSize: error.suggestedSize,
        values: error.values,
      }
    }
  },
}

export type KitApi = typeof kitApi
