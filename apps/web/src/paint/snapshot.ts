import type { PaintSession } from './paint-session'
import { regionPaths } from './region-paths'

/** The painting as it stands, drawn to an offscreen canvas `size` px on its long side. */
export function paintingCanvas(
  session: PaintSession,
  size: number,
  finished = false,
): HTMLCanvasElement {
  const { puzzle } = session
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
    if (finished || session.filled.has(r.id)) {
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

export const THUMBNAIL_PX = 240
