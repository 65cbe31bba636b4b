import { drawPainting, fillRegion, paintingSurface, THUMBNAIL_PX } from '../lib/painting-canvas'
import { regionPaths } from '../lib/region-paths'
import type { PaintSession } from './paint-session'

/** Milliseconds of drawing per task while the thumbnail is first drawn. */
const SLICE_MS = 4

/**
 * A work's thumbnail kept up to date a fill at a time. It is drawn whole once, in slices of a few
 * milliseconds between frames soon after the picture opens (`prepare`); after that, a thumbnail
 * costs the regions filled since the last one and a 240 px PNG. Drawing (or rastering, which a
 * canvas defers to the first read) all of a 3,000-region puzzle in one task made frames of 50 to
 * 140 ms while painting.
 */
export class ThumbnailPainter {
  private readonly surface
  private readonly whole: Generator<void, void, void> | undefined
  private complete = false
  /** How many of the painting order the canvas shows. */
  private drawn: number

  constructor(private readonly session: PaintSession) {
    this.surface = paintingSurface(session.puzzle, THUMBNAIL_PX, true)
    const { ctx, scale } = this.surface
    this.drawn = session.paintingOrder.length
    // The regions filled before this point are drawn with the whole; later ones one by one.
    const filled = { puzzle: session.puzzle, filled: new Set(session.paintingOrder) }
    this.whole = ctx ? drawPainting(ctx, filled, scale, false, 50) : undefined
  }

  /** Whether the whole has been drawn (a thumbnail is then quick). */
  get ready(): boolean {
    return this.complete
  }

  /** Draws the whole in the background, a slice per task; returns the stop. */
  prepare(startMs = 300): () => void {
    let timer = 0
    const run = () => {
      const end = performance.now() + SLICE_MS
      while (performance.now() < end) {
        const done = this.step()
        // Rastered now, a slice at a time: the canvas would otherwise keep it all for the PNG.
        this.surface.ctx?.getImageData(0, 0, 1, 1)
        if (done) return
      }
      timer = window.setTimeout(run, 16)
    }
    timer = window.setTimeout(run, startMs)
    return () => window.clearTimeout(timer)
  }

  /** The painting as it stands, as a PNG data URL (drawing what is left of the whole first). */
  png(): string {
    while (!this.step()) {
      // finishing the whole now: the caller needs the thumbnail at once
    }
    const { ctx, canvas } = this.surface
    const order = this.session.paintingOrder
    const { puzzle } = this.session
    const paths = regionPaths(puzzle)
    for (; ctx && this.drawn < order.length; this.drawn++) {
      const id = order[this.drawn] as number
      const path = paths.get(id)
      const colour = puzzle.palette[this.session.regionColor.get(id) ?? -1]
      if (path) fillRegion(ctx, path, colour ?? '#000')
    }
    return canvas.toDataURL('image/png')
  }

  /** One slice of the whole; answers whether the whole is drawn. */
  private step(): boolean {
    if (this.complete) return true
    this.complete = this.whole?.next().done ?? true
    return this.complete
  }
}
