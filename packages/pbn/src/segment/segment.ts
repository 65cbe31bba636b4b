import { components, dissolveSpecks } from './components'
import { regionDistance, updateRegionDistances } from './distance'
import { MinHeap } from './heap'
import { refinePalette } from './refine'
import { RegionGraph } from './region-graph'
import { splitCells } from './split-cells'

export interface SegmentOptions {
  /** OKLab palette (3 floats a colour): merges go to the neighbour of the nearest colour. */
  readonly paletteLab: Float32Array
  /** Regions smaller than this (pixels) are merged away. */
  readonly minArea: number
  /** Regions whose widest inscribed circle is narrower than this radius (px) are merged away. */
  readonly minRadius: number
  /** Merge the smallest regions until at most this many are left. */
  readonly maxRegions?: number
  /**
   * The picture in OKLab (3 floats a pixel). When given, the palette is refitted to the regions
   * (and regions recoloured), so the finished painting is as close to the picture as it can be.
   */
  readonly lab?: Float32Array
  /**
   * Fine grain (the hard preset): regions of at least twice this area (px) are cut into cells
   * about this big, along the picture's shading. Needs `lab`.
   */
  readonly cellArea?: number
  /** Seeds the cells' jittered grid (default 1). */
  readonly seed?: number
  /** Called between steps; throw from it to stop. */
  readonly onStep?: (fraction: number) => void
}

export interface Segmentation {
  /** Region of every pixel, 0..count-1. */
  readonly labels: Int32Array
  readonly count: number
  /** Palette index of each region. */
  readonly colors: Int32Array
  readonly areas: Int32Array
  /** Distance of every pixel to its region's edge (see regionDistance). */
  readonly distance: Float32Array
  /** The palette in OKLab: the one given, or its refit to the regions when `lab` was given. */
  readonly paletteLab: Float32Array
}

/**
 * Splits the colour-mapped image into connected regions and merges every region too small or too
 * thin to paint into its best-matching neighbour, until none is left. Specks far below the
 * minimum area are dissolved pixel by pixel into the nearest larger region first.
 *
 * @example
 * const seg = segment(indices, width, height, { paletteLab, minArea: 160, minRadius: 5.7 })
 */
