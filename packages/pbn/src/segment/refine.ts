import { nearestColour, oklabToRgb } from '../color'
import { deltaE2000, rgbToCielab } from '../delta-e'
import type { RegionGraph } from './region-graph'

/** Colours closer than this (CIEDE2000) pass for one paint side by side: a palette keeps one. */
export const TWIN_DELTA_E = 4

/**
 * Refits the palette to the regions: k-means over the regions' mean colours weighted by area,
 * which minimises the finished painting's squared OKLab error for this segmentation. Each region
 * takes the palette colour nearest to its mean. Each colour keeps the mean chroma of its regions'
 * pixels (an average of several hues is greyer than any of them: red roofs would come out
 * pink-grey). A colour no region takes, or a near-twin of a larger one, moves to the region its
 * colour fits worst, so every colour of the palette earns its place; near-twins left at the end
 * become one colour. Returns the refined palette (same size). With one iteration, the colours move
 * to their regions' means and every region keeps its colour (twins aside).
 */
export function refinePalette(
  graph: RegionGraph,
  paletteLab: Float32Array,
  iterations = 4,
  twinDeltaE = TWIN_DELTA_E,
): Float32Array {
  const roots: number[] = []
  for (let r = 0; r < graph.parent.length; r++) if (graph.parent[r] === r) roots.push(r)
  // Region means, one row of 3 per root, and the mean chroma of each region's pixels.
  const means = new Float64Array(roots.length * 3)
  const chromas = new Float64Array(roots.length)
  roots.forEach((r, i) => {
    const sum = graph.colourSum(r)
    const area = graph.areas[r] as number
    if (!sum) return
    for (let j = 0; j < 3; j++) means[i * 3 + j] = (sum[j] as number) / area
    chromas[i] = (sum[3] as number) / area
  })
  const k = paletteLab.length / 3
  const palette = new Float32Array(paletteLab)
  // L, a, b, area, and the area-weighted chroma of each colour's regions.
  const acc = new Float64Array(k * 5)
  const cost = new Float64Array(roots.length)
  for (let iter = 0; iter < iterations; iter++) {
    acc.fill(0)
    for (let i = 0; i < roots.length; i++) {
      const r = roots[i] as number
      const area = graph.areas[r] as number
      const L = means[i * 3] as number
      const A = means[i * 3 + 1] as number
      const B = means[i * 3 + 2] as number
      const best =
        iterations === 1 ? (graph.colors[r] as number) : nearestColour(palette, L, A, B, k)
      graph.colors[r] = best
      cost[i] =
        area *
        (((palette[best * 3] as number) - L) ** 2 +
          ((palette[best * 3 + 1] as number) - A) ** 2 +
          ((palette[best * 3 + 2] as number) - B) ** 2)
      const o = best * 5
      acc[o] = (acc[o] as number) + L * area
      acc[o + 1] = (acc[o + 1] as number) + A * area
      acc[o + 2] = (acc[o + 2] as number) + B * area
      acc[o + 3] = (acc[o + 3] as number) + area
      acc[o + 4] = (acc[o + 4] as number) + (chromas[i] as number) * area
    }
    if (iter === iterations - 1 && iterations > 1) break
    for (let c = 0; c < k; c++) moveToMean(palette, acc, c)
    if (iterations > 1) reseat(palette, acc, means, roots, cost, graph.areas, twinDeltaE)
  }
  // Merged colours move to their joint mean, which can bring them near another: until none is.
  for (let round = 0; round < 8 && mergeTwins(graph, palette, acc, roots, twinDeltaE); round++);
  // Colours no region took are dropped too, so cells cut later never pick a near-twin.
  for (let c = 0; c < k; c++)
    if ((acc[c * 5 + 3] as number) === 0) palette.fill(Number.NaN, c * 3, c * 3 + 3)
  return palette
}

/** Colour c to the mean of its regions, at their pixels' mean chroma. */
function moveToMean(palette: Float32Array, acc: Float64Array, c: number): void {
  const n = acc[c * 5 + 3] as number
  if (n === 0) return
  const L = (acc[c * 5] as number) / n
  const A = (acc[c * 5 + 1] as number) / n
  const B = (acc[c * 5 + 2] as number) / n
  const chroma = Math.hypot(A, B)
  const keep = chroma > 1e-6 ? (acc[c * 5 + 4] as number) / n / chroma : 1
  palette[c * 3] = L
  palette[c * 3 + 1] = A * keep
  palette[c * 3 + 2] = B * keep
}

