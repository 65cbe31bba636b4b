import { minColourDistance } from '../src/metrics/colour-distance'
import { regionShapes } from '../src/metrics/region-shapes'
import { repeatedSmallShapeShare } from '../src/metrics/repeated-shapes'
import { darkShare, subjectMask } from '../src/metrics/subject-area'
import { bandedShare, tonalFamilies } from '../src/metrics/tonal-bands'
import type { Variant } from '../src/types'
import { cut, raster } from './cut'

/** What the style tests hold a picture to, measured on the puzzle the server would cut from it. */
export interface Measured {
  readonly svg: string
  readonly regions: number
  readonly closed: boolean
  readonly repeated: number
  readonly minDistance: number
  readonly largestColourShare: number
  readonly families: readonly number[]
  readonly banded: number
  /** Undefined for a picture without one subject. */
  readonly subjectShare: number | undefined
}

export async function measure(v: Variant, seed: number): Promise<Measured> {
  const svg = v.draw(seed)
  const puzzle = await cut(svg, v.difficulty)
  const perColour = new Map<number, number>()
  for (const r of puzzle.regions) perColour.set(r.color, (perColour.get(r.color) ?? 0) + 1)
  const mask = subjectMask(svg)
  let subjectShare: number | undefined
  if (mask) {
    const { data } = await raster(mask, 200)
    subjectShare = darkShare(data, 3)
  }
  return {
    svg,
    regions: puzzle.regions.length,
    closed: puzzle.regions.every((r) => /Z$/.test(r.path)),
    repeated: repeatedSmallShapeShare(regionShapes(puzzle), puzzle.width * puzzle.height),
    minDistance: minColourDistance(puzzle.palette),
    largestColourShare: Math.max(...perColour.values()) / puzzle.regions.length,
    families: tonalFamilies(puzzle.palette),
    banded: bandedShare(puzzle.palette),
    subjectShare,
  }
}

/** A spread sample of a style's variants: each difficulty, evenly through the list, `n` in all. */
export function sample<T extends { difficulty: string }>(variants: readonly T[], n: number): T[] {
  const levels = [...new Set(variants.map((v) => v.difficulty))]
  return levels.flatMap((level, k) => {
    const of = variants.filter((v) => v.difficulty === level)
    const take = Math.ceil((n - k) / levels.length)
    const step = of.length / take
    return Array.from(
      { length: Math.min(take, of.length) },
      (_, i) => of[Math.floor(i * step + k)] as T,
    )
  })
}
