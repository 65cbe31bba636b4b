import { settleBorders } from './border-pixels'
import { components, dissolveSpecks } from './components'
import { regionDistance } from './distance'
import { firstDistances } from './first-distances'
import { medianColours } from './median-colours'
import {
  mergeSmallest,
  mergeSurplus,
  mergeThin,
  type PixelState,
  refreshDistance,
  settleDistance,
} from './merges'
import { openRegions } from './open-regions'
import { refinePalette, TWIN_DELTA_E } from './refine'
import { fitRegionColours } from './region-colours'
import { RegionGraph } from './region-graph'
import { keepShadeSteps } from './shade-steps'
import { splitCells } from './split-cells'

export interface SegmentOptions {
  /** OKLab palette (3 floats a colour): merges go to the neighbour of the nearest colour. */
  readonly paletteLab: Float32Array
  /**
   * Regions smaller than this (pixels) are merged away, smallest first, after the regions are cut
   * at the finest grain a label allows: so a smaller minimum never gives fewer regions.
   */
  readonly minArea: number
  /** Regions whose widest inscribed circle is narrower than this radius (px) are merged away. */
  readonly minRadius: number
  /**
   * Narrowest part a region may have (px): thinner arms, teeth and necks go to their neighbours
   * (see `openRegions`). Default none.
   */
  readonly minWidth?: number
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
  /** Colours closer than this (CIEDE2000) become one (default TWIN_DELTA_E). */
  readonly twinDeltaE?: number
  /** Seeds the cells' jittered grid (default 1). */
  readonly seed?: number
  /** Called between steps; throw from it to stop. */
  readonly onStep?: (fraction: number) => void
  /**
   * Join the neighbours that the merges leave with one colour (flat art, where a colour is exact:
   * a shape merged away can make two areas of one colour meet, and side by side they are one area
   * to paint). Default false.
   */
  readonly joinSameColour?: boolean
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
  const { lab, minArea } = options
  const twinDeltaE = options.twinDeltaE ?? TWIN_DELTA_E
  // The finest grain: the area of the smallest label's circle. Cutting always starts there and
  // larger minimums merge on from it, which keeps the region count monotonic in `minArea`.
  const fineArea = Math.PI * options.minRadius ** 2
  const map = new Uint8Array(indices)
  // One picture-sized scratch buffer serves every stage below (flood stacks and queues, distance
  // grids): allocating and dropping such buffers again and again bloats the process.
  const scratch = new Int32Array(width * height)
  let cc = components(map, width, height, undefined, scratch)
  const colours = lab && { lab, paletteLab: options.paletteLab }
  if (dissolveSpecks(map, cc, width, speckArea(fineArea, width * height), scratch, colours))
    cc = components(map, width, height, cc.labels, scratch)
  step(0.2)
  let graph = new RegionGraph(cc.labels, cc.colors, cc.areas, options.paletteLab, width, height)
  if (lab) graph.trackMeans(lab)
  mergeSmallest(graph, (r) => (graph.areas[r] as number) < fineArea)
  let paletteLab = options.paletteLab
  if (lab) {
    paletteLab = refinePalette(graph, paletteLab, 4, options.twinDeltaE)
    graph.setPalette(paletteLab)
    graph.mergeSameColour()
  }
  // Pixels are relabelled with their regions' roots in place: a root stays a valid id for `find`.
  const labels = cc.labels
  graph.rootLabels(labels)
  // The distances' buffer, lent to the opening meanwhile.
  const distance = new Float32Array(width * height)
  if (options.minWidth !== undefined && options.minWidth > 1) {
    // Union never makes a part thinner, so once opened, the merges below keep regions open.
    const colours = graph.colors
    openRegions(labels, width, height, {
      minWidth: options.minWidth,
      colors: colours,
      paletteLab,
      lab,
      scratch,
      scratch2: new Int32Array(distance.buffer),
    })
    for (let p = 0; p < map.length; p++) map[p] = colours[labels[p] as number] as number
    cc = components(map, width, height, labels, scratch)
    graph = new RegionGraph(labels, cc.colors, cc.areas, paletteLab, width, height)
    if (lab) graph.trackMeans(lab)
    const opened = graph
    mergeSmallest(opened, (r) => (opened.areas[r] as number) < fineArea)
    graph.rootLabels(labels)
  }
  step(0.4)
  const state: PixelState = {
    labels,
    width,
    height,
    distance,
    stale: new Set(),
    grid: new Float32Array(scratch.buffer),
  }
  firstDistances(graph, state, options.minRadius)
  mergeThin(graph, state, options.minRadius, (round) =>
    step(0.5 + 0.35 * Math.min(1, (round + 1) / 3)),
  )
  if (lab) {
    // Thin regions have moved: fit the palette once more to what is left.
    paletteLab = refinePalette(graph, paletteLab, 4, options.twinDeltaE)
    joinSameColour(graph, paletteLab, state)
  }
  const alive = graph.alive
  mergeSmallest(graph, (r) => (graph.areas[r] as number) < minArea, state)
  if (options.maxRegions !== undefined) mergeSurplus(graph, state, options.maxRegions)
  // Move the colours to the means of what is left, keeping which region has which: a new
  // assignment could make neighbours of one colour again.
  if (lab && graph.alive < alive) {
    paletteLab = refinePalette(graph, paletteLab, 1, options.twinDeltaE)
    // Colours that moved into near-twins became one: their regions side by side become one too.
    joinSameColour(graph, paletteLab, state)
  }
  // The width borders are settled to (see settle); hard's cells draw borders of their own
  // afterwards, so there the borders are left as they are.
  const settleWidth = options.cellArea === undefined ? options.minWidth : undefined
  // Settling moves the colours to their medians last itself; moving them before too costs a pass
  // over the picture and gains nothing (median CIEDE2000 of the 16 photos 4.980 with, 4.974
  // without; means 5.690 and 5.693).
  if (lab && settleWidth === undefined)
    paletteLab = medianColours(labels, graph.colors, lab, paletteLab, twinDeltaE)
  if (options.joinSameColour) joinSameColour(graph, paletteLab, state)
  settleDistance(graph, state)
  if (lab && settleWidth !== undefined)
    paletteLab = settle(graph, state, lab, paletteLab, { ...options, minWidth: settleWidth })
  const { count, colors, areas } = denseLabels(graph, labels)
  const seg = { labels, count, colors, areas, distance, paletteLab }
  if (options.cellArea === undefined || !lab) return seg
  step(0.9)
  return cutCells(seg, map, width, height, { ...options, cellArea: options.cellArea, lab }, scratch)
}