/** Each palette colour as CIELAB, as it is painted (rounded to sRGB bytes). */
function cielab(palette: Float32Array): [number, number, number][] {
  const out: [number, number, number][] = []
  for (let c = 0; c < palette.length / 3; c++) {
    const rgb = oklabToRgb(
      palette[c * 3] as number,
      palette[c * 3 + 1] as number,
      palette[c * 3 + 2] as number,
    )
    out.push(rgbToCielab(...rgb))
  }
  return out
}

/** For each used colour, the larger used colour it is a near-twin of, or -1. */
function twinsOf(palette: Float32Array, acc: Float64Array, twinDeltaE: number): Int32Array {
  const k = palette.length / 3
  const lab = cielab(palette)
  const area = (c: number) => acc[c * 5 + 3] as number
  const into = new Int32Array(k).fill(-1)
  // Largest first, so each twin goes to the largest colour it resembles that is itself kept.
  const order = Array.from({ length: k }, (_, c) => c)
    .filter((c) => area(c) > 0)
    .sort((a, b) => area(b) - area(a) || a - b)
  for (let i = 0; i < order.length; i++) {
    const c = order[i] as number
    for (let j = 0; j < i; j++) {
      const d = order[j] as number
      if (into[d] !== -1) continue
      if (deltaE2000(lab[c] as number[], lab[d] as number[]) < twinDeltaE) {
        into[c] = d
        break
      }
    }
  }
  return into
}

/**
 * Gives every unused colour, and every near-twin of a larger colour, to the worst-fitted regions
 * whose own colour is plainly off (OKLab 0.06, about three just-noticeable steps, finer for
 * palettes over 24 colours) and unlike every
 * colour kept: the next round settles them.
 */
function reseat(
  palette: Float32Array,
  acc: Float64Array,
  means: Float64Array,
  roots: readonly number[],
  cost: Float64Array,
  areas: Int32Array,
  twinDeltaE: number,
): void {
  const k = palette.length / 3
  const twins = twinsOf(palette, acc, twinDeltaE)
  // A larger palette is finer: with 48 colours kept 4 apart, a region 0.06 off leaves half of
  // them unused (hard's median 28 used, CIEDE2000 4.6 from the photo; at 0.03, 48 and 4.07).
  const off = 0.06 * Math.min(1, 24 / k)
  const free: number[] = []
  for (let c = 0; c < k; c++) if ((acc[c * 5 + 3] as number) === 0 || twins[c] !== -1) free.push(c)
  if (free.length === 0) return
  const worst = Array.from({ length: roots.length }, (_, i) => i)
    .filter((i) => (cost[i] as number) > (areas[roots[i] as number] as number) * off ** 2)
    .sort((a, b) => (cost[b] as number) - (cost[a] as number) || a - b)
  const kept = cielab(palette).filter((_, c) => !free.includes(c))
  for (const i of worst) {
    const c = free.shift()
    if (c === undefined) break
    palette.set(means.subarray(i * 3, i * 3 + 3), c * 3)
    const lab = cielab(palette.subarray(c * 3, c * 3 + 3))[0] as [number, number, number]
    if (kept.some((m) => deltaE2000(m, lab) < twinDeltaE)) {
      free.unshift(c)
      continue
    }
    kept.push(lab)
  }
}

/**
 * Near-twin colours become one (their regions' mean): regions of the smaller take the larger, and
 * the smaller is left NaN.
 */
function mergeTwins(
  graph: RegionGraph,
  palette: Float32Array,
  acc: Float64Array,
  roots: readonly number[],
  twinDeltaE: number,
): boolean {
  const twins = twinsOf(palette, acc, twinDeltaE)
  if (twins.every((t) => t === -1)) return false
  for (let c = 0; c < twins.length; c++) {
    const into = twins[c] as number
    if (into === -1) continue
    for (let j = 0; j < 5; j++)
      acc[into * 5 + j] = (acc[into * 5 + j] as number) + (acc[c * 5 + j] as number)
    acc[c * 5 + 3] = 0
  }
  for (let c = 0; c < twins.length; c++) {
    // A colour merged away is left NaN, so no nearest-colour search ever picks it again.
    if (twins[c] !== -1) palette.fill(Number.NaN, c * 3, c * 3 + 3)
    else moveToMean(palette, acc, c)
  }
  for (const r of roots) {
    const into = twins[graph.colors[r] as number] as number
    if (into !== -1) graph.colors[r] = into
  }
  return true
}
