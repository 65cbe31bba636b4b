import type { Puzzle } from '@huey/pbn'
import { regionPaths } from './region-paths'

/** A puzzle and the regions painted so far: what the colouring screen and a kept work both are. */
export interface Painting {
  readonly puzzle: Puzzle
  readonly filled: ReadonlySet<number>
}

/** Pixels on the long side of a work's thumbnail. */
export const THUMBNAIL_PX = 240
/** Pixels on the long side of a saved or shared picture. */
export const EXPORT_PX = 2048

/** A kept work as a painting: only the ids of regions its puzzle has count as filled. */
export function paintingOf(puzzle: Puzzle, filled: readonly number[]): Painting {
  const ids = new Set(puzzle.regions.map((r) => r.id))
  return { puzzle, filled: new Set(filled.filter((id) => ids.has(id))) }
}

/** A filled region: its colour, and a hairline of it over the seams with its neighbours. */
export function fillRegion(ctx: CanvasRenderingContext2D, path: Path2D, colour: string): void {
  ctx.fillStyle = colour
  ctx.fill(path, 'evenodd')
  ctx.strokeStyle = colour
  ctx.lineWidth = 0.6
  ctx.stroke(path)
}

/**
 * Draws the painting on a context scaled to puzzle units, over white: filled regions in colour,
 * the others as outlines. Yields every `batch` regions, so a caller can spread a big puzzle over
 * several tasks; draining it draws everything at once.
 */
export function* drawPainting(
  ctx: CanvasRenderingContext2D,
  painting: Painting,
  scale: number,
  finished = false,
  batch = 200,
): Generator<void, void, void> {
  const { puzzle } = painting
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, puzzle.width, puzzle.height)
  const paths = regionPaths(puzzle)
  let n = 0
  for (const r of puzzle.regions) {
    const path = paths.get(r.id)
    if (path && (finished || painting.filled.has(r.id))) {
      fillRegion(ctx, path, puzzle.palette[r.color] ?? '#000')
    } else if (path) {
      ctx.strokeStyle = '#c9c6d3'
      ctx.lineWidth = 1 / scale
      ctx.stroke(path)
    }
    if (++n % batch === 0) yield
  }
}

/**
 * An offscreen canvas `size` px on the painting's long side, scaled to puzzle units. `cpu`: drawn
 * on the CPU, so what is drawn can be made to raster at once (see ThumbnailPainter) rather than
 * all together at the first read.
 */
export function paintingSurface(
  puzzle: Puzzle,
  size: number,
  cpu = false,
): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D | null; scale: number } {
  const scale = size / Math.max(puzzle.width, puzzle.height)
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(puzzle.width * scale)
  canvas.height = Math.round(puzzle.height * scale)
  const ctx = canvas.getContext('2d', cpu ? { willReadFrequently: true } : undefined)
  ctx?.scale(scale, scale)
  return { canvas, ctx, scale }
}

/** The painting as it stands, drawn to an offscreen canvas `size` px on its long side. */
export function paintingCanvas(
  painting: Painting,
  size: number,
  finished = false,
): HTMLCanvasElement {
  const { canvas, ctx, scale } = paintingSurface(painting.puzzle, size)
  if (!ctx) return canvas
  for (const _ of drawPainting(ctx, painting, scale, finished)) {
    // drawn whole
  }
  return canvas
}

/** The painting's thumbnail as a PNG data URL (what MyDb keeps as a work's pngData). */
export function thumbnailPng(painting: Painting): string {
  return paintingCanvas(painting, THUMBNAIL_PX).toDataURL('image/png')
}

/** The painting as a PNG: finished in full colour, or as far as it got (outlines elsewhere). */
export function paintingPng(painting: Painting, size = EXPORT_PX): Promise<Blob | null> {
  const finished = painting.filled.size === painting.puzzle.regions.length
  return new Promise((resolve) =>
    paintingCanvas(painting, size, finished).toBlob(resolve, 'image/png'),
  )
}
