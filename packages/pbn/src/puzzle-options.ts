import { enlarge } from './enlarge'
import { PbnError } from './errors'
import { LABEL_MARGIN, radiusForLabel } from './label/label'
import { TWIN_DELTA_E } from './segment/refine'
import type { ProgressCallback, RgbaImage } from './types'

export type Preset = 'easy' | 'medium' | 'hard'

export interface PuzzleOptions {
  /** Palette size, 4 to 64 (default 24; presets set their own). */
  readonly colors?: number
  readonly seed?: number
  /** Smallest region as a share of the image (default 0.0004, i.e. 0.04%). */
  readonly minAreaRatio?: number
  /** Smallest label font size in px (default 6): regions too thin for it are merged away. */
  readonly minLabelSize?: number
  /** Merge the smallest regions until at most this many are left. */
  readonly maxRegions?: number
  /**
   * About this many regions (within a tenth when the picture has that much detail at the
   * smallest label's size): the smallest regions are merged until this many are left. When set,
   * the preset's `minAreaRatio` and `maxRegions` give way to it (ones you pass still apply).
   */
  readonly regions?: number
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
  /**
   * At least this many regions (default none): a picture that gives fewer at its size is
   * made again once, enlarged about as much as that many regions need (at most to 4 megapixels),
   * so its finer edges and shading get room for their numbers. The puzzle is then at that size.
   */
  readonly minRegions?: number
  /**
   * A region gets one more label wherever a point of it is farther than this (px) from all its
   * labels (default a fifth of the puzzle's longer side, at least 60 px).
   */
  readonly labelSpacing?: number
  /**
   * Colours closer than this (CIEDE2000) pass for one paint side by side and become one (default
   * 4, every preset: swatches a painter tells apart on a phone and on paper).
   */
  readonly minColourDifference?: number
  /** Passes of edge-preserving smoothing before quantizing (default 2, 0 for none). */
  readonly smoothing?: number
  readonly preset?: Preset
  readonly onProgress?: ProgressCallback
  /** Cancels at the next stage boundary (an AbortSignal fits). */
  readonly signal?: { readonly aborted: boolean }
}

/**
 * The engine's presets for the catalogue and the create page. `easy`: 12 colours, at most 300
 * regions, numbers at least 8 px. `medium`: 24 colours. `hard`: up to 48 colours (a kit maker's
 * largest set), small regions, and big areas cut along the photo's shading into cells that take
 * their own colours (cells side
 * by side of one colour join again, so flat areas stay whole), on at least a megapixel (smaller
 * photos are enlarged to it) smoothed once. Region counts go easy < medium < hard. In every
 * preset no two colours are closer than CIEDE2000 4.
 *
 * @example
 * createPuzzle(image, { ...presets.hard, seed: 3 })
 */
export const presets: Readonly<Record<Preset, Readonly<PuzzleOptions>>> = {
  easy: { colors: 12, maxRegions: 300, minAreaRatio: 0.0015, minLabelSize: 8 },
  medium: { colors: 24 },
  hard: {
    // Kit makers sell paint sets of 24, 36 and 48; every pair of them kept CIEDE2000 4 apart
    // (the default), so a painter tells each swatch from the next.
    colors: 48,
    minAreaRatio: 0.00012,
    cellAreaRatio: 0.00015,
    minPixels: 1_000_000,
    // Hard works at a megapixel or more, mostly on an enlarged (already soft) photo: one pass
    // keeps more of its shading as regions, and costs half.
    smoothing: 1,
  },
}

const MAX_PIXELS = 40_000_000

/** What createPuzzle works with: the options checked, the preset's filled in, sizes in pixels. */
export interface Settings {
  readonly image: RgbaImage
  readonly colors: number
  readonly seed: number
  readonly smoothing: number
  readonly minWidth: number
  readonly minLabel: number
  /** Inscribed radius (px) the smallest label needs. */
  readonly minRadius: number
  readonly minArea: number
  readonly maxRegions?: number
  readonly minRegions?: number
  readonly cellArea?: number
  readonly labelSpacing: number
  readonly twinDeltaE: number
  readonly onProgress?: ProgressCallback
  readonly signal?: { readonly aborted: boolean }
}

function checkImage(given: RgbaImage): void {
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
}

