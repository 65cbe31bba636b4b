import {
  createPuzzle,
  hexToRgb,
  imageToOklab,
  label,
  mapToPalette,
  PbnError,
  type ProgressCallback,
  type Puzzle,
  type RgbaImage,
  radiusForLabel,
  rgbToOklab,
  segment,
  smoothLab,
  trace,
} from '@huey/pbn'
import type { SizeMm } from './sizes'

/** What "paintable" means on paper. */
export interface PrintRules {
  /** Height of the printed digits, mm (default 2). */
  readonly minNumberMm: number
  /** Narrowest part of a region, mm (default 3: a fine brush's stroke). */
  readonly minWidthMm: number
  /** Smallest region, mm² (default 25: a 5 mm square). */
  readonly minRegionMm2: number
}

export const defaultRules: PrintRules = { minNumberMm: 2, minWidthMm: 3, minRegionMm2: 25 }

/** Height of the kit font's digits per unit of font size (Roboto's: 1456 of 2048 units). */
export const DIGIT_HEIGHT = 1456 / 2048

/** The font size (mm) whose digits are `minNumberMm` tall. */
export const minFontMm = (rules: PrintRules) => rules.minNumberMm / DIGIT_HEIGHT

/** Pixels the engine works on for a kit: enough for the smallest number, few enough to be quick. */
const WORKING_PIXELS = 1_200_000

/**
 * The size (px) to give the engine for a picture printed `picture` mm large, and the mm a pixel
 * then covers. The caller resizes the photo to it with its own tools (sharp, a canvas).
 *
 * @example
 * workingSize({ width: 400, height: 500 }) // { width: 980, height: 1225, mmPerPx: 0.408 }
 */
export function workingSize(picture: SizeMm): { width: number; height: number; mmPerPx: number } {
  const pxPerMm = Math.min(8, Math.sqrt(WORKING_PIXELS / (picture.width * picture.height)))
  const width = Math.max(1, Math.round(picture.width * pxPerMm))
  const height = Math.max(1, Math.round(picture.height * pxPerMm))
  return { width, height, mmPerPx: picture.width / width }
}

export interface PrintPuzzleOptions {
  readonly mmPerPx: number
  readonly rules: PrintRules
  /** The paints' colours: every region gets one of them, numbered as they are listed. */
  readonly palette?: readonly string[]
  /** Without a fixed palette: how many colours the engine picks (default 24). */
  readonly colors?: number
  readonly seed?: number
  readonly onProgress?: ProgressCallback
  readonly signal?: { readonly aborted: boolean }
}

/**
 * A puzzle made for paper: the smallest number, width and region are set in millimetres and
 * turned into the engine's pixel options. With a fixed `palette` the engine's stages run on those colours
 * alone (no palette of its own, no refit), so a colour's number is its paint's number in the set.
 *
 * @example
 * const puzzle = printPuzzle(image, { mmPerPx: 0.28, rules: defaultRules, colors: 24 })
 */
export function printPuzzle(image: RgbaImage, options: PrintPuzzleOptions): Puzzle {
  const { mmPerPx, rules } = options
  const minLabelSize = Math.ceil((minFontMm(rules) / mmPerPx) * 2) / 2
  const pixels = image.width * image.height
  // The engine takes widths up to 64 px; at that many px a mm, 3 mm is wider than any label needs.
  const minWidth = Math.min(64, Math.max(1, rules.minWidthMm / mmPerPx))
  const minArea = Math.max(
    rules.minRegionMm2 / (mmPerPx * mmPerPx),
    Math.PI * radiusForLabel(minLabelSize, 2) ** 2,
  )
  if (!options.palette) {
    return createPuzzle(image, {
      colors: options.colors ?? 24,
      seed: options.seed,
      minLabelSize,
      minWidth,
      minAreaRatio: minArea / pixels,
      onProgress: options.onProgress,
      signal: options.signal,
    }).puzzle
  }
  return fixedPalettePuzzle(image, options.palette, { minLabelSize, minArea, minWidth }, options)
}

function fixedPalettePuzzle(
  image: RgbaImage,
  palette: readonly string[],
  limits: { readonly minLabelSize: number; readonly minArea: number; readonly minWidth: number },
  options: PrintPuzzleOptions,
): Puzzle {
  const { minLabelSize, minArea, minWidth } = limits
  const { width, height } = image
  const pixels = width * height
  const report: ProgressCallback = (stage, fraction) => {
    if (options.signal?.aborted) throw new PbnError('aborted', 'The kit was cancelled.')
    options.onProgress?.(stage, fraction)
  }
  report('smooth', 0)
  const lab = imageToOklab(image.data, pixels)
  smoothLab(lab, width, height, 2)
  report('quantize', 0)
  const paletteLab = new Float32Array(palette.length * 3)
  palette.forEach((hex, i) => {
    rgbToOklab(...hexToRgb(hex), paletteLab, i * 3)
  })
  const indices = mapToPalette(lab, pixels, paletteLab)
  report('segment', 0)
  const seg = segment(indices, width, height, {
    paletteLab,
    minArea,
    minRadius: radiusForLabel(minLabelSize, 2),
    minWidth,
    onStep: (f) => report('segment', f),
  })
  report('trace', 0)
  const paths = trace(seg.labels, seg.count, width, height)
  report('label', 0)
  const labels = label(seg.labels, seg.distance, seg.count, seg.colors, width)
  report('label', 1)
  return {
    width,
    height,
    palette,
    regions: paths.map((path, i) => ({
      id: i + 1,
      color: seg.colors[i] as number,
      path,
      label: labels[i] as Puzzle['regions'][number]['label'],
      area: seg.areas[i] as number,
    })),
  }
}
