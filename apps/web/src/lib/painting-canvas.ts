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

/** The painting as it stands, drawn to an offscreen canvas `size` px on its long side. */
export function paintingCanvas(
  painting: Painting,
  size: number,
  finished = false,
): HTMLCanvasElement {
  const { puzzle } = painting
  const scale = size / Math.max(puzzle.width, puzzle.height)
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(puzzle.width * scale)
  canvas.height = Math.round(puzzle.height * scale)
  const ctx = canvas.getContext('2d')
  if (!ctx) return canvas
  ctx.scale(scale, scale)
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, puzzle.width, puzzle.height)
  const paths = regionPaths(puzzle)
  for (const r of puzzle.regions) {
    const path = paths.get(r.id)
    if (!path) continue
    if (finished || painting.filled.has(r.id)) {
      ctx.fillStyle = puzzle.palette[r.color] ?? '#000'
      ctx.fill(path, 'evenodd')
      ctx.strokeStyle = ctx.fillStyle
      ctx.lineWidth = 0.6
      ctx.stroke(path)
    } else {
      ctx.strokeStyle = '#c9c6d3'
      ctx.lineWidth = 1 / scale
      ctx.stroke(path)
    }
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