function check(ok: boolean, message: string): void {
  if (!ok) throw new PbnError('invalid-option', message)
}

/**
 * The options checked and resolved against the preset (medium unless named), the image enlarged
 * when `minPixels` asks for it.
 *
 * @example
 * const settings = resolveOptions(image, { preset: 'easy' })
 */
export function resolveOptions(given: RgbaImage, options: PuzzleOptions): Settings {
  // Options left undefined (as a CLI passes flags it was not given) keep the preset's values.
  const set = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined))
  const preset: PuzzleOptions = {
    ...presets.medium,
    ...(options.preset ? presets[options.preset] : {}),
  }
  const byCount = options.regions !== undefined
  const opts: PuzzleOptions = {
    ...preset,
    ...(byCount ? { minAreaRatio: 0, maxRegions: undefined, minRegions: undefined } : {}),
    ...set,
  }
  checkImage(given)
  const { minPixels, colors = 24, minWidth = 5, minLabelSize: minLabel = 6 } = opts
  check(
    minPixels === undefined || (minPixels >= 0 && minPixels <= MAX_PIXELS),
    `minPixels must be from 0 to ${MAX_PIXELS}.`,
  )
  check(
    Number.isInteger(colors) && colors >= 4 && colors <= 64,
    'colors must be a whole number from 4 to 64.',
  )
  check(minWidth >= 1 && minWidth <= 64, 'minWidth must be from 1 to 64 px.')
  check(
    opts.minColourDifference === undefined ||
      (opts.minColourDifference >= 0 && opts.minColourDifference <= 20),
    'minColourDifference must be from 0 to 20.',
  )
  check(opts.maxRegions === undefined || opts.maxRegions >= 1, 'maxRegions must be at least 1.')
  check(opts.minRegions === undefined || opts.minRegions >= 0, 'minRegions must be at least 0.')
  check(
    opts.regions === undefined || (Number.isInteger(opts.regions) && opts.regions >= 1),
    'regions must be a whole number of at least 1.',
  )
  const image = minPixels === undefined ? given : enlarge(given, minPixels)
  const pixels = image.width * image.height
  const minRadius = radiusForLabel(minLabel, 2, LABEL_MARGIN)
  const minArea = Math.max(Math.PI * minRadius * minRadius, (opts.minAreaRatio ?? 0.0004) * pixels)
  const maxRegions = Math.min(opts.maxRegions ?? Infinity, opts.regions ?? Infinity)
  return {
    image,
    colors,
    seed: opts.seed ?? 1,
    smoothing: opts.smoothing ?? 2,
    minWidth,
    minLabel,
    minRadius,
    minArea,
    maxRegions: Number.isFinite(maxRegions) ? maxRegions : undefined,
    minRegions: opts.minRegions,
    cellArea:
      opts.cellAreaRatio === undefined
        ? undefined
        : Math.max(opts.cellAreaRatio * pixels, 1.5 * minArea, (2 * minRadius + 4) ** 2),
    labelSpacing: opts.labelSpacing ?? Math.max(60, Math.max(image.width, image.height) / 5),
    twinDeltaE: opts.minColourDifference ?? TWIN_DELTA_E,
    onProgress: opts.onProgress,
    signal: opts.signal,
  }
}

/** The most pixels `minRegions` enlarges a picture to. */
const MAX_ROOM = 4_000_000

/**
 * When a picture gave `count` regions, fewer than `minRegions`: the pixels to make it again at, or
 * undefined. Regions grow about as pixels to the power 0.6 on the test photos (kodim03 in hard:
 * 604 at a megapixel, 804 at 1.6), and a tenth more keeps the second try over the mark.
 *
 * @example
 * const larger = roomFor(settings, seg.count) // 1_770_000 for 604 regions at a megapixel
 */
export function roomFor(settings: Settings, count: number): number | undefined {
  const { minRegions, image } = settings
  if (minRegions === undefined || count >= minRegions) return undefined
  const pixels = image.width * image.height
  if (pixels >= MAX_ROOM) return undefined
  const wanted = pixels * (minRegions / Math.max(1, count)) ** (1 / 0.6) * 1.1
  return Math.min(MAX_ROOM, Math.round(wanted))
}
