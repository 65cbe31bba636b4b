import { nearestColour } from '../color'
import type { RegionGraph } from './region-graph'

/**
 * Refits the palette to the regions: k-means over the regions' mean colours weighted by area,
 * which minimises the finished painting's squared OKLab error for this segmentation. Each region
 * takes the palette colour nearest to its mean. Returns the refined palette (same size).
 */
export function refinePalette(
  graph: RegionGraph,
  paletteLab: Float32Array,
  iterations = 4,
): Float32Array {
  const count = graph.parent.length
  const sums = new Float64Array(count * 3)
  for (let r = 0; r < count; r++) {
    const sum = graph.parent[r] === r ? graph.colourSum(r) : undefined
    if (sum) sums.set(sum, r * 3)
  }
  const roots: number[] = []
  for (let r = 0; r < count; r++) if (graph.parent[r] === r) roots.push(r)
  const k = paletteLab.length / 3
  const palette = new Float32Array(paletteLab)
  const acc = new Float64Array(k * 4)
  for (let iter = 0; iter < iterations; iter++) {
    acc.fill(0)
    for (const r of roots) {
      const area = graph.areas[r] as number
      const L = (sums[r * 3] as number) / area
      const A = (sums[r * 3 + 1] as number) / area
      const B = (sums[r * 3 + 2] as number) / area
      const best = nearestColour(palette, L, A, B, k)
      graph.colors[r] = best
      acc[best * 4] = (acc[best * 4] as number) + (sums[r * 3] as number)
      acc[best * 4 + 1] = (acc[best * 4 + 1] as number) + (sums[r * 3 + 1] as number)
      acc[best * 4 + 2] = (acc[best * 4 + 2] as number) + (sums[r * 3 + 2] as number)
      acc[best * 4 + 3] = (acc[best * 4 + 3] as number) + area
    }
    if (iter === iterations - 1) break
    for (let c = 0; c < k; c++) {
      const n = acc[c * 4 + 3] as number
      if (n === 0) continue
      for (let j = 0; j < 3; j++) palette[c * 3 + j] = (acc[c * 4 + j] as number) / n
    }
  }
  return palette
}
