import { hexToRgb, type Puzzle } from '@huey/pbn'
import type { PaintSet } from './paint-sets'
import type { Recipe } from './recipes'

/** Millilitres of acrylic one square centimetre takes in one coat (1 ml covers about 50 cm²). */
export const ML_PER_CM2 = 0.02
/** Colours at least this light (CIE L*) get two coats, so the printed lines do not show through. */
export const LIGHT_L = 70
/** Amounts are rounded up to this many ml. */
export const ML_STEP = 0.5

/** One number of the kit: what to paint it with and how much. */
export interface LegendEntry {
  /** The number printed in the regions (1-based). */
  readonly number: number
  /** The colour the puzzle asks for. */
  readonly hex: string
  /** The paint's name (restrict mode) or "Mix N" (mix mode). */
  readonly name: string
  /** Painted area in cm² at the kit's size. */
  readonly areaCm2: number
  /** Share of the picture's painted area, 0 to 1. */
  readonly share: number
  readonly coats: 1 | 2
  /** Paint to have ready, ml (area × coverage × coats, rounded up). */
  readonly ml: number
  /** Mix mode: how to mix it from the set. */
  readonly recipe?: Recipe
}

/** CIE L* of an sRGB colour: 0 black to 100 white. */
export function lightness(hex: string): number {
  const linear = hexToRgb(hex).map((v) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const y = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
  return y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (24389 / 27) * y
}

/**
 * The legend: one entry per number in use, with its area at the printed scale and the paint it
 * takes. `mmPerPx` is the printed size of one puzzle pixel.
 *
 * @example
 * const entries = legend(puzzle, 0.25, { names: (c) => set.paints[c].name })
 */
export function legend(
  puzzle: Puzzle,
  mmPerPx: number,
  describe: {
    readonly name: (color: number) => string
    readonly recipe?: (color: number) => Recipe
  },
): LegendEntry[] {
  const areas = new Float64Array(puzzle.palette.length)
  for (const r of puzzle.regions) areas[r.color] = (areas[r.color] as number) + r.area
  const total = areas.reduce((s, a) => s + a, 0)
  const out: LegendEntry[] = []
  puzzle.palette.forEach((hex, color) => {
    const px = areas[color] as number
    if (px === 0) return
    const areaCm2 = (px * mmPerPx * mmPerPx) / 100
    const coats = lightness(hex) >= LIGHT_L ? 2 : 1
    const ml = Math.max(ML_STEP, Math.ceil((areaCm2 * ML_PER_CM2 * coats) / ML_STEP) * ML_STEP)
    out.push({
      number: color + 1,
      hex,
      name: describe.name(color),
      areaCm2,
      share: px / total,
      coats,
      ml,
      ...(describe.recipe ? { recipe: describe.recipe(color) } : {}),
    })
  })
  return out
}

/**
 * Each paint's share of a mixed amount, ml to one decimal (at least 0.1 ml, "a touch").
 *
 * @example
 * recipeMl(entry.recipe, entry.ml) // [6, 2] for 3 parts and 1 part of 8 ml
 */
export function recipeMl(recipe: Recipe, ml: number): number[] {
  const total = recipe.parts.reduce((s, p) => s + p.parts, 0)
  return recipe.parts.map((p) => Math.max(0.1, Math.round(((ml * p.parts) / total) * 10) / 10))
}

/** The paint set's names for a restricted palette, where colour index = paint index. */
export const paintNames = (set: PaintSet) => (color: number) => set.paints[color]?.name ?? ''
