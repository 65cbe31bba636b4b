import { hexToRgb, rgbToOklab } from './color'
import { PbnError } from './errors'
import { label, radiusForLabel } from './label/label'
import { renderFinishedOverDistances } from './render'
import { updateRegionDistances } from './segment/distance'
import { type Segmentation, segment } from './segment/segment'
import { trace } from './trace/trace'
import type { Puzzle, Region } from './types'

/** A picture already in flat colours: each pixel an index into its exact palette. */
export interface IndexedImage {
  /** Palette index of every pixel, row by row. */
  readonly indices: Uint8Array
  readonly width: number
  readonly height: number
  /** The drawing's own colours, `#rrggbb`; at most 256. */
  readonly palette: readonly string[]
}

export interface IndexedPuzzleOptions {
  /** Shapes smaller than this (pixels) are merged into their best neighbour (default 0.0004 of the picture). */
  readonly minArea?: number
  /** Smallest label font size in px (default 6): shapes too thin for it are merged away. */
  readonly minLabelSize?: number
}

export interface IndexedPuzzleResult {
  readonly puzzle: Puzzle
  /** The finished painting, RGBA at the puzzle's size. */
  readonly finished: Uint8ClampedArray
  /** The region of every pixel (region id - 1), row by row. */
  readonly regionMap: Int32Array
}

/**
 * Vector art to puzzle: every connected area of one colour is a region, as drawn. No quantizing and
 * no cells: only shapes too small or too thin for a label go into the neighbour nearest in colour.
 * Then the usual trace (shared borders) and labels.
 *
 * @example
 * const { puzzle } = puzzleFromIndexed({ indices, width, height, palette: ['#ffffff', '#d33f49'] })
 */
export function puzzleFromIndexed(
  image: IndexedImage,
  options: IndexedPuzzleOptions = {},
): IndexedPuzzleResult {
  const { indices, width, height, palette } = image
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new PbnError('invalid-image', 'The image has no pixels.')
  }
  if (indices.length !== width * height) {
    throw new PbnError('invalid-image', 'The indices do not match the width and height.')
  }
  if (palette.length < 1 || palette.length > 256) {
    throw new PbnError('invalid-option', 'The palette must have 1 to 256 colours.')
  }
  const paletteLab = new Float32Array(palette.length * 3)
  for (const [i, hex] of palette.entries()) rgbToOklab(...hexToRgb(hex), paletteLab, i * 3)
  const minRadius = radiusForLabel(options.minLabelSize ?? 6, 2)
  const minArea = Math.max(
    Math.PI * minRadius * minRadius,
    options.minArea ?? 0.0004 * width * height,
  )
  const seg = joinSameColour(
    segment(indices, width, height, { paletteLab, minArea, minRadius }),
    width,
    height,
  )

  // Only colours that still own a region get a number, lightest first as in createPuzzle.
  const used = [...new Set(seg.colors)].sort(
    (a, b) => (paletteLab[b * 3] as number) - (paletteLab[a * 3] as number) || a - b,
  )
  const renumber = new Map(used.map((c, i) => [c, i]))
  for (let r = 0; r < seg.count; r++)
    seg.colors[r] = renumber.get(seg.colors[r] as number) as number
  const puzzlePalette = used.map((c) => palette[c] as string)

  const paths = trace(seg.labels, seg.count, width, height)
  const labels = label(seg.labels, seg.distance, seg.count, seg.colors, width)
  const regions: Region[] = paths.map((path, i) => ({
    id: i + 1,
    color: seg.colors[i] as number,
    path,
    label: labels[i] as Region['label'],
    area: seg.areas[i] as number,
  }))
  const finished = renderFinishedOverDistances(seg, puzzlePalette)
  return {
    puzzle: { width, height, palette: puzzlePalette, regions },
    finished,
    regionMap: seg.labels,
  }
}

/** Root of region `r`, halving the path on the way: every link points to a smaller region. */
function findRegion(parent: Int32Array, r: number): number {
  while (parent[r] !== r) {
    const up = parent[parent[r] as number] as number
    parent[r] = up
    r = up
  }
  return r
}

/**
 * Links every two side-by-side regions of one colour (`parent`, the smaller id as root), in one
 * pass over the pixels; the number of links made.
 */
function linkSameColour(seg: Segmentation, width: number, height: number, parent: Int32Array) {
  const { labels, colors } = seg
  let links = 0
  const link = (a: number, b: number) => {
    const ra = findRegion(parent, a)
    const rb = findRegion(parent, b)
    if (ra === rb) return
    parent[Math.max(ra, rb)] = Math.min(ra, rb)
    links++
  }
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const l = labels[p] as number
      const right = x + 1 < width ? (labels[p + 1] as number) : l
      const below = y + 1 < height ? (labels[p + width] as number) : l
      if (right !== l && colors[right] === colors[l]) link(l, right)
      if (below !== l && colors[below] === colors[l]) link(l, below)
    }
  }
  return links
}

/**
 * A shape merged into a neighbour can make that neighbour touch another area of its colour (a
 * squid's eye gone, its two halves meet): side by side, one colour is one area to paint. Most
 * drawings have none, and then nothing is relabelled; where some join, the regions are joined as
 * regions (ids stay in reading order: a joined region starts where its first part does) and only
 * the joined regions' distances are new (the others keep their edges).
 */
function joinSameColour(seg: Segmentation, width: number, height: number): Segmentation {
  const parent = Int32Array.from({ length: seg.count }, (_, r) => r)
  if (linkSameColour(seg, width, height, parent) === 0) return seg
  const id = new Int32Array(seg.count)
  let count = 0
  for (let r = 0; r < seg.count; r++) {
    const root = findRegion(parent, r)
    id[r] = root === r ? count++ : (id[root] as number)
  }
  const colors = new Int32Array(count)
  const areas = new Int32Array(count)
  const grown = new Set<number>()
  for (let r = 0; r < seg.count; r++) {
    const j = id[r] as number
    colors[j] = seg.colors[r] as number
    areas[j] = (areas[j] as number) + (seg.areas[r] as number)
    if (parent[r] !== r) grown.add(j)
  }
  const labels = seg.labels
  for (let p = 0; p < labels.length; p++) labels[p] = id[labels[p] as number] as number
  updateRegionDistances(labels, width, height, seg.distance, grown, undefined, areas)
  return { labels, count, colors, areas, distance: seg.distance, paletteLab: seg.paletteLab }
}
