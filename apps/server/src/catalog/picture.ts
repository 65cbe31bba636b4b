import type { Difficulty } from '@huey/contracts'
import type { Detail } from './art/compose'
import { type Kit, kit } from './art/kit'
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

/** Working size (px) and smallest shape (share of the picture) for each level of detail. */
const working: Record<Detail, { size: number; minArea: number }> = {
  low: { size: 640, minArea: 0.0008 },
  mid: { size: 800, minArea: 0.0004 },
  high: { size: 960, minArea: 0.0002 },
}

export interface CatalogPicture extends ArtPuzzle {
  readonly difficulty: Difficulty
}

/**
 * Draws and cuts a picture, and holds it to the catalogue's rules: a region count inside one
 * difficulty's band and no colour above its share. A drawing that breaks them is drawn again
 * from the next seed (a new arrangement, not a recolour), with larger smallest shapes if it was
 * too busy.
 */
export async function makeCatalogPicture(
  draw: (k: Kit) => string,
  detail: Detail,
  seed: number,
): Promise<CatalogPicture> {
  const { size } = working[detail]
  let minArea = working[detail].minArea
  let last = ''
  for (let attempt = 0; attempt < 4; attempt++) {
    const made = await makePuzzle(draw(kit(seed + attempt * 7919)), {
      size,
      maxColors: 40,
      minArea: minArea * size * size,
      maxColorShare: MAX_COLOR_SHARE,
    })
    const difficulty = difficultyOf(made.regions)
    if (difficulty && made.largestColorShare <= MAX_COLOR_SHARE) return { ...made, difficulty }
    if (made.regions > difficultyBands.hard[1]) minArea *= 1.6
    last = `${made.regions} regions, ${Math.round(made.largestColorShare * 100)}% in one colour`
  }
  throw new Error(`No drawing from seed ${seed} kept the catalogue's rules (last: ${last}).`)
}

/** The row of a made picture. */
export function imageRow(
  picture: CatalogPicture,
  fields: {
    id: string
    title: string
    categories: string[]
    tags: readonly string[]
    date: string
    premium: boolean
    position: number
    dailyDate?: string
  },
) {
  return {
    ...fields,
    tags: [...fields.tags],
    difficulty: picture.difficulty,
    svgData: picture.svgData,
    colors: picture.colors,
    regionCount: picture.regions,
    thumbnail: picture.thumbnail,
    thumbnail2x: picture.thumbnail2x,
  }
}
