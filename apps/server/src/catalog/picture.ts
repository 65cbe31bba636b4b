import type { Difficulty } from '@huey/contracts'
import { type ArtPuzzle, makePuzzle } from './make-puzzle'

/** Region counts of each difficulty (DESIGN: difficulty comes from the picture's detail). */
export const difficultyBands: Readonly<Record<Difficulty, readonly [number, number]>> = {
  easy: [1, 150],
  medium: [151, 600],
  hard: [601, 2500],
}

/** No colour may own more of a picture's regions than this: painting one number on and on is tedious. */
export const MAX_COLOR_SHARE = 0.25

export function difficultyOf(regions: number): Difficulty | undefined {
  for (const [name, [lo, hi]] of Object.entries(difficultyBands) as [
    Difficulty,
    readonly [number, number],
  ][])
    if (regions >= lo && regions <= hi) return name
  return undefined
}

/** Working size (px) and smallest shape (share of the picture) for each difficulty. */
const working: Record<Difficulty, { size: number; minArea: number }> = {
  easy: { size: 640, minArea: 0.0008 },
  medium: { size: 800, minArea: 0.0004 },
  hard: { size: 960, minArea: 0.0002 },
}

export interface CatalogPicture extends ArtPuzzle {
  readonly difficulty: Difficulty
}

/**
 * Draws and cuts a picture, and holds it to the catalogue's rules: a region count inside its
 * difficulty's band and no colour above its share. A cut with too many regions is cut again with
 * larger smallest shapes, one with too few with smaller ones; then the next seed is drawn (a new
 * arrangement, not a recolour). Failing that, a cut inside another band keeps that band.
 */
export async function makeCatalogPicture(
  draw: (seed: number) => string,
  difficulty: Difficulty,
  seed: number,
): Promise<CatalogPicture> {
  const { size } = working[difficulty]
  const [lo, hi] = difficultyBands[difficulty]
  let minArea = working[difficulty].minArea
  let fallback: CatalogPicture | undefined
  let last = ''
  // Three cuts at most: a picture made on demand is waited for.
  for (let attempt = 0; attempt < 3; attempt++) {
    const made = await makePuzzle(draw(seed + Math.floor(attempt / 2) * 7919), {
      size,
      maxColors: 40,
      minArea: minArea * size * size,
      maxColorShare: MAX_COLOR_SHARE,
    })
    const band = difficultyOf(made.regions)
    const fair = made.largestColorShare <= MAX_COLOR_SHARE
    if (band === difficulty && fair) return { ...made, difficulty }
    if (band && fair) fallback ??= { ...made, difficulty: band }
    if (made.regions > hi) minArea *= 1.6
    if (made.regions < lo) minArea /= 1.6
    last = `${made.regions} regions, ${Math.round(made.largestColorShare * 100)}% in one colour`
  }
  if (fallback) return fallback
  throw new Error(`No drawing from seed ${seed} kept the catalogue's rules (last: ${last}).`)
}

/** The columns a made picture fills in. */
export const madeColumns = (picture: CatalogPicture) => ({
  difficulty: picture.difficulty,
  svgData: picture.svgData,
  colors: picture.colors,
  regionCount: picture.regions,
  thumbnail: picture.thumbnail,
  thumbnail2x: picture.thumbnail2x,
})
