import { createPuzzle, type Preset, type Stage, toSvg } from '@huey/pbn'
import { transfer } from 'comlink'
import { decodePhoto, type PhotoPixels } from './intake'

/** The seed the server uses too: a photo makes the same puzzle on the device and there. */
export const PUZZLE_SEED = 7

export interface MadePuzzle {
  readonly svgData: string
  readonly colors: string[]
  readonly regions: number
  readonly width: number
  readonly height: number
  /** The finished painting, RGBA at the puzzle's size. */
  readonly finished: Uint8ClampedArray
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
  ): MadePuzzle {
    const { puzzle, finished } = createPuzzle(image, { preset, seed: PUZZLE_SEED, onProgress })
    const made: MadePuzzle = {
      svgData: toSvg(puzzle),
      colors: [...puzzle.palette],
      regions: puzzle.regions.length,
      width: puzzle.width,
      height: puzzle.height,
      finished,
    }
    return transfer(made, [finished.buffer])
  },
}

export type EngineApi = typeof engineApi
