import type { Box } from './hit-index'

/** A static layer's bitmap, as the screen composes it. */
export interface LayerImage {
  readonly canvas: HTMLCanvasElement
  readonly ctx: CanvasRenderingContext2D
  /** Device px of the bitmap drawn since the screen last took it (a GPU copy must follow). */
  dirty?: Box
}

/** Where the frame's layers go: Canvas 2D (the fallback) or WebGL2 (see GlScreen). */
export interface Compositor {
  /** Fills the whole screen. */
  backdrop(colour: string): void
  /** Draws a layer with its top left at (x, y), scaled to w x h (device px). */
  image(layer: LayerImage, x: number, y: number, w: number, h: number): void
}

/** Grows a layer's changed part by a box (device px). */
export function markDirty(layer: LayerImage, box: Box): void {
  const d = layer.dirty
  layer.dirty = d
    ? {
        minX: Math.min(d.minX, box.minX),
        minY: Math.min(d.minY, box.minY),
        maxX: Math.max(d.maxX, box.maxX),
        maxY: Math.max(d.maxY, box.maxY),
      }
    : box
}

/** Composes on a 2D context: a translation alone is a plain copy, a zoom resamples. */
export function canvas2dCompositor(ctx: CanvasRenderingContext2D): Compositor {
  ctx.setTransform(1, 0, 0, 1, 0, 0)
  ctx.imageSmoothingEnabled = true
  ctx.imageSmoothingQuality = 'low'
  return {
    backdrop(colour) {
      ctx.fillStyle = colour
      ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height)
    },
    image(layer, x, y, w, h) {
      if (w === layer.canvas.width && h === layer.canvas.height) ctx.drawImage(layer.canvas, x, y)
      else ctx.drawImage(layer.canvas, x, y, w, h)
      layer.dirty = undefined
    },
  }
}
