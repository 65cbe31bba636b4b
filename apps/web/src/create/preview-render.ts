import type { Puzzle } from '@huey/pbn'

/** The previews as bitmaps, drawn where the engine ran: the page only shows them. */
export interface PreviewBitmaps {
  readonly finished: ImageBitmap
  readonly outline: ImageBitmap
}

/**
 * Draws the finished painting and the numbered outline on OffscreenCanvases (in the worker), as
 * toSvg styles them, so the page never rasterises an SVG of thousands of paths on its own thread.
 * Null where OffscreenCanvas is missing (Node in tests): the page then draws from the data.
 */
export function renderPreviews(
  puzzle: Puzzle,
  finished: Uint8ClampedArray<ArrayBuffer>,
): PreviewBitmaps | null {
  if (typeof OffscreenCanvas === 'undefined') return null
  const { width, height } = puzzle
  const paint = new OffscreenCanvas(width, height)
  paint.getContext('2d')?.putImageData(new ImageData(finished, width, height), 0, 0)

  const outline = new OffscreenCanvas(width, height)
  const ctx = outline.getContext('2d')
  if (!ctx) return null
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, width, height)
  ctx.strokeStyle = '#8a8797'
  ctx.lineJoin = 'round'
  ctx.lineWidth = Math.max(0.5, Math.round((Math.max(width, height) / 1200) * 10) / 10)
  for (const region of puzzle.regions) ctx.stroke(new Path2D(region.path))
  ctx.fillStyle = '#6b6878'
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  for (const region of puzzle.regions) {
    ctx.font = `${region.label.size}px system-ui, sans-serif`
    ctx.fillText(String(region.color + 1), region.label.x, region.label.y)
  }
  return { finished: paint.transferToImageBitmap(), outline: outline.transferToImageBitmap() }
}
