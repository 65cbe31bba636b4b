import { nearestColour } from '../color'
import type { RegionGraph } from './region-graph'

/**
 * Refits the palette to the regions: k-means over the regions' mean colours weighted by area,
 * which minimises the finished painting's squared OKLab error for this segmentation. Each region
 * takes the palette colour nearest to its mean. A colour no region takes anymore moves to the
 * region its colour fits worst, so every colour of the palette earns its place. Each colour keeps
 * the mean chroma of its regions (an average of several hues is greyer than any of them: red
 * roofs would come out pink-grey). Returns the refined palette (same size). With one iteration, the
 * colours move to their regions' means and every region keeps its colour.
 */
export function refinePalette(
  graph: RegionGraph,
  paletteLab: Float32Array,
  iterations = 4,
): Float32Array {
  const count = graph.parent.length
  const roots: number[] = []
  for (let r = 0; r < count; r++) if (graph.parent[r] === r) roots.push(r)
  // Region means, one row of 3 per root.
  const means = new Float64Array(roots.length * 3)
  roots.forEach((r, i) => {
    const sum = graph.colourSum(r)
    if (sum)
      for (let j = 0; j < 3; j++) means[i * 3 + j] = (sum[j] as number) / (graph.areas[r] as number)
  })
  const k = paletteLab.length / 3
  const palette = new Float32Array(paletteLab)
  // L, a, b, area, and the area-weighted chroma of each colour's regions.
  const acc = new Float64Array(k * 5)
  for (let iter = 0; iter < iterations; iter++) {
    acc.fill(0)
    let worst = -1
    let worstCost = 0
    for (let i = 0; i < roots.length; i++) {
      const r = roots[i] as number
      const area = graph.areas[r] as number
      const L = means[i * 3] as number
      const A = means[i * 3 + 1] as number
      const B = means[i * 3 + 2] as number
      const best =
        iterations === 1 ? (graph.colors[r] as number) : nearestColour(palette, L, A, B, k)
      graph.colors[r] = best
      const cost =
        area *
        (((palette[best * 3] as number) - L) ** 2 +
          ((palette[best * 3 + 1] as number) - A) ** 2 +
          ((palette[best * 3 + 2] as number) - B) ** 2)
      // Only a region whose colour is plainly off (OKLab 0.06, about three just-noticeable steps)
      // earns a colour of its own: near-twins of a colour would only confuse the painter.
      if (cost > worstCost && cost > area * 0.06 ** 2) {
        worstCost = cost
        worst = i
      }
      const o = best * 5
      acc[o] = (acc[o] as number) + L * area
      acc[o + 1] = (acc[o + 1] as number) + A * area
      acc[o + 2] = (acc[o + 2] as number) + B * area
      acc[o + 3] = (acc[o + 3] as number) + area
      acc[o + 4] = (acc[o + 4] as number) + Math.hypot(A, B) * area
    }
    if (iter === iterations - 1 && iterations > 1) break
    for (let c = 0; c < k; c++) {
      const n = acc[c * 5 + 3] as number
      if (n === 0) {
        // An unused colour takes the worst-fitted region's colour; the next round settles it.
        if (worst >= 0) {
          palette.set(means.subarray(worst * 3, worst * 3 + 3), c * 3)
          worst = -1
        }
        continue
      }
      const L = (acc[c * 5] as number) / n
      const A = (acc[c * 5 + 1] as number) / n
      const B = (acc[c * 5 + 2] as number) / n
      const chroma = Math.hypot(A, B)
      const keep = chroma > 1e-6 ? (acc[c * 5 + 4] as number) / n / chroma : 1
      palette[c * 3] = L
      palette[c * 3 + 1] = A * keep
      palette[c * 3 + 2] = B * keep
    }
  }
  return palette
}
