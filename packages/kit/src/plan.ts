import type { ProgressCallback, Puzzle, RgbaImage } from '@huey/pbn'
import { hexDeltaE } from './delta-e'
import { KitError } from './errors'
import { type LegendEntry, legend, paintNames } from './legend'
import { type PaintSet, paintSet } from './paint-sets'
import { defaultRules, minFontMm, type PrintRules, printPuzzle } from './print-puzzle'
import { mixer } from './recipes'
import { canvasSize, formatSize, orient, paperSize, type SizeMm } from './sizes'
import { checkPaper, type Tiling, tile } from './tiler'

export type KitMode = 'restrict' | 'mix'

/** A kit as people ask for it (the CLI's flags, the app's form). */
export interface KitRequest {
  /** `40x50cm`, `a4`, `300x400mm`... */
  readonly size: string
  /** `a4`, `letter`, `a3` or a custom size. */
  readonly paper: string
  /** A paint set's id, e.g. `acrylic-12`. */
  readonly paints: string
  readonly mode: string
  /** Mix mode: how many colours the picture gets (default 24). */
  readonly colors?: number
  readonly seed?: number
  readonly rules?: PrintRules
}

export interface KitSettings {
  readonly canvas: SizeMm
  readonly paper: SizeMm
  readonly set: PaintSet
  readonly mode: KitMode
  readonly rules: PrintRules
  readonly colors?: number
  readonly seed?: number
}

/** Everything the PDF shows, at the printed scale. */
export interface KitPlan {
  readonly puzzle: Puzzle
  /** Printed size of one puzzle pixel. */
  readonly mmPerPx: number
  /** The canvas, turned to the picture. */
  readonly canvas: SizeMm
  /** The picture on it (it keeps its proportions, so one side may be shorter). */
  readonly picture: SizeMm
  readonly tiling: Tiling
  readonly legend: readonly LegendEntry[]
  readonly set: PaintSet
  readonly mode: KitMode
  readonly rules: PrintRules
  /** The colour each number dries to: the paint itself, or the recipe's mix. */
  readonly painted: readonly string[]
}

/**
 * Checks a request whole before any work: size, paper, paint set and mode.
 *
 * @example
 * const settings = kitSettings({ size: '40x50cm', paper: 'a4', paints: 'acrylic-12', mode: 'mix' })
 */
export function kitSettings(request: KitRequest): KitSettings {
  const canvas = canvasSize(request.size)
  const paper = paperSize(request.paper)
  checkPaper(paper)
  const set = paintSet(request.paints)
  if (request.mode !== 'restrict' && request.mode !== 'mix') {
    throw new KitError('invalid-mode', `Unknown mode "${request.mode}": choose restrict or mix.`)
  }
  return {
    canvas,
    paper,
    set,
    mode: request.mode,
    rules: request.rules ?? defaultRules,
    colors: request.colors,
    seed: request.seed,
  }
}

/**
 * Where a picture of `width` x `height` px lands on the canvas, in mm.
 *
 * @example
 * placePicture(settings, 4000, 3000) // { canvas: 50x40 cm, picture: 50x37.5 cm }
 */
export function placePicture(
  settings: KitSettings,
  width: number,
  height: number,
): { canvas: SizeMm; picture: SizeMm } {
  const canvas = orient(settings.canvas, width, height)
  const scale = Math.min(canvas.width / width, canvas.height / height)
  return { canvas, picture: { width: width * scale, height: height * scale } }
}

/**
 * A kit from a photo, its puzzle made for the printed size. `image` is the photo already
 * resized to `workingSize(placePicture(...).picture)`.
 *
 * @example
 * const plan = kitFromPhoto(image, settings, (stage, f) => bar(stage, f))
 */
