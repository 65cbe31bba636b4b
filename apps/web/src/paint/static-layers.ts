import type { Region } from '@huey/pbn'
import { type Compositor, type LayerImage, markDirty } from './compositor'
import type { FrameLoop, FrameTask } from './frame-loop'
import type { Box } from './hit-index'
import type { PaintSession, Viewport } from './paint-session'
import type { LayerGeometry, PaintState, RegionPainter } from './region-painter'
import { fitViewport } from './viewport'

/** How long the view must rest before the visible part is drawn again sharp at its zoom. */
export const SETTLE_MS = 120
/** The base layer's longest side: the whole picture at the zoom that fits the screen. */
const MAX_BASE_PX = 4096
/** What shows where the picture does not reach. */
export const BACKDROP = '#efedf6'

interface Layer extends LayerImage {
  readonly geometry: LayerGeometry
  /** The view it was drawn for (detail layers). */
  view?: Viewport
}

/** The screen canvas: its size in CSS px, in device px, and the device pixel ratio. */
export interface ScreenSize {
  readonly width: number
  readonly height: number
  readonly dpr: number
  readonly pxWidth: number
  readonly pxHeight: number
}

function makeLayer(width: number, height: number, geometry: LayerGeometry): Layer | null {
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(width))
  canvas.height = Math.max(1, Math.round(height))
  // Rasterised on the CPU, so a layer drawn in slices can be made to raster slice by slice
  // (see flush) instead of all at once in the frame that first shows it.
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  return ctx ? { canvas, ctx, geometry } : null
}

/** Makes the canvas raster what has been drawn so far (it otherwise defers it to first use). */
function flush(layer: Layer): void {
  layer.ctx.getImageData(0, 0, 1, 1)
}

export const sameView = (a: Viewport, b: Viewport) =>
  Math.abs(a.scale - b.scale) < 1e-9 && Math.abs(a.x - b.x) < 0.01 && Math.abs(a.y - b.y) < 0.01

/**
 * The static layers of the colouring screen (STYLE.md rule 11), cached bitmaps: `base` is the
 * whole picture at the zoom that fits the screen, drawn once; `detail` is the visible part drawn
 * sharp at the current zoom, redrawn in slices over a few frames once the view rests. A fill or a
 * change of colour redraws just the regions concerned in every layer. `compose` puts them on the
 * screen scaled and moved to the current view, so a pan or pinch costs a blit.
 */
export class StaticLayers {
  private base: Layer | null = null
  private baseDirty = true
  private detail: Layer | null = null
  private pending: Layer | null = null
  private pendingBase: Layer | null = null
  private baseTask: FrameTask | undefined
  private cancelBase: (() => void) | undefined
  private cancelPending: (() => void) | undefined
  private cancelSettle: (() => void) | undefined

  constructor(
    private readonly session: PaintSession,
    private readonly loop: FrameLoop,
    private readonly painter: RegionPainter,
    private readonly state: PaintState,
    private readonly screen: () => ScreenSize,
  ) {}

  /** The screen changed size: the base is drawn again at the next compose, the detail dropped. */
  resize(): void {
    this.baseDirty = true
    this.cancelBase?.()
    this.cancelBase = undefined
    this.baseTask = undefined
    this.pendingBase = null
    this.cancelPending?.()
    this.cancelPending = undefined
    this.pending = null
    this.detail = null
  }

  /** Redraws these regions in every layer (filled, or their colour chosen or left). */
  redraw(regions: readonly Region[]): void {
    for (const layer of [this.base, this.detail, this.pending, this.pendingBase]) {
      if (!layer) continue
      for (const r of regions) {
        this.painter.redraw(layer.ctx, layer.geometry, r, this.state)
        const box = this.painter.deviceBox(layer.geometry, r)
        if (box) markDirty(layer, box)
      }
    }
  }

  /** The layers the screen may show now (a GPU screen keeps their textures). */
  get shown(): readonly (LayerImage | null)[] {
    return [this.base, this.detail]
  }

  /** Once the view rests, draws what is visible sharp at its zoom, a slice per frame. */
  settleLater(): void {
    this.cancelSettle?.()
    this.cancelPending?.()
    this.cancelPending = undefined
    this.pending = null
    this.cancelSettle = this.loop.after(SETTLE_MS, () => this.startDetail())
  }

  /** Draws the layers on the screen for the current view. */
  compose(target: Compositor): void {
    if (this.baseDirty) this.drawFirst()
    const view = this.session.viewport
    const detail = this.detail
    if (detail?.view && sameView(detail.view, view)) {
      target.image(detail, 0, 0, detail.canvas.width, detail.canvas.height)
    } else this.composeMoving(target, view)
  }

  dispose(): void {
    this.cancelBase?.()
    this.cancelPending?.()
    this.cancelSettle?.()
  }

