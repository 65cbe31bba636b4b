// The paint bench's puzzles: kodim13 (a mountain stream, detail everywhere) at hard, today's
// 5,170 regions and a 10,000-region one. Made puzzles are kept in bench/results/tmp/ under the
// engine's git tree hash, so a second run skips the engine's 10 to 30 s.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPuzzle, fromSvg, type Puzzle, toSvg } from '@huey/pbn'
import sharp from 'sharp'

const PHOTO = 'kodim13.png'
const here = fileURLToPath(new URL('.', import.meta.url))

export interface BenchPuzzleSpec {
  /** The id the puzzle is kept under in the page's MyDb, and its name in the results. */
  readonly id: string
  readonly width: number
  readonly height: number
  readonly minRegions: number
  readonly options: {
    readonly preset: 'hard'
    readonly seed: number
    readonly regions: number
    readonly cellAreaRatio: number
  }
}

/**
 * The hard preset gives a photo 1,300 to 1,700 regions at 1536x1024: neighbouring cells of one
 * colour join again, so a bigger picture alone adds few. Asked for more with finer cells, kodim13
 * has 5,170 at 2048x1365 and about 11,000 at 3072x2048, every one still wide enough for its number.
 */
export const benchPuzzles: readonly BenchPuzzleSpec[] = [
  {
    id: 'bench-hard',
    width: 2048,
    height: 1365,
    minRegions: 2500,
    options: { preset: 'hard', seed: 7, regions: 3000, cellAreaRatio: 0.00005 },
  },
  {
    id: 'bench-10k',
    width: 3072,
    height: 2048,
    minRegions: 10_000,
    options: { preset: 'hard', seed: 7, regions: 10_000, cellAreaRatio: 0.00002 },
  },
]

export const source = (spec: BenchPuzzleSpec) => `${PHOTO} at ${spec.width}x${spec.height}`

export interface BenchPuzzle {
  readonly spec: BenchPuzzleSpec
  readonly puzzle: Puzzle
  readonly svg: string
}

function engineVersion(): string {
  return execFileSync('git', ['rev-parse', 'HEAD:packages/pbn'], { cwd: here }).toString().trim()
}

async function make(spec: BenchPuzzleSpec): Promise<string> {
  const dir =
    process.env.TESTIMAGES ?? fileURLToPath(new URL('../../shared/testimages/', import.meta.url))
  const { data, info } = await sharp(join(dir, PHOTO))
    .resize(spec.width, spec.height, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { puzzle } = createPuzzle(
    { data: new Uint8ClampedArray(data), width: info.width, height: info.height },
    spec.options,
  )
  return toSvg(puzzle)
}

export async function makeBenchPuzzle(spec: BenchPuzzleSpec): Promise<BenchPuzzle> {
  const cacheDir = join(here, 'results/tmp')
  const cached = join(cacheDir, `${spec.id}-${engineVersion().slice(0, 12)}.svg`)
  let svg: string
  if (existsSync(cached)) svg = readFileSync(cached, 'utf8')
  else {
    svg = await make(spec)
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(cached, svg)
  }
  const puzzle = fromSvg(svg)
  if (puzzle.regions.length < spec.minRegions) {
    throw new Error(
      `The bench puzzle ${spec.id} has ${puzzle.regions.length} regions; it needs at least ${spec.minRegions}.`,
    )
  }
  return { spec, puzzle, svg }
}
