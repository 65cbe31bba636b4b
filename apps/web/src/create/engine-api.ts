import { type MadePuzzle, PUZZLE_SEED } from '@huey/contracts'
import { createPuzzle, type Preset, type Stage, toSvg } from '@huey/pbn'
import { transfer } from 'comlink'
import { decodePhoto, type PhotoPixels } from './intake'
import { type PreviewBitmaps, renderPreviews } from './preview-render'

/** A puzzle made on the device, with what the page shows of it before it is kept. */
export interface MadeOnDevice extends MadePuzzle {
  readonly width: number
  readonly height: number
  /** The finished painting, RGBA at the puzzle's size. */
  readonly finished: Uint8ClampedArray
  /** Both previews ready to show, where the worker can draw (browsers). */
  readonly previews: PreviewBitmaps | null
}

/** What the engine worker offers the page through comlink. Pixels move (transfer), never copy. */
export const engineApi = {
  async decode(photo: Blob): Promise<PhotoPixels> {
    const pixels = await decodePhoto(photo)
    return transfer(pixels, [pixels.data.buffer])
  },

  make(
    image: PhotoPixels,
    preset: Preset,
    onProgress: (stage: Stage, fraction: number) => void,
  ): MadeOnDevice {
    const { puzzle, finished } = createPuzzle(image, { preset, seed: PUZZLE_SEED, onProgress })
    const previews = renderPreviews(puzzle, finished as Uint8ClampedArray<ArrayBuffer>)
    const made: MadeOnDevice = {
      svgData: toSvg(puzzle),
      colors: [...puzzle.palette],
      regions: puzzle.regions.length,
      width: puzzle.width,
      height: puzzle.height,
      finished,
      previews,
    }
    const moved: Transferable[] = [finished.buffer]
    if (previews) moved.push(previews.finished, previews.outline)
    return transfer(made, moved)
  },
}

export type EngineApi = typeof engineApi