export function segment(
  indices: Uint8Array,
  width: number,
  height: number,
  options: SegmentOptions,
): Segmentation {
  const step = options.onStep ?? (() => undefined)
  const map = new Uint8Array(indices)
  // One picture-sized scratch buffer serves every stage below (flood stacks and queues, distance
  // grids): allocating and dropping such buffers again and again bloats the process.
  const scratch = new Int32Array(width * height)
  const grid = new Float32Array(scratch.buffer)
  let cc = components(map, width, height, undefined, scratch)
  const speck = Math.min(40, Math.max(3, Math.floor(options.minArea / 10)))
  if (dissolveSpecks(map, cc, width, speck, scratch))
    cc = components(map, width, height, cc.labels, scratch)
  step(0.2)
  const graph = new RegionGraph(cc.labels, cc.colors, cc.areas, options.paletteLab, width, height)
  if (options.lab) graph.trackMeans(options.lab)
  const mergeSmallest = (tooSmall: (root: number) => boolean) => {
    const heap = new MinHeap()
    for (let r = 0; r < graph.parent.length; r++) {
      if (graph.parent[r] === r && tooSmall(r)) heap.push(graph.areas[r] as number, r)
    }
    while (heap.size > 0) {
      const r = heap.pop()
      if (graph.parent[r] !== r || !tooSmall(r)) continue
      if (!graph.mergeAway(r)) continue
      const into = graph.find(r)
      if (tooSmall(into)) heap.push(graph.areas[into] as number, into)
    }
  }
  mergeSmallest((r) => (graph.areas[r] as number) < options.minArea)
  step(0.4)

  // Pixels are relabelled with their regions' roots in place: a root stays a valid id for `find`.
  const labels = cc.labels
  let paletteLab = options.paletteLab
  if (options.lab) {
    paletteLab = refinePalette(graph, paletteLab)
    graph.setPalette(paletteLab)
    graph.mergeSameColour()
  }
  graph.rootLabels(labels)
  const distance = regionDistance(labels, width, height)
  const radius = new Float32Array(graph.parent.length)
  for (let round = 0; round < 24; round++) {
    radius.fill(0)
    for (let p = 0; p < labels.length; p++) {
      const l = labels[p] as number
      if ((distance[p] as number) > (radius[l] as number)) radius[l] = distance[p] as number
    }
    const thin: number[] = []
    for (let r = 0; r < graph.parent.length; r++) {
      if (graph.parent[r] === r && (radius[r] as number) + 0.5 < options.minRadius) thin.push(r)
    }
    if (thin.length === 0) break
    thin.sort(
      (a, b) =>
        (radius[a] as number) - (radius[b] as number) ||
        (graph.areas[a] as number) - (graph.areas[b] as number),
    )
    const grown: number[] = []
    for (const r of thin) if (graph.parent[r] === r && graph.mergeAway(r)) grown.push(r)
    refreshDistance(graph, grown, labels, width, height, distance, grid)
    step(0.5 + 0.35 * Math.min(1, (round + 1) / 3))
  }
  if (options.maxRegions !== undefined && graph.alive > options.maxRegions) {
    const max = options.maxRegions
    const heap = new MinHeap()
    for (let r = 0; r < graph.parent.length; r++) {
      if (graph.parent[r] === r) heap.push(graph.areas[r] as number, r)
    }
    const grown: number[] = []
    while (graph.alive > max && heap.size > 0) {
      const r = heap.pop()
      if (graph.parent[r] !== r) continue
      if (graph.mergeAway(r)) grown.push(r)
      const into = graph.find(r)
      heap.push(graph.areas[into] as number, into)
    }
    refreshDistance(graph, grown, labels, width, height, distance, grid)
  }
  if (options.lab) {
    // Thin and surplus regions have moved: fit the palette once more to what is left.
    paletteLab = refinePalette(graph, paletteLab)
    graph.setPalette(paletteLab)
    const before = graph.parent.slice()
    graph.mergeSameColour()
    const grown: number[] = []
    for (let r = 0; r < before.length; r++)
      if (before[r] === r && graph.parent[r] !== r) grown.push(r)
    refreshDistance(graph, grown, labels, width, height, distance, grid)
  }
  // Dense ids in reading order, so the same picture always numbers its regions the same way.
  const dense = new Int32Array(graph.parent.length).fill(-1)
  const colors = new Int32Array(graph.alive)
  const areas = new Int32Array(graph.alive)
  let count = 0
  for (let p = 0; p < labels.length; p++) {
    const root = labels[p] as number
    let id = dense[root] as number
    if (id === -1) {
      id = count++
      dense[root] = id
      colors[id] = graph.colors[root] as number
    }
    labels[p] = id
    areas[id] = (areas[id] as number) + 1
  }
  if (options.cellArea !== undefined && options.lab) {
    step(0.9)
    const cells = splitCells(labels, count, colors.slice(0, count), distance, width, height, {
      cellArea: options.cellArea,
      minArea: options.minArea,
      minRadius: options.minRadius,
      lab: options.lab,
      paletteLab,
      seed: options.seed,
      scratch,
      onStep: (f) => step(0.9 + 0.1 * f),
    })
    return { labels, distance, paletteLab, ...cells }
  }
  return {
    labels,
    count,
    colors: colors.slice(0, count),
    areas: areas.slice(0, count),
    distance,
    paletteLab,
  }
}

/**
 * After merges: relabels pixels with their roots and recomputes distances for the regions that
 * grew. Other regions' distances do not change, as their edges stay.
 */
function refreshDistance(
  graph: RegionGraph,
  merged: readonly number[],
  labels: Int32Array,
  width: number,
  height: number,
  distance: Float32Array,
  grid: Float32Array,
): void {
  if (merged.length === 0) return
  graph.rootLabels(labels)
  const roots = new Set(merged.map((r) => graph.find(r)))
  updateRegionDistances(labels, width, height, distance, roots, grid)
}
