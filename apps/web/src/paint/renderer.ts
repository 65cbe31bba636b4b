import type { Region } from '@huey/pbn'
import type { FrameLoop } from './frame-loop'
import type { Box } from './hit-index'
import type { PaintSession, Viewport } from './paint-session'
import { type LayerGeometry, type PaintState, RegionPainter } from './region-painter'
import { fitViewport } from './viewport'

/** How long the view must rest before the visible part is drawn again sharp at its zoom. */
export const SETTLE_MS = 120
/** The base layer's longest side: the whole picture at the zoom that fits the screen. */
const MAX_BASE_PX = 4096
const FLASH_MS = 700
const PULSE_MS = 1400

interface Layer {
  readonly canvas: HTMLCanvasElement
  readonly ctx: CanvasRenderingContext2D
  geometry: LayerGeometry
  /** The view it was drawn for (detail layers). */
  view?: Viewport
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

const sameView = (a: Viewport, b: Viewport) =>
  Math.abs(a.scale - b.scale) < 1e-9 && Math.abs(a.x - b.x) < 0.01 && Math.abs(a.y - b.y) < 0.01

/**
 * Draws the colouring screen in layers (STYLE.md rule 11). The static layers are cached bitmaps:
 * `base` is the whole picture at the zoom that fits the screen, drawn once; `detail` is the visible
 * part drawn sharp at the current zoom, redrawn in slices over a few frames once the view rests.
 * A fill or a change of colour redraws just the regions concerned in every layer. Each frame then
 * only composes: the layers scaled and moved to the current view (a pan or pinch costs a blit),
 * plus the interactive marks (a flashing number, the hint's pulse). Frames come from one FrameLoop.
 */
export class PaintRenderer {
  private readonly ctx: CanvasRenderingContext2D | null
  private readonly painter: RegionPainter
  private readonly regions: ReadonlyMap<number, Region>
  private css = { width: 1, height: 1, dpr: 1 }
  private base: Layer | null = null
  private baseDirty = true
  private detail: Layer | null = null
  private pending: Layer | null = null
  private cancelPending: (() => void) | undefined
  private cancelSettle: (() => void) | undefined
  private seen: { order: number; selected: number; view: Viewport }
  private marks: { id: number; kind: 'flash' | 'pulse'; until: number }[] = []
  private firstFrame = true
  private readonly unsubscribe: () => void
  private readonly state: PaintState

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly session: PaintSession,
    private readonly loop: FrameLoop,
    paths: ReadonlyMap<number, Path2D>,
    boxes: () => ReadonlyMap<number, Box>,
    private readonly onFirstFrame?: () => void,
  ) {
    this.ctx = canvas.getContext('2d')
    this.painter = new RegionPainter(session.puzzle, paths, boxes)
    this.regions = new Map(session.puzzle.regions.map((r) => [r.id, r]))
    this.seen = {
      order: session.paintingOrder.length,
      selected: session.selectedColor,
      view: session.viewport,
    }
    const live = session
    this.state = {
      get filled() {
        return live.filled
      },
      get selected() {
        return live.selectedColor
      },
    }
    this.unsubscribe = session.subscribe(this.onChange)
  }

  /** The canvas's size in CSS px and the device pixel ratio. */
  resize(width: number, height: number, dpr: number): void {
    this.css = { width, height, dpr }
    this.canvas.width = Math.max(1, Math.round(width * dpr))
    this.canvas.height = Math.max(1, Math.round(height * dpr))
    this.baseDirty = true
    this.dropDetail()
    this.loop.invalidate()
  }

  /** Flashes a region's number (a tap with the wrong colour). */
  flash(id: number): void {
    this.mark(id, 'flash', FLASH_MS)
  }

  /** Rings a region (the hint). */
  pulse(id: number): void {
    this.mark(id, 'pulse', PULSE_MS)
  }

