import { KitError } from './errors'
import type { SizeMm } from './sizes'

/** One sheet of the outline: the part of the picture it prints, in mm from the picture's top left. */
export interface Tile {
  readonly col: number
  readonly row: number
  /** Column letter and row number, as on a map: `A1` is the top left sheet. */
  readonly name: string
  /** The printed window on the picture (mm); it runs past the picture's edge on the last sheets. */
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  /**
   * The part this sheet owns (mm): the window less half the overlap on sides that have a
   * neighbour. The owned parts cover the picture once, so each number is printed on one sheet.
   */
  readonly own: {
    readonly x0: number
    readonly y0: number
    readonly x1: number
    readonly y1: number
  }
}

export interface Tiling {
  /** The paper as it is fed: portrait or landscape, whichever needs fewer sheets. */
  readonly paper: SizeMm
  readonly margin: number
  readonly overlap: number
  readonly cols: number
  readonly rows: number
  readonly tiles: readonly Tile[]
}

export interface TileOptions {
  /** White border (mm) for the printer, the crop marks and the sheet's coordinates (default 12). */
  readonly margin?: number
  /** How far (mm) neighbouring sheets repeat each other, to glue them (default 10). */
  readonly overlap?: number
}

/** The smallest window (mm) a sheet must print to be worth its paper. */
export const MIN_WINDOW = 60

const columnName = (col: number) =>
  col < 26
    ? String.fromCharCode(65 + col)
    : `${String.fromCharCode(64 + Math.floor(col / 26))}${String.fromCharCode(65 + (col % 26))}`

function count(length: number, window: number, overlap: number): number {
  return length <= window ? 1 : Math.ceil((length - overlap) / (window - overlap))
}

/**
 * Throws unless the paper holds a sheet's margins around the smallest window.
 *
 * @example
 * checkPaper({ width: 210, height: 297 })
 */
export function checkPaper(paper: SizeMm, margin = 12): void {
  if (Math.min(paper.width, paper.height) - 2 * margin >= MIN_WINDOW) return
  const least = Math.ceil(MIN_WINDOW + 2 * margin)
  throw new KitError(
    'paper-too-small',
    `The paper (${Math.round(paper.width)}x${Math.round(paper.height)} mm) is smaller than one tile: a sheet needs at least ${least}x${least} mm (${margin} mm margins around ${MIN_WINDOW} mm of picture); use a4, letter or a3.`,
  )
}

/**
 * Tiles a picture printed at true size over sheets of paper, with overlap, in reading order.
 *
 * @example
 * const { cols, rows, tiles } = tile({ width: 500, height: 700 }, { width: 210, height: 297 })
 */
export function tile(picture: SizeMm, paper: SizeMm, options: TileOptions = {}): Tiling {
  const margin = options.margin ?? 12
  const overlap = options.overlap ?? 10
  checkPaper(paper, margin)
  const short = Math.min(paper.width, paper.height)
  const long = Math.max(paper.width, paper.height)
  const layouts = [
    { width: short, height: long },
    { width: long, height: short },
  ].map((sheet) => {
    const w = sheet.width - 2 * margin
    const h = sheet.height - 2 * margin
    const cols = count(picture.width, w, overlap)
    const rows = count(picture.height, h, overlap)
    return { sheet, w, h, cols, rows }
  })
  const [portrait, landscape] = layouts as [(typeof layouts)[0], (typeof layouts)[0]]
  const best =
    landscape.cols * landscape.rows < portrait.cols * portrait.rows ? landscape : portrait
  const { sheet, w, h, cols, rows } = best
  const tiles: Tile[] = []
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      // A picture that fits on one sheet sits in its middle; tiled ones start at the top left.
      const x = cols === 1 ? (picture.width - w) / 2 : col * (w - overlap)
      const y = rows === 1 ? (picture.height - h) / 2 : row * (h - overlap)
      tiles.push({
        col,
        row,
        name: `${columnName(col)}${row + 1}`,
        x,
        y,
        width: w,
        height: h,
        own: {
          x0: col === 0 ? Number.NEGATIVE_INFINITY : x + overlap / 2,
          y0: row === 0 ? Number.NEGATIVE_INFINITY : y + overlap / 2,
          x1: col === cols - 1 ? Number.POSITIVE_INFINITY : x + w - overlap / 2,
          y1: row === rows - 1 ? Number.POSITIVE_INFINITY : y + h - overlap / 2,
        },
      })
    }
  }
  return { paper: sheet, margin, overlap, cols, rows, tiles }
}

/**
 * The one sheet that prints the number at (x, y) mm on the picture.
 *
 * @example
 * const sheet = ownerOf(tiling, 250, 340)
 */
export function ownerOf(tiling: Tiling, x: number, y: number): Tile {
  const found = tiling.tiles.find(
    (t) => x >= t.own.x0 && x < t.own.x1 && y >= t.own.y0 && y < t.own.y1,
  )
  if (!found) throw new RangeError(`No sheet owns the point (${x}, ${y}).`)
  return found
}
