import { regionDistance, updateRegionDistances } from './distance'
import type { PixelState } from './merges'
import type { RegionGraph } from './region-graph'

/** Rows looked along for a region's deep pixel: every fourth finds the wide regions. */
const ROW_STEP = 4

/** The pixel offsets (dx, dy flat) closer than `radius` to a pixel. */
function discOffsets(radius: number): Int32Array {
  const reach = Math.ceil(radius)
  const out: number[] = []
  for (let dy = -reach; dy <= reach; dy++)
    for (let dx = -reach; dx <= reach; dx++)
      if (dx * dx + dy * dy < radius * radius) out.push(dx, dy)
  return Int32Array.from(out)
}

/**
 * For each root, a pixel whose whole disc of `radius` lies inside the picture and the region, or
 * -1. Candidates are the middles of long runs on every fourth row; a region without one is simply
 * measured.
 */
function deepPixels(
  labels: Int32Array,
  width: number,
  height: number,
  roots: number,
  radius: number,
): Int32Array {
  const deep = new Int32Array(roots).fill(-1)
  const disc = discOffsets(radius)
  const reach = Math.ceil(radius)
  const inside = (p: number, x: number, l: number) => {
    if (x < reach || x >= width - reach) return false
    for (let k = 0; k < disc.length; k += 2) {
      if (labels[p + (disc[k + 1] as number) * width + (disc[k] as number)] !== l) return false
    }
    return true
  }
  for (let y = reach; y < height - reach; y += ROW_STEP) {
    const row = y * width
    for (let a = 0; a < width; ) {
      const l = labels[row + a] as number
      let b = a + 1
      while (b < width && labels[row + b] === l) b++
      const x = (a + b) >> 1
      if (b - a > 2 * reach && deep[l] === -1 && inside(row + x, x, l)) deep[l] = row + x
      a = b
    }
  }
  return deep
}

/**
 * The distances the thin rounds start from (see `PixelState`), measuring only the regions that
 * might be thin. A region with a pixel whose disc of `minRadius + 1` lies inside it has room for a
 * label (no edge of the region comes nearer that pixel than `minRadius`), so that pixel alone gets
 * a lower bound and the region is left stale, to be measured once after the merges, which often
 * grow it anyway. When the others cover over half the picture, all are measured in one pass.
 */
export function firstDistances(graph: RegionGraph, state: PixelState, minRadius: number): void {
  const { labels, width, height, distance, grid, stale } = state
  const deep = deepPixels(labels, width, height, graph.parent.length, minRadius + 1)
  const measure = new Set<number>()
  let measured = 0
  for (let r = 0; r < graph.parent.length; r++) {
    if (graph.parent[r] !== r || deep[r] !== -1) continue
    measure.add(r)
    measured += graph.areas[r] as number
  }
  if (measured * 2 > width * height) {
    regionDistance(labels, width, height, distance)
    return
  }
  distance.fill(0)
  // A quarter below the bound: the lower bound survives its rounding to 32 bits.
  for (let r = 0; r < deep.length; r++) {
    if (deep[r] === -1) continue
    distance[deep[r] as number] = minRadius - 0.25
    stale.add(r)
  }
  updateRegionDistances(labels, width, height, distance, measure, grid)
}