/**
 * Border pixels go to the neighbour whose colour fits them better (see settleBorders), the
 * regions' colours are fitted again (see fitRegionColours), and the palette moves to the medians
 * of what each colour now paints. Answers the palette; the distances are measured again.
 */
function settle(
  graph: RegionGraph,
  state: PixelState,
  lab: Float32Array,
  paletteLab: Float32Array,
  options: SegmentOptions & { readonly minWidth: number },
): Float32Array {
  const { labels, width, height, distance } = state
  const twinDeltaE = options.twinDeltaE ?? TWIN_DELTA_E
  const moved = settleBorders(labels, width, height, {
    colors: graph.colors,
    paletteLab,
    lab,
    minWidth: options.minWidth,
    distance,
    minRadius: options.minRadius,
    // The distances' scratch grid is free until they are measured again below.
    scratch: new Uint8Array(state.grid.buffer),
    onMove: (p, from, to) => graph.movePixel(p, from, to, lab, width),
  })
  const fitted = fitRegionColours(graph, paletteLab, twinDeltaE)
  if (moved > 0) regionDistance(labels, width, height, distance)
  return medianColours(labels, graph.colors, lab, fitted, twinDeltaE)
}

/**
 * The hard preset's fine grain: regions cut into cells (see `splitCells`), steps in shade between
 * cells kept as edges, cells side by side of one colour joined, and the palette refitted.
 */
function cutCells(
  seg: Segmentation,
  map: Uint8Array,
  width: number,
  height: number,
  options: SegmentOptions & { readonly cellArea: number; readonly lab: Float32Array },
  scratch: Int32Array,
): Segmentation {
  const { labels, distance, paletteLab } = seg
  const { lab } = options
  const twinDeltaE = options.twinDeltaE ?? TWIN_DELTA_E
  const cells = splitCells(labels, seg.count, seg.colors, distance, width, height, {
    cellArea: options.cellArea,
    minArea: options.minArea,
    minRadius: options.minRadius,
    lab,
    paletteLab,
    seed: options.seed,
    scratch,
    onStep: (f) => options.onStep?.(0.9 + 0.1 * f),
  })
  // The palette can give cells on either side of a step in the photo's shading one colour: one
  // of them takes the next colour on its side, so the step stays an edge to paint.
  keepShadeSteps(labels, cells.colors, lab, paletteLab, width, height, { step: twinDeltaE })
  // Cells side by side that took one colour are one area to paint, not a mosaic: they join.
  for (let p = 0; p < map.length; p++) map[p] = cells.colors[labels[p] as number] as number
  const joined = components(map, width, height, labels, scratch)
  regionDistance(labels, width, height, distance)
  // The colours move to the regions the cells made, which took colours other than their regions'.
  const refit = medianColours(labels, joined.colors, lab, paletteLab, twinDeltaE)
  return { ...joined, distance, paletteLab: refit }
}

/**
 * Components smaller than this are dissolved pixel by pixel before the region graph is built. A
 * speck is the photo's grain, which gets finer in pixels the more pixels a photo has: past 0.4
 * megapixels the size grows with the picture, so a large picture's graph is not tens of thousands
 * of specks (each a map of neighbours: 15 MB of the process at 1.5 megapixels).
 */
function speckArea(fineArea: number, pixels: number): number {
  return Math.min(40, Math.max(3, Math.floor((fineArea / 10) * Math.max(1, pixels / 393_216))))
}

/** Joins neighbours of one colour (after a palette change), keeping pixels and distances. */
function joinSameColour(graph: RegionGraph, paletteLab: Float32Array, state: PixelState): void {
  graph.setPalette(paletteLab)
  const before = graph.parent.slice()
  graph.mergeSameColour()
  const grown: number[] = []
  for (let r = 0; r < before.length; r++)
    if (before[r] === r && graph.parent[r] !== r) grown.push(r)
  refreshDistance(graph, grown, state)
}

/** Dense ids in reading order, so the same picture always numbers its regions the same way. */
function denseLabels(
  graph: RegionGraph,
  labels: Int32Array,
): { count: number; colors: Int32Array; areas: Int32Array } {
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
  return { count, colors: colors.slice(0, count), areas: areas.slice(0, count) }
}
