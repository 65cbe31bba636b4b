import { imageToOklab, oklabToRgb, rgbToHex } from './color'
import { enlarge } from './enlarge'
import { PbnError } from './errors'
import { label, radiusForLabel } from './label/label'
import { quantize } from './quantize/quantize'
import { smoothLab } from './quantize/smooth'
import { renderFinished } from './render'
import { type Segmentation, segment } from './segment/segment'
import { trace } from './trace/trace'
import type { ProgressCallback, Puzzle, Region, RgbaImage, Stage } from './types'

export type Preset = 'easy' | 'medium' | 'hard'

export interface PuzzleOptions {
  /** Palette size, 4 to 64 (default 24; presets set their own). */
  readonly colors?: number
  readonly seed?: number
  /** Smallest region as a share of the image (default 0.0004, i.e. 0.04%). */
  readonly minAreaRatio?: number
  /** Smallest label font size in px (default 6): regions too thin for it are merged away. */
  readonly minLabelSize?: number
  readonly maxRegions?: number
  /**
   * Narrowest part a region may have, in px at the puzzle's size (default 5: a brush's width, or a
   * fingertip's on a phone). Thinner arms, teeth and necks go to their neighbours. For print, pass
   * the brush's width in mm times the pixels per mm.
   */
  readonly minWidth?: number
  /**
   * Fine grain: regions of at least twice this share of the image are cut into cells about this
   * big, along the photo's shading (the hard preset; default none). Never below what a label needs.
   */
  readonly cellAreaRatio?: number
  /**
   * Smaller images are enlarged to this many pixels first (the hard preset: its 1,500 to 4,000
   * regions each need room for a 6 px number, which a 0.4 megapixel photo does not have).
   * The puzzle is then at the enlarged size.
   */
  readonly minPixels?: number
  /** Passes of edge-preserving smoothing before quantizing (default 2, 0 for none). */
  readonly smoothing?: number
  readonly preset?: Preset
  readonly onProgress?: ProgressCallback
  /** Cancels at the next stage boundary (an AbortSignal fits). */
  readonly signal?: { readonly aborted: boolean }
}

/**
 * The engine's presets for the catalogue and the create page. `easy`: 12 colours, at most 300
 * regions, numbers at least 8 px. `medium`: 24 colours. `hard`: 36 colours, small regions, and
 * big areas cut into cells: 1,500 to 4,000 regions, on at least a megapixel (smaller photos are
 * enlarged to it). Region counts go easy < medium < hard.
 *
 * @example
 * createPuzzle(image, { ...presets.hard, seed: 3 })
 */
export const presets: Readonly<Record<Preset, Readonly<PuzzleOptions>>> = {
  easy: { colors: 12, maxRegions: 300, minAreaRatio: 0.0015, minLabelSize: 8 },
  medium: { colors: 24 },
  hard: { colors: 36, minAreaRatio: 0.00012, cellAreaRatio: 0.00026, minPixels: 1_000_000 },
}

export interface PuzzleResult {
  readonly puzzle: Puzzle
  /** The image the puzzle was made from: the one given, or its enlargement (see `minPixels`). */
  readonly image: RgbaImage
  /** The finished painting, RGBA at the puzzle's size. */
  readonly finished: Uint8ClampedArray
  /** The region of every pixel (region id - 1), row by row. */
  readonly regionMap: Int32Array
  /** Milliseconds spent in each stage. */
  readonly timings: Readonly<Record<Stage, number>>
}

const MAX_PIXELS = 40_000_000

/**
 * Turns a photo into a puzzle: smooth, quantize, segment, trace, label.
 *
 * @example
 * const { puzzle } = createPuzzle({ data, width, height }, { preset: 'medium', seed: 7 })
 */