  /** Draws one frame: called by the FrameLoop, at most once a frame. */
  readonly draw = (time: number): void => {
    const ctx = this.ctx
    if (!ctx) return
    if (this.baseDirty) this.drawBase()
    const view = this.session.viewport
    const { dpr } = this.css
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    const W = this.canvas.width
    const H = this.canvas.height
    const covers = (x: number, y: number, w: number, h: number) =>
      x <= 0 && y <= 0 && x + w >= W && y + h >= H
    const detail = this.detail
    const dv = detail?.view
    if (detail && dv && sameView(dv, view)) {
      ctx.drawImage(detail.canvas, 0, 0)
    } else {
      // Moving: the cached layers, scaled and moved to the current view. A translation alone is
      // drawn at whole device pixels (a plain copy); a zoom resamples.
      const k = dv ? view.scale / dv.scale : 0
      const pan = dv !== undefined && Math.abs(k - 1) < 1e-9
      const round = (v: number) => (pan ? Math.round(v) : v)
      const d =
        detail && dv && k > 0.25 && k < 4
          ? {
              x: round(view.x * dpr - dv.x * dpr * k),
              y: round(view.y * dpr - dv.y * dpr * k),
              w: detail.canvas.width * k,
              h: detail.canvas.height * k,
            }
          : undefined
      ctx.imageSmoothingEnabled = true
      ctx.imageSmoothingQuality = 'low'
      const base = this.base
      if (!(d && covers(d.x, d.y, d.w, d.h))) {
        const kb = base ? (view.scale * dpr) / base.geometry.scale : 1
        const b = base && {
          x: view.x * dpr,
          y: view.y * dpr,
          w: base.canvas.width * kb,
          h: base.canvas.height * kb,
        }
        if (!(b && covers(b.x, b.y, b.w, b.h))) {
          ctx.fillStyle = '#efedf6'
          ctx.fillRect(0, 0, W, H)
        }
        if (base && b) ctx.drawImage(base.canvas, b.x, b.y, b.w, b.h)
      }
      if (detail && d) ctx.drawImage(detail.canvas, d.x, d.y, d.w, d.h)
    }
    this.drawMarks(ctx, view, time)
    if (this.firstFrame) {
      this.firstFrame = false
      this.onFirstFrame?.()
    }
  }

  dispose(): void {
    this.unsubscribe()
    this.cancelPending?.()
    this.cancelSettle?.()
  }

  private readonly onChange = (): void => {
    const s = this.session
    const changed: Region[] = []
    const order = s.paintingOrder
    if (order.length !== this.seen.order) {
      for (let i = this.seen.order; i < order.length; i++) {
        const r = this.regions.get(order[i] as number)
        if (r) changed.push(r)
      }
    }
    if (s.selectedColor !== this.seen.selected) {
      for (const r of s.puzzle.regions) {
        if (
          (r.color === s.selectedColor || r.color === this.seen.selected) &&
          !s.filled.has(r.id)
        ) {
          changed.push(r)
        }
      }
    }
    const viewChanged = s.viewport !== this.seen.view
    this.seen = { order: order.length, selected: s.selectedColor, view: s.viewport }
    if (changed.length > 0) {
      for (const layer of [this.base, this.detail, this.pending]) {
        if (!layer) continue
        for (const r of changed) this.painter.redraw(layer.ctx, layer.geometry, r, this.state)
      }
    }
    if (viewChanged) this.settleLater()
    this.loop.invalidate()
  }

  private drawBase(): void {
    this.baseDirty = false
    const { puzzle } = this.session
    const { width, height, dpr } = this.css
    const fit = fitViewport(puzzle, { width, height }).scale
    const scale = Math.min(fit * dpr, MAX_BASE_PX / Math.max(puzzle.width, puzzle.height))
    const geometry = { scale, x: 0, y: 0, cssScale: scale / dpr }
    const layer = makeLayer(puzzle.width * scale, puzzle.height * scale, geometry)
    if (!layer) return
    const all = { minX: 0, minY: 0, maxX: puzzle.width, maxY: puzzle.height }
    for (const _ of this.painter.drawAll(layer.ctx, geometry, this.state, all)) {
      // drawn whole: the first frame must be complete
    }
    flush(layer)
    this.base = layer
    this.settleLater()
  }

  private dropDetail(): void {
    this.cancelPending?.()
    this.cancelPending = undefined
    this.pending = null
    this.detail = null
  }

