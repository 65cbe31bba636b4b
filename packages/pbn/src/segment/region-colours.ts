import { oklabToRgb } from '../color'
import { deltaE2000, rgbToCielab } from '../delta-e'
import type { RegionGraph } from './region-graph'

/**
 * Fits the regions' colours once the borders are settled (needs the graph's means, see
 * `trackMeans`). First each region takes the palette colour nearest its mean when no neighbour has
 * it: colours were handed out before the last merges and moves, and a colour since moved can fit
 * a region better than its own. Then the palette's free places (colours merged away as near-twins,
 * or taken by no region) go to the regions whose colour fits them worst: each gets its mean as a
 * colour of its own, when that is no near-twin (`twinDeltaE`, CIEDE2000) of a colour kept. A
 * colour of its own never brings two regions of one colour side by side; without this a photo of
 * few distinct colours paints with fewer paints than its palette allows. Rewrites `graph.colors`;
 * answers the new palette.
 *
 * @example
 * const palette = fitRegionColours(graph, paletteLab, 3)
 */
export function fitRegionColours(
  graph: RegionGraph,
  paletteLab: Float32Array,
  twinDeltaE: number,
): Float32Array {
  const k = paletteLab.length / 3
  const palette = new Float32Array(paletteLab)
  const { colors, areas } = graph
  const roots: number[] = []
  for (let r = 0; r < colors.length; r++)
    if (graph.parent[r] === r && graph.colourSum(r) && (areas[r] as number) > 0) roots.push(r)
  // Means are read off the graph's sums as needed: an array by region id would be picture-sized.
  const mean = (r: number, j: number) =>
    ((graph.colourSum(r) as Float64Array)[j] as number) / (areas[r] as number)
  const gap = (r: number, c: number) =>
    ((palette[c * 3] as number) - mean(r, 0)) ** 2 +
    ((palette[c * 3 + 1] as number) - mean(r, 1)) ** 2 +
    ((palette[c * 3 + 2] as number) - mean(r, 2)) ** 2
  for (const r of roots) {
    let best = colors[r] as number
    for (let c = 0; c < k; c++) if (gap(r, c) < gap(r, best)) best = c
    const around = graph.neighbours[r] as Map<number, number>
    if (best !== colors[r] && ![...around.keys()].some((n) => colors[n] === best)) colors[r] = best
  }
  const used = new Uint8Array(k)
  for (const r of roots) used[colors[r] as number] = 1
  const free: number[] = []
  for (let c = 0; c < k; c++) if (used[c] === 0) free.push(c)
  if (free.length === 0) return palette
  // What a colour of its own would save: the squared OKLab error over the region's pixels.
  const saving = new Map(roots.map((r) => [r, gap(r, colors[r] as number) * (areas[r] as number)]))
  roots.sort((a, b) => (saving.get(b) as number) - (saving.get(a) as number) || a - b)
  const kept: [number, number, number][] = []
  for (let c = 0; c < k; c++) if (used[c] === 1) kept.push(cielab(palette, c))
  for (const r of roots) {
    const c = free[0]
    if (c === undefined) break
    for (let j = 0; j < 3; j++) palette[c * 3 + j] = mean(r, j)
    const own = cielab(palette, c)
    if (kept.some((m) => deltaE2000(m, own) < twinDeltaE)) continue
    kept.push(own)
    colors[r] = c
    free.shift()
  }
  // A place no region took stays unused.
  for (const c of free) palette.fill(Number.NaN, c * 3, c * 3 + 3)
  return palette
}

/** Palette colour c as CIELAB, as it is painted (rounded to sRGB bytes). */
function cielab(palette: Float32Array, c: number): [number, number, number] {
  return rgbToCielab(
    ...oklabToRgb(
      palette[c * 3] as number,
      palette[c * 3 + 1] as number,
      palette[c * 3 + 2] as number,
    ),
  )
}