export function createPuzzle(given: RgbaImage, options: PuzzleOptions = {}): PuzzleResult {
  // Options left undefined (as a CLI passes flags it was not given) keep the preset's values.
  const set = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined))
  const opts: PuzzleOptions = {
    ...presets.medium,
    ...(options.preset ? presets[options.preset] : {}),
    ...set,
  }
  const { width: w, height: h } = given
  if (!Number.isInteger(w) || !Number.isInteger(h) || w < 1 || h < 1) {
    throw new PbnError('invalid-image', 'The image has no pixels.')
  }
  if (w * h > MAX_PIXELS) {
    throw new PbnError('invalid-image', `The image is too large (over ${MAX_PIXELS} pixels).`)
  }
  if (given.data.length !== w * h * 4) {
    throw new PbnError('invalid-image', 'The pixel data does not match the width and height.')
  }
  if (opts.minPixels !== undefined && !(opts.minPixels >= 0 && opts.minPixels <= MAX_PIXELS)) {
    throw new PbnError('invalid-option', `minPixels must be from 0 to ${MAX_PIXELS}.`)
  }
  const image = opts.minPixels === undefined ? given : enlarge(given, opts.minPixels)
  const { width, height, data } = image
  const colors = opts.colors ?? 24
  if (!Number.isInteger(colors) || colors < 4 || colors > 64) {
    throw new PbnError('invalid-option', 'colors must be a whole number from 4 to 64.')
  }
  const minWidth = opts.minWidth ?? 5
  if (!(minWidth >= 1 && minWidth <= 64)) {
    throw new PbnError('invalid-option', 'minWidth must be from 1 to 64 px.')
  }
  if (opts.maxRegions !== undefined && !(opts.maxRegions >= 1)) {
    throw new PbnError('invalid-option', 'maxRegions must be at least 1.')
  }
  const pixels = width * height
  const timings: Record<Stage, number> = { smooth: 0, quantize: 0, segment: 0, trace: 0, label: 0 }
  let clock = performance.now()
  const report = (stage: Stage, fraction: number) => {
    if (opts.signal?.aborted) throw new PbnError('aborted', 'The puzzle was cancelled.')
    opts.onProgress?.(stage, fraction)
  }
  const done = (stage: Stage) => {
    const now = performance.now()
    timings[stage] = now - clock
    clock = now
    report(stage, 1)
  }

  report('smooth', 0)
  // One picture-sized OKLab buffer, smoothed in place: the palette, the merges and the refit all
  // read it (the smoothed picture keeps the photo's means, and a second copy would cost 19 MB at
  // 1.5 megapixels).
  let lab: Float32Array | undefined = imageToOklab(data, pixels)
  const smoothing = opts.smoothing ?? 2
  if (smoothing > 0) smoothLab(lab, width, height, smoothing)
  done('smooth')

  report('quantize', 0)
  const quantized = quantize(lab, pixels, {
    colors,
    seed: opts.seed ?? 1,
  })
  done('quantize')

  report('segment', 0)
  const minLabel = opts.minLabelSize ?? 6
  const minRadius = radiusForLabel(minLabel, 2)
  const minArea = Math.max(Math.PI * minRadius * minRadius, (opts.minAreaRatio ?? 0.0004) * pixels)
  const seg: Segmentation = segment(quantized.indices, width, height, {
    paletteLab: quantized.paletteLab,
    minArea,
    minRadius,
    minWidth,
    maxRegions: opts.maxRegions,
    cellArea:
      opts.cellAreaRatio === undefined
        ? undefined
        : Math.max(opts.cellAreaRatio * pixels, 1.5 * minArea, (2 * minRadius + 4) ** 2),
    seed: opts.seed ?? 1,
    lab,
    onStep: (f) => report('segment', f),
  })
  lab = undefined
  done('segment')

  // Merging can leave palette colours without a region: drop them, so every number has something to paint.
  // Lightest first, so numbers on the palette read from light to dark.
  const refined = seg.paletteLab
  const used = [...new Set(seg.colors)].sort(
    (a, b) => (refined[b * 3] as number) - (refined[a * 3] as number) || a - b,
  )
  const renumber = new Map(used.map((c, i) => [c, i]))
  for (let r = 0; r < seg.count; r++)
    seg.colors[r] = renumber.get(seg.colors[r] as number) as number
  const palette = used.map((c) =>
    rgbToHex(
      ...oklabToRgb(
        refined[c * 3] as number,
        refined[c * 3 + 1] as number,
        refined[c * 3 + 2] as number,
      ),
    ),
  )

  report('trace', 0)
  const paths = trace(seg.labels, seg.count, width, height)
  done('trace')

  report('label', 0)
  const labels = label(seg.labels, seg.distance, seg.count, seg.colors, width)
  const regions: Region[] = paths.map((path, i) => ({
    id: i + 1,
    color: seg.colors[i] as number,
    path,
    label: labels[i] as Region['label'],
    area: seg.areas[i] as number,
  }))
  done('label')

  // The distances are spent once labelled: the painting reuses their buffer (4 bytes a pixel too).
  const finished = renderFinished(
    seg.labels,
    seg.colors,
    palette,
    new Uint8ClampedArray(seg.distance.buffer, seg.distance.byteOffset, width * height * 4),
  )
  return {
    puzzle: { width, height, palette, regions },
    image,
    finished,
    regionMap: seg.labels,
    timings,
  }
}
