import type { Region } from '@huey/pbn'
import { canvas2dCompositor } from './compositor'
import type { FrameLoop } from './frame-loop'
import { GlScreen } from './gl-screen'
import type { Box } from './hit-index'
import { InteractiveLayer } from './interactive-layer'
import { MarksOverlay } from './marks-overlay'
import type { PaintSession, Viewport } from './paint-session'
import type { PaintStyle } from './region-labels'
import { type PaintState, RegionPainter } from './region-painter'
import type { RegionPaths } from './region-path-cache'
import { type ScreenSize, StaticLayers } from './static-layers'

/**
 * Draws the colouring screen in two layers (STYLE.md rule 11): the static layers (the picture,
 * cached, see StaticLayers) and the interactive one (a flashing number, the hint's pulse, see
 * InteractiveLayer). It follows the session: a fill or a change of colour redraws just the regions
 * concerned, and each frame (one FrameLoop) only composes the layers for the current view: on
 * WebGL2 (GlScreen, the marks on a 2D canvas over it) or, where that is missing, on Canvas 2D.
 */
export class PaintRenderer {
  private readonly gl: GlScreen | null
  private readonly ctx: CanvasRenderingContext2D | null
  private readonly overlay: MarksOverlay | null
  private readonly regions: ReadonlyMap<number, Region>
  private readonly layers: StaticLayers
  private readonly marks: InteractiveLayer
  private css = { width: 1, height: 1, dpr: 1 }
  private seen: { order: number; selected: number; view: Viewport; style: PaintStyle }
  private firstFrame = true
  private readonly unsubscribe: () => void

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly session: PaintSession,
    private readonly loop: FrameLoop,
    paths: RegionPaths,
    boxes: () => ReadonlyMap<number, Box>,
    private readonly onFirstFrame?: () => void,
  ) {
    this.gl = GlScreen.create(canvas, () => loop.invalidate())
    this.overlay = this.gl ? new MarksOverlay(canvas) : null
    this.ctx = this.overlay ? this.overlay.ctx : canvas.getContext('2d')
    this.regions = new Map(session.puzzle.regions.map((r) => [r.id, r]))
    this.seen = this.snapshot()
    const state: PaintState = {
      get filled() {
        return session.filled
      },
      get selected() {
        return session.selectedColor
      },
      get style() {
        return session.style
      },
    }
    const painter = new RegionPainter(session.puzzle, paths, boxes)
    this.layers = new StaticLayers(session, loop, painter, state, () => this.screen())
    this.marks = new InteractiveLayer(loop, this.regions, paths, () => session.reducedMotion)
    this.unsubscribe = session.subscribe(this.onChange)
  }

  /** The canvas's size in CSS px and the device pixel ratio. */
  resize(width: number, height: number, dpr: number): void {
    this.css = { width, height, dpr }
    this.canvas.width = Math.max(1, Math.round(width * dpr))
    this.canvas.height = Math.max(1, Math.round(height * dpr))
    this.overlay?.resize(this.canvas)
    this.layers.resize()
    this.loop.invalidate()
  }

  /** Flashes a region's number (a tap with the wrong colour). */
  flash(id: number): void {
    this.marks.flash(id)
  }

  /** Rings a region (the hint). */
  pulse(id: number): void {
    this.marks.pulse(id)
  }

  /** Shows the circle a circle fill covered (puzzle units). */
  ring(x: number, y: number, r: number): void {
    this.marks.ring(x, y, r)
  }

  /** Draws one frame: called by the FrameLoop, at most once a frame. */
  readonly draw = (time: number): void => {
    const ctx = this.ctx
    if (!ctx) return
    if (this.gl && this.overlay) {
      this.gl.begin()
      this.layers.compose(this.gl)
      this.gl.end(this.layers.shown)
      this.overlay.clear()
    } else this.layers.compose(canvas2dCompositor(ctx))
    if (this.marks.draw(ctx, this.session.viewport, time, this.css.dpr)) this.overlay?.keep()
    if (this.firstFrame) {
      this.firstFrame = false
      this.onFirstFrame?.()
    }
  }

  dispose(): void {
    this.unsubscribe()
    this.layers.dispose()
    this.overlay?.dispose()
  }

  private snapshot() {
    const s = this.session
    return {
      order: s.paintingOrder.length,
      selected: s.selectedColor,
      view: s.viewport,
      style: s.style,
    }
  }

  private screen(): ScreenSize {
    return { ...this.css, pxWidth: this.canvas.width, pxHeight: this.canvas.height }
  }

  /** The regions to redraw since the last change: newly filled, or of the colour chosen or left. */
  private changedRegions(): Region[] {
    const s = this.session
    const changed: Region[] = []
    const order = s.paintingOrder
    for (let i = this.seen.order; i < order.length; i++) {
      const r = this.regions.get(order[i] as number)
      if (r) changed.push(r)
    }
    if (s.selectedColor !== this.seen.selected) {
      for (const r of s.puzzle.regions) {
        const concerned = r.color === s.selectedColor || r.color === this.seen.selected
        if (concerned && !s.filled.has(r.id)) changed.push(r)
      }
    }
    return changed
  }

  private readonly onChange = (): void => {
    const s = this.session
    const changed = this.changedRegions()
    const viewChanged = s.viewport !== this.seen.view
    const restyled = s.style !== this.seen.style
    this.seen = this.snapshot()
    // A new look (large numbers, outlines, symbols) changes every region: all is drawn again.
    if (restyled) this.layers.resize()
    else if (changed.length > 0) this.layers.redraw(changed)
    if (viewChanged) this.layers.settleLater()
    this.loop.invalidate()
  }
}