  /** Once the view rests, draws what is visible sharp at its zoom, a slice per frame. */
  private settleLater(): void {
    this.cancelSettle?.()
    this.cancelPending?.()
    this.cancelPending = undefined
    this.pending = null
    this.cancelSettle = this.loop.after(SETTLE_MS, () => this.startDetail())
  }

  private startDetail(): void {
    const base = this.base
    const view = this.session.viewport
    const { dpr } = this.css
    if (!base) return
    if (this.detail?.view && sameView(this.detail.view, view)) return
    if (Math.abs((view.scale * dpr) / base.geometry.scale - 1) < 0.02) {
      // The base layer is already sharp at this zoom.
      this.detail = null
      this.loop.invalidate()
      return
    }
    const geometry = {
      scale: view.scale * dpr,
      x: view.x * dpr,
      y: view.y * dpr,
      cssScale: view.scale,
    }
    const layer = makeLayer(this.canvas.width, this.canvas.height, geometry)
    if (!layer) return
    layer.view = view
    const visible = {
      minX: -view.x / view.scale,
      minY: -view.y / view.scale,
      maxX: (this.css.width - view.x) / view.scale,
      maxY: (this.css.height - view.y) / view.scale,
    }
    layer.ctx.fillStyle = '#efedf6'
    layer.ctx.fillRect(0, 0, layer.canvas.width, layer.canvas.height)
    const slices = this.painter.drawAll(layer.ctx, geometry, this.state, visible)
    this.pending = layer
    this.cancelPending = this.loop.background((deadline) => {
      while (this.loop.now() < deadline) {
        const done = slices.next().done
        flush(layer)
        if (done) {
          this.detail = layer
          this.pending = null
          this.cancelPending = undefined
          this.loop.invalidate()
          return false
        }
      }
      return true
    })
  }

  private mark(id: number, kind: 'flash' | 'pulse', ms: number): void {
    const until = this.loop.now() + ms
    this.marks = [...this.marks.filter((m) => m.id !== id || m.kind !== kind), { id, kind, until }]
    this.loop.animate(() => {
      this.loop.invalidate()
      return this.marks.some((m) => m.until > this.loop.now())
    })
  }

  private drawMarks(ctx: CanvasRenderingContext2D, view: Viewport, time: number): void {
    const now = this.loop.now()
    this.marks = this.marks.filter((m) => m.until > now)
    if (this.marks.length === 0) return
    const { dpr } = this.css
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    for (const m of this.marks) {
      const r = this.regions.get(m.id)
      if (!r) continue
      const x = view.x + r.label.x * view.scale
      const y = view.y + r.label.y * view.scale
      const left = (m.until - now) / (m.kind === 'flash' ? FLASH_MS : PULSE_MS)
      if (m.kind === 'flash') {
        const size = Math.max(14, Math.min(30, r.label.size * view.scale)) * (1 + 0.25 * left)
        ctx.globalAlpha = Math.min(1, left * 2.5) * (0.6 + 0.4 * Math.abs(Math.sin(time / 70)))
        ctx.font = `700 ${size}px system-ui, sans-serif`
        ctx.lineWidth = 4
        ctx.strokeStyle = '#ffffff'
        ctx.strokeText(String(r.color + 1), x, y)
        ctx.fillStyle = '#d62839'
        ctx.fillText(String(r.color + 1), x, y)
      } else {
        const path = this.painter.paths.get(r.id)
        ctx.globalAlpha = Math.min(1, left * 2)
        if (path) {
          ctx.save()
          ctx.setTransform(dpr * view.scale, 0, 0, dpr * view.scale, dpr * view.x, dpr * view.y)
          ctx.strokeStyle = '#6a4cff'
          ctx.lineWidth = 3 / view.scale
          ctx.stroke(path)
          ctx.restore()
        }
        ctx.strokeStyle = '#6a4cff'
        ctx.lineWidth = 3
        ctx.beginPath()
        ctx.arc(x, y, 18 + 40 * (1 - (left % 0.5) * 2), 0, Math.PI * 2)
        ctx.stroke()
      }
      ctx.globalAlpha = 1
    }
  }
}