  /**
   * The cached layers scaled and moved to a view they were not drawn for. A translation alone is
   * drawn at whole device pixels (a plain copy); a zoom resamples.
   */
  private composeMoving(target: Compositor, view: Viewport): void {
    const { dpr, pxWidth: W, pxHeight: H } = this.screen()
    const covers = (r: { x: number; y: number; w: number; h: number }) =>
      r.x <= 0 && r.y <= 0 && r.x + r.w >= W && r.y + r.h >= H
    const detail = this.detail
    const dv = detail?.view
    const k = dv ? view.scale / dv.scale : 0
    const round = (v: number) => (dv !== undefined && Math.abs(k - 1) < 1e-9 ? Math.round(v) : v)
    const d =
      detail && dv && k > 0.25 && k < 4
        ? {
            x: round(view.x * dpr - dv.x * dpr * k),
            y: round(view.y * dpr - dv.y * dpr * k),
            w: detail.canvas.width * k,
            h: detail.canvas.height * k,
          }
        : undefined
    const base = this.base
    if (!(d && covers(d))) {
      const kb = base ? (view.scale * dpr) / base.geometry.scale : 1
      const b = base && {
        x: view.x * dpr,
        y: view.y * dpr,
        w: base.canvas.width * kb,
        h: base.canvas.height * kb,
      }
      if (!(b && covers(b))) target.backdrop(BACKDROP)
      if (base && b) target.image(base, b.x, b.y, b.w, b.h)
    }
    if (detail && d) target.image(detail, d.x, d.y, d.w, d.h)
  }

  /** The base's device px per puzzle px: the zoom that fits the screen, within MAX_BASE_PX. */
  private baseScale(): number {
    const { puzzle } = this.session
    const { width, height, dpr } = this.screen()
    const fit = fitViewport(puzzle, { width, height }).scale
    return Math.min(fit * dpr, MAX_BASE_PX / Math.max(puzzle.width, puzzle.height))
  }

  /**
   * The first frame at a new size must be complete: when the view shows the whole picture, the
   * base is drawn whole now; when it shows a part (a big puzzle opens zoomed in), only that part
   * is, and the base follows in slices.
   */
  private drawFirst(): void {
    this.baseDirty = false
    const { puzzle } = this.session
    const scale = this.baseScale()
    const geometry = { scale, x: 0, y: 0, cssScale: scale / this.screen().dpr }
    const base = makeLayer(puzzle.width * scale, puzzle.height * scale, geometry)
    if (!base) return
    const all = { minX: 0, minY: 0, maxX: puzzle.width, maxY: puzzle.height }
    const view = this.session.viewport
    const part = this.visible(view)
    const whole =
      part.minX <= 0 && part.minY <= 0 && part.maxX >= puzzle.width && part.maxY >= puzzle.height
    const detail = whole ? null : this.detailLayer(view)
    if (!detail) {
      for (const _ of this.painter.drawAll(base.ctx, geometry, this.state, all)) {
        // drawn whole: the first frame must be complete
      }
      flush(base)
      this.base = base
      this.settleLater()
      return
    }
    for (const _ of this.painter.drawAll(detail.ctx, detail.geometry, this.state, part)) {
      // drawn whole: the first frame must be complete
    }
    flush(detail)
    this.detail = detail
    this.pendingBase = base
    this.baseTask = this.sliced(base, all, () => {
      this.base = base
      this.pendingBase = null
      this.cancelBase = undefined
    })
    this.cancelBase = this.loop.background(this.baseTask)
  }

  /** The puzzle's part a view shows (puzzle units). */
  private visible(view: Viewport) {
    const { width, height } = this.screen()
    return {
      minX: -view.x / view.scale,
      minY: -view.y / view.scale,
      maxX: (width - view.x) / view.scale,
      maxY: (height - view.y) / view.scale,
    }
  }

  /** A screen-sized layer for a view, its backdrop laid. */
  private detailLayer(view: Viewport): Layer | null {
    const { dpr, pxWidth, pxHeight } = this.screen()
    const geometry = {
      scale: view.scale * dpr,
      x: view.x * dpr,
      y: view.y * dpr,
      cssScale: view.scale,
    }
    const layer = makeLayer(pxWidth, pxHeight, geometry)
    if (!layer) return null
    layer.view = view
    layer.ctx.fillStyle = BACKDROP
    layer.ctx.fillRect(0, 0, layer.canvas.width, layer.canvas.height)
    return layer
  }

  /** A background task that draws the part `visible` of a layer within each frame's budget. */
  private sliced(layer: Layer, visible: Box, done: () => void): FrameTask {
    const slices = this.painter.drawAll(layer.ctx, layer.geometry, this.state, visible)
    return (deadline) => {
      while (this.loop.now() < deadline) {
        const finished = slices.next().done
        flush(layer)
        if (finished) {
          done()
          this.loop.invalidate()
          return false
        }
      }
      return true
    }
  }

  private startDetail(): void {
    const view = this.session.viewport
    if (this.detail?.view && sameView(this.detail.view, view)) return
    if (Math.abs((view.scale * this.screen().dpr) / this.baseScale() - 1) < 0.02 && this.base) {
      // The base layer is already sharp at this zoom.
      this.detail = null
      this.loop.invalidate()
      return
    }
    const layer = this.detailLayer(view)
    if (!layer) return
    this.pending = layer
    this.cancelPending = this.loop.background(
      this.sliced(layer, this.visible(view), () => {
        this.detail = layer
        this.pending = null
        this.cancelPending = undefined
      }),
    )
    // What is on screen comes first: the base, still being drawn, waits behind it.
    if (this.baseTask && this.cancelBase) {
      this.cancelBase()
      this.cancelBase = this.loop.background(this.baseTask)
    }
  }
}