export function kitFromPhoto(
  image: RgbaImage,
  settings: KitSettings,
  onProgress?: ProgressCallback,
  signal?: { readonly aborted: boolean },
): KitPlan {
  const { canvas, picture } = placePicture(settings, image.width, image.height)
  const mmPerPx = picture.width / image.width
  const puzzle = printPuzzle(image, {
    mmPerPx,
    rules: settings.rules,
    palette: settings.mode === 'restrict' ? settings.set.paints.map((p) => p.hex) : undefined,
    colors: settings.colors,
    seed: settings.seed,
    onProgress,
    signal,
  })
  return finishPlan(puzzle, settings, canvas, picture, mmPerPx)
}

/**
 * A kit from a finished puzzle (a gallery picture, an own work), printed at the chosen size. Its
 * regions are as they are, so a size too small for its smallest numbers is refused with the size
 * that would do. In restrict mode each colour becomes the set's nearest paint (CIEDE2000).
 *
 * @example
 * const plan = kitFromPuzzle(fromSvg(svgData), settings)
 */
export function kitFromPuzzle(given: Puzzle, settings: KitSettings): KitPlan {
  const { canvas, picture } = placePicture(settings, given.width, given.height)
  const mmPerPx = picture.width / given.width
  let smallest = Number.POSITIVE_INFINITY
  for (const r of given.regions)
    for (const l of [r.label, ...(r.extraLabels ?? [])]) smallest = Math.min(smallest, l.size)
  const font = minFontMm(settings.rules)
  if (smallest * mmPerPx < font) {
    const grow = font / (smallest * mmPerPx)
    const cm = (mm: number) => Math.ceil((mm * grow) / 10)
    const suggested = `${cm(canvas.width)}x${cm(canvas.height)}`
    const tallest = (smallest * mmPerPx * settings.rules.minNumberMm) / font
    throw new KitError(
      'size-too-small',
      `${formatSize(canvas)} is too small for this picture's regions: its smallest numbers would be ${tallest.toFixed(1)} mm tall (${settings.rules.minNumberMm} mm needed); choose ${suggested} cm or larger.`,
      `${suggested}cm`,
      {
        width: Math.round(canvas.width) / 10,
        height: Math.round(canvas.height) / 10,
        numberMm: Number(tallest.toFixed(1)),
        neededMm: settings.rules.minNumberMm,
        suggestedWidth: cm(canvas.width),
        suggestedHeight: cm(canvas.height),
      },
    )
  }
  const puzzle = settings.mode === 'restrict' ? toPaints(given, settings.set) : given
  return finishPlan(puzzle, settings, canvas, picture, mmPerPx)
}

/** The puzzle on the set's paints: palette = the set, each region on its colour's nearest paint. */
function toPaints(puzzle: Puzzle, set: PaintSet): Puzzle {
  const paint = puzzle.palette.map((hex) => {
    let best = 0
    let bestD = Number.POSITIVE_INFINITY
    set.paints.forEach((p, i) => {
      const d = hexDeltaE(hex, p.hex)
      if (d < bestD) {
        bestD = d
        best = i
      }
    })
    return best
  })
  return {
    ...puzzle,
    palette: set.paints.map((p) => p.hex),
    regions: puzzle.regions.map((r) => ({ ...r, color: paint[r.color] as number })),
  }
}

function finishPlan(
  puzzle: Puzzle,
  settings: KitSettings,
  canvas: SizeMm,
  picture: SizeMm,
  mmPerPx: number,
): KitPlan {
  const { set, mode } = settings
  const recipeFor = mode === 'mix' ? mixer(set) : undefined
  const recipes = recipeFor ? puzzle.palette.map((hex) => recipeFor(hex)) : undefined
  const entries = legend(puzzle, mmPerPx, {
    name: recipes ? (color) => `Mix ${color + 1}` : paintNames(set),
    ...(recipes
      ? { recipe: (color: number) => recipes[color] as NonNullable<typeof recipes>[number] }
      : {}),
  })
  return {
    puzzle,
    mmPerPx,
    canvas,
    picture,
    tiling: tile(picture, settings.paper),
    legend: entries,
    set,
    mode,
    rules: settings.rules,
    painted: recipes ? recipes.map((r) => r.hex) : puzzle.palette,
  }
}
