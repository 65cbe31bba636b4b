import {
  hexToRgb,
  type IndexedImage,
  type IndexedPuzzleResult,
  oklabToRgb,
  type Puzzle,
  renderFinished,
  rgbToHex,
  rgbToOklab,
} from '@huey/pbn'

/**
 * Shades of one colour must be this far apart in OKLab (about CIEDE2000 8): told apart at a glance
 * on the palette, and far beyond the near-twins (CIEDE2000 under 3) that pass for one paint.
 */
export const SHADE_DISTANCE = 0.08

// Lighter first (windows catch the light, petals fade), then darker, then further; hue turned
// only when lightness alone meets another colour of the drawing.
const STEPS = [0.1, -0.1, 0.15, -0.15, 0.2, -0.2, 0.25, -0.25, 0.06, -0.06]
const TURNS = [0, 0.5, -0.5, 1, -1]

function toLab(hex: string): [number, number, number] {
  const out = new Float32Array(3)
  rgbToOklab(...hexToRgb(hex), out, 0)
  return [out[0] as number, out[1] as number, out[2] as number]
}

/** Distance from `lab` to the nearest colour of `others`. */
const clearance = (lab: readonly number[], others: readonly (readonly number[])[]) =>
  Math.min(
    ...others.map((o) =>
      Math.hypot(
        (lab[0] as number) - (o[0] as number),
        (lab[1] as number) - (o[1] as number),
        (lab[2] as number) - (o[2] as number),
      ),
    ),
  )

/** The shades `hex` may take: lightness moved, then hue turned (radians) and chroma raised. */
function candidates(hex: string): string[] {
  const [L, a, b] = toLab(hex)
  const chroma = Math.max(0.04, Math.hypot(a, b))
  const hue = Math.atan2(b, a)
  const out: string[] = []
  for (const turn of TURNS)
    for (const step of STEPS) {
      const lightness = L + step
      if (lightness < 0.2 || lightness > 0.97) continue
      const c = turn === 0 ? Math.hypot(a, b) : chroma
      out.push(
        rgbToHex(...oklabToRgb(lightness, c * Math.cos(hue + turn), c * Math.sin(hue + turn))),
      )
    }
  return out
}

/**
 * `count` shades of `hex`, each at least SHADE_DISTANCE from every colour in `taken` where the
 * drawing leaves room, else the farthest there is; each is added to `taken`.
 */
function shadesOf(hex: string, count: number, taken: (readonly number[])[]): string[] {
  const shades: string[] = []
  const options = candidates(hex)
  while (shades.length < count) {
    let best = ''
    let bestClearance = -1
    for (const shade of options) {
      const d = clearance(toLab(shade), taken)
      if (d >= SHADE_DISTANCE) {
        best = shade
        break
      }
      if (d > bestClearance) {
        best = shade
        bestClearance = d
      }
    }
    taken.push(toLab(best))
    shades.push(best)
  }
  return shades
}

/**
 * A drawing that repeats one shape (a building's windows, a fence's pickets, a pattern's motif)
 * gives one colour too many of the regions, and painting one number on and on is tedious. The
 * regions of every colour above `maxShare` are dealt in turn (reading order) to that colour and
 * to clearly different shades of it, so each keeps under the share; the shapes stay as cut.
 * Returns the regions as an indexed image to cut again, or undefined when no colour is above.
 */
export function spreadColours(
  puzzle: Puzzle,
  regionMap: Int32Array,
  maxShare: number,
): IndexedImage | undefined {
  const { regions } = puzzle
  const limit = Math.max(1, Math.floor(maxShare * regions.length))
  const byColour = new Map<number, number[]>()
  for (const r of regions) {
    const ids = byColour.get(r.color)
    if (ids) ids.push(r.id - 1)
    else byColour.set(r.color, [r.id - 1])
  }
  const over = [...byColour].filter(([, ids]) => ids.length > limit)
  if (over.length === 0) return undefined
  const palette = [...puzzle.palette]
  const taken = palette.map(toLab)
  const colourOf = Int32Array.from(regions, (r) => r.color)
  for (const [colour, ids] of over) {
    const shades = shadesOf(palette[colour] as string, Math.ceil(ids.length / limit) - 1, taken)
    const slots = [colour, ...shades.map((s) => palette.push(s) - 1)]
    ids.sort((x, y) => x - y)
    for (const [i, id] of ids.entries()) colourOf[id] = slots[i % slots.length] as number
  }
  const indices = Uint8Array.from(regionMap, (r) => colourOf[r] as number)
  return { indices, width: puzzle.width, height: puzzle.height, palette }
}

/**
 * The cut puzzle in the spread colours, without cutting it again: the shapes, borders and labels
 * stay as they are (a shade is chosen clear of every colour of the drawing, so no two neighbours
 * come to share one), and the colours are numbered lightest first, as a cut numbers them.
 */
export function recoloured(cut: IndexedPuzzleResult, spread: IndexedImage): IndexedPuzzleResult {
  const { puzzle, regionMap } = cut
  const colourOf = new Int32Array(puzzle.regions.length).fill(-1)
  for (let p = 0; p < regionMap.length; p++) {
    const r = regionMap[p] as number
    if (colourOf[r] === -1) colourOf[r] = spread.indices[p] as number
  }
  const lightness = spread.palette.map((hex) => toLab(hex)[0])
  const used = [...new Set(colourOf)].sort(
    (a, b) => (lightness[b] as number) - (lightness[a] as number) || a - b,
  )
  const number = new Map(used.map((c, i) => [c, i]))
  const colors = colourOf.map((c) => number.get(c) as number)
  const palette = used.map((c) => spread.palette[c] as string)
  const regions = puzzle.regions.map((r) => ({ ...r, color: colors[r.id - 1] as number }))
  return {
    puzzle: { ...puzzle, palette, regions },
    finished: renderFinished(regionMap, colors, palette),
    regionMap,
  }
}
