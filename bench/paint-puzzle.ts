// The paint bench's puzzle: a hard puzzle of about 3,000 regions.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPuzzle, type Puzzle, toSvg } from '@huey/pbn'
import sharp from 'sharp'

export const MIN_REGIONS = 2500
export const IMAGE_ID = 'bench-hard'
const WIDTH = 2048
const HEIGHT = 1365
const PHOTO = 'kodim13.png'

// The hard preset gives a photo 1,300 to 1,700 regions at 1536x1024: neighbouring cells of one
// colour join again, so a bigger picture alone adds few. Asked for 3,000 with finer cells, kodim13
// (a mountain stream, detail everywhere) at 2048x1365 has about that many, every one still wide
// enough for its number.
export const options = { preset: 'hard', seed: 7, regions: 3000, cellAreaRatio: 0.00005 } as const
export const source = `${PHOTO} at ${WIDTH}x${HEIGHT}`

export interface BenchPuzzle {
  readonly puzzle: Puzzle
  readonly svg: string
}

export async function makeBenchPuzzle(): Promise<BenchPuzzle> {
  const dir =
    process.env.TESTIMAGES ?? fileURLToPath(new URL('../../shared/testimages/', import.meta.url))
  const { data, info } = await sharp(join(dir, PHOTO))
    .resize(WIDTH, HEIGHT, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { puzzle } = createPuzzle(
    { data: new Uint8ClampedArray(data), width: info.width, height: info.height },
    options,
  )
  if (puzzle.regions.length < MIN_REGIONS) {
    throw new Error(
      `The bench puzzle has ${puzzle.regions.length} regions; it needs at least ${MIN_REGIONS}.`,
    )
  }
  return { puzzle, svg: toSvg(puzzle) }
}
