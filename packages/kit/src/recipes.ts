/// <reference path="./spectral.d.ts" />
import { Color, mix } from 'spectral.js'
import { hexDeltaE } from './delta-e'
import type { PaintSet } from './paint-sets'
import { english, fill, type KitText } from './pdf/words/english'

/** So many parts of one paint of the set (its index) in a mix. */
export interface RecipePart {
  readonly paint: number
  readonly parts: number
}

/** How to mix a colour from a set's paints, and how close the mix comes. */
export interface Recipe {
  /** Most parts first. */
  readonly parts: readonly RecipePart[]
  /** The mixed colour the model predicts, `#rrggbb`. */
  readonly hex: string
  /** CIEDE2000 from the mix to the colour asked for. */
  readonly deltaE: number
}

interface Candidate {
  readonly parts: readonly RecipePart[]
  readonly color: Color
}

/** A recipe of more paints must be this much closer (CIEDE2000) per extra paint to be chosen. */
const EXTRA_PAINT_COST = 1
const MAX_PARTS = 9

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

function mixOf(paints: readonly Color[], parts: readonly RecipePart[]): Candidate {
  const color = mix(...parts.map((p): [Color, number] => [paints[p.paint] as Color, p.parts]))
  return { parts: [...parts].sort((a, b) => b.parts - a.parts || a.paint - b.paint), color }
}

/** Every paint alone, and every two paints in whole parts up to 9:9 (in lowest terms). */
function basicMixes(paints: readonly Color[]): Candidate[] {
  const out: Candidate[] = paints.map((_, paint) => mixOf(paints, [{ paint, parts: 1 }]))
  for (let i = 0; i < paints.length; i++) {
    for (let j = i + 1; j < paints.length; j++) {
      for (let a = 1; a <= MAX_PARTS; a++) {
        for (let b = 1; b <= MAX_PARTS; b++) {
          if (gcd(a, b) !== 1) continue
          out.push(
            mixOf(paints, [
              { paint: i, parts: a },
              { paint: j, parts: b },
            ]),
          )
        }
      }
    }
  }
  return out
}

const okDistance = (a: readonly number[], b: readonly number[]) =>
  ((a[0] as number) - (b[0] as number)) ** 2 +
  ((a[1] as number) - (b[1] as number)) ** 2 +
  ((a[2] as number) - (b[2] as number)) ** 2

const nearest = (pool: readonly Candidate[], target: readonly number[], n: number) =>
  pool
    .map((c) => ({ c, d: okDistance(c.color.OKLab, target) }))
    .sort((x, y) => x.d - y.d)
    .slice(0, n)
    .map((x) => x.c)

/**
 * A mixer for one paint set: give it a colour, get the simplest good recipe from the set's paints,
 * found with spectral.js's Kubelka-Munk model. Single paints and pairs (in whole parts up to 9)
 * are tried for every colour, and the six best pairs once more with 1 to 3 parts of a third paint; a recipe
 * with more paints wins only when it is at least 1 CIEDE2000 closer per extra paint. A colour that
 * is one of the set's paints is that paint alone.
 *
 * @example
 * const recipeFor = mixer(paintSet('acrylic-12'))
 * recipeFor('#8fa7d4') // { parts: [{ paint: 0, parts: 3 }, { paint: 6, parts: 1 }], hex, deltaE }
 */
export function mixer(set: PaintSet): (hex: string) => Recipe {
  const paints = set.paints.map((p) => new Color(p.hex))
  const basics = basicMixes(paints)
  return (hex) => {
    const target = new Color(hex).OKLab
    const close = nearest(basics, target, 12)
    const pairs = close.filter((c) => c.parts.length === 2).slice(0, 6)
    const triples: Candidate[] = []
    for (const pair of pairs) {
      for (let third = 0; third < paints.length; third++) {
        if (pair.parts.some((p) => p.paint === third)) continue
        for (const scale of [1, 2, 3]) {
          for (const parts of [1, 2, 3]) {
            triples.push(
              mixOf(paints, [
                ...pair.parts.map((p) => ({ paint: p.paint, parts: p.parts * scale })),
                { paint: third, parts },
              ]),
            )
          }
        }
      }
    }
    const shortlist = [...close, ...nearest(triples, target, 8)]
    let best: Recipe | undefined
    let bestScore = Number.POSITIVE_INFINITY
    for (const c of shortlist) {
      const mixed = c.color.toString().toLowerCase()
      const deltaE = hexDeltaE(hex, mixed)
      const score = deltaE + EXTRA_PAINT_COST * (c.parts.length - 1)
      if (score < bestScore) {
        bestScore = score
        best = { parts: c.parts, hex: mixed, deltaE }
      }
    }
    return best as Recipe
  }
}

/**
 * A recipe in words: "3 parts Titanium White, 1 part Ultramarine Blue, a touch of Burnt Umber"
 * (a touch is under an eighth of the mix), in the language of `text`.
 *
 * @example
 * describeRecipe(recipe, paintSet('acrylic-12'))
 */
export function describeRecipe(
  recipe: Recipe,
  set: PaintSet,
  text: Pick<KitText, 'alone' | 'touch' | 'onePart' | 'parts'> = english,
): string {
  const total = recipe.parts.reduce((s, p) => s + p.parts, 0)
  const paint = (p: RecipePart | undefined) => set.paints[p?.paint ?? 0]?.name ?? ''
  if (recipe.parts.length === 1) return fill(text.alone, { paint: paint(recipe.parts[0]) })
  return recipe.parts
    .map((p) => {
      if (p.parts / total < 1 / 8) return fill(text.touch, { paint: paint(p) })
      if (p.parts === 1) return fill(text.onePart, { paint: paint(p) })
      return fill(text.parts, { count: p.parts, paint: paint(p) })
    })
    .join(', ')
}
