import { imageToOklab, oklabToRgb, rgbToHex } from './color'
import { PbnError } from './errors'
import { fitPaints } from './fit/fit-paints'
import { extraLabels } from './label/extra-labels'
import { fitLabel, LABEL_MARGIN, label, radiusForLabel } from './label/label'
import { type PuzzleOptions, resolveOptions, roomFor, type Settings } from './puzzle-options'
import { quantize } from './quantize/quantize'
import { smoothLab } from './quantize/smooth'
import { aimAtRegions } from './region-count'
import { renderFinishedOverDistances } from './render'
import { type Segmentation, segment } from './segment/segment'
import { trace } from './trace/trace'
import type { Label, Puzzle, Region, RgbaImage, Stage } from './types'

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

/**
 * Turns a photo into a puzzle: smooth, quantize, segment, trace, label.
 *
 * @example
 * const { puzzle } = createPuzzle({ data, width, height }, { preset: 'medium', seed: 7 })
 */
export function createPuzzle(given: RgbaImage, options: PuzzleOptions = {}): PuzzleResult {
  const { regions } = options
  if (regions === undefined || !Number.isInteger(regions) || regions < 1)
    return makePuzzle(given, options)
  return aimAtRegions(
    (aim, enlarge) =>
      makePuzzle(given, {
        ...options,
        regions: aim,
        ...(enlarge === true ? { minRegions: regions } : {}),
        ...(typeof enlarge === 'number' ? { minPixels: enlarge } : {}),
      }),
    regions,
  )
}

/** One try at a puzzle (createPuzzle aims `regions` with a few). */
function makePuzzle(given: RgbaImage, options: PuzzleOptions): PuzzleResult {
  const settings = resolveOptions(given, options)
  const { image } = settings
  const { width, height, data } = image
  const pixels = width * height
  const timings: Record<Stage, number> = { smooth: 0, quantize: 0, segment: 0, trace: 0, label: 0 }
  let clock = performance.now()
  const report = (stage: Stage, fraction: number) => {
    if (settings.signal?.aborted) throw new PbnError('aborted', 'The puzzle was cancelled.')
    settings.onProgress?.(stage, fraction)
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
  const lab = imageToOklab(data, pixels)
  if (settings.smoothing > 0) smoothLab(lab, width, height, settings.smoothing)
  done('smooth')

  report('quantize', 0)
  const quantized = quantize(lab, pixels, { colors: settings.colors, seed: settings.seed })
  done('quantize')

  report('segment', 0)
  const cut: Segmentation = segment(quantized.indices, width, height, {
    paletteLab: quantized.paletteLab,
    minArea: settings.minArea,
    minRadius: settings.minRadius,
    minWidth: settings.minWidth,
    maxRegions: settings.maxRegions,
    cellArea: settings.cellArea,
    twinDeltaE: settings.twinDeltaE,
    seed: settings.seed,
    lab,
    onStep: (f) => report('segment', f),
  })
  const larger = roomFor(settings, cut.count)
  if (larger !== undefined) {
    done('segment')
    return again(given, options, larger, timings)
  }
  // The OKLab buffer is smoothed and spent: the paints' fit to the photo tallies in it.
  const paletteLab = fitPaints(cut, data, width, {
    twinDeltaE: settings.twinDeltaE,
    scratch: lab.buffer as ArrayBuffer,
  })
  const seg: Segmentation = { ...cut, paletteLab }
  done('segment')
  const palette = numberPalette(seg)

  report('trace', 0)
  // The OKLab buffer is spent: the outlines are walked in it rather than in new memory.
  const paths = trace(seg.labels, seg.count, width, height, { scratch: lab.buffer as ArrayBuffer })
  done('trace')

  report('label', 0)
  const regions = placeLabels(seg, paths, width, settings)
  done('label')

  const finished = renderFinishedOverDistances(seg, palette)
  return {
    puzzle: { width, height, palette, regions },
    image,
    finished,
    regionMap: seg.labels,
    timings,
  }
}

/** The puzzle made again at `pixels` (see `minRegions`), the first try's time counted in. */
function again(
  given: RgbaImage,
  options: PuzzleOptions,
  pixels: number,
  spent: Readonly<Record<Stage, number>>,
): PuzzleResult {
  const result = makePuzzle(given, { ...options, minPixels: pixels, minRegions: 0 })
  const timings = { ...result.timings }
  for (const stage of Object.keys(timings) as Stage[]) timings[stage] += spent[stage]
  return { ...result, timings }
}

/**
 * The palette as people see it: merging can leave colours without a region, which are dropped so
 * every number has something to paint; lightest first, so numbers read from light to dark.
 * Renumbers the regions' colours in place.
 */
function numberPalette(seg: Segmentation): string[] {
  const refined = seg.paletteLab
  const used = [...new Set(seg.colors)].sort(
    (a, b) => (refined[b * 3] as number) - (refined[a * 3] as number) || a - b,
  )
  const renumber = new Map(used.map((c, i) => [c, i]))
  for (let r = 0; r < seg.count; r++)
    seg.colors[r] = renumber.get(seg.colors[r] as number) as number
  return used.map((c) =>
    rgbToHex(
      ...oklabToRgb(
        refined[c * 3] as number,
        refined[c * 3 + 1] as number,
        refined[c * 3 + 2] as number,
      ),
    ),
  )
}

/** The regions with their outlines and labels: one at each pole, more on large or long ones. */
function placeLabels(
  seg: Segmentation,
  paths: readonly string[],
  width: number,
  settings: Settings,
): Region[] {
  const labels = label(seg.labels, seg.distance, seg.count, seg.colors, width, {
    margin: LABEL_MARGIN,
  })
  const digits = (r: number) => String((seg.colors[r] as number) + 1).length
  const extra = extraLabels(seg.labels, seg.distance, seg.count, width, labels, {
    spacing: settings.labelSpacing,
    minRadius: radiusForLabel(settings.minLabel, 2, LABEL_MARGIN) - 0.5,
    fit: (r, radius, x, y) =>
      fitLabel(radius, x, y, digits(r), LABEL_MARGIN, (labels[r] as Label).size),
  })
  return paths.map((path, i) => ({
    id: i + 1,
    color: seg.colors[i] as number,
    path,
    label: labels[i] as Label,
    ...((extra[i] as Label[]).length > 0 ? { extraLabels: extra[i] } : {}),
    area: seg.areas[i] as number,
  }))
}
