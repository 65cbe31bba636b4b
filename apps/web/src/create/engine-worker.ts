import { createPuzzle, type Preset, type Stage, toSvg } from '@huey/pbn'
import { expose, transfer } from 'comlink'

export interface WorkerResult {
  readonly svgData: string
  readonly colors: string[]
  readonly regions: number
  readonly width: number
  readonly height: number
  readonly finished: Uint8ClampedArray
}

/** The engine off the main thread: the page never blocks while a photo becomes a puzzle. */
const api = {
  make(
    image: { data: Uint8ClampedArray; width: number; height: number },
    preset: Preset,
    onProgress: (stage: Stage, fraction: number) => void,
  ): WorkerResult {
    const { puzzle, finished } = createPuzzle(image, { preset, seed: 7, onProgress })
    return transfer(
      {
        svgData: toSvg(puzzle),
        colors: [...puzzle.palette],
        regions: puzzle.regions.length,
        width: puzzle.width,
        height: puzzle.height,
        finished,
      },
      [finished.buffer],
    )
  },
}

export type EngineWorker = typeof api
expose(api)
