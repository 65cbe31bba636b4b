import { hexToRgb, rgbToOklab } from './color'
import { PbnError } from './errors'
import { label, radiusForLabel } from './label/label'
import { renderFinishedOverDistances } from './render'
import { segment } from './segment/segment'
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
  // A shape merged away can make two areas of one colour meet (a squid's eye gone, its two halves
  // meet): they are joined, as one colour side by side is one area to paint.
  const seg = segment(indices, width, height, {
    paletteLab,
    minArea,
    minRadius,
    joinSameColour: true,
  })

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
