import type { Puzzle, Region } from '@huey/pbn'
import type { Box } from './hit-index'

/** Numbers smaller than this on screen are not drawn: they would be unreadable. */
export const MIN_LEGIBLE_PX = 7
/** Numbers never grow past this on screen, however large their region. */
export const MAX_LABEL_PX = 30

/** Where a layer's pixels sit: device px per puzzle px, and the device position of the origin. */
export interface LayerGeometry {
  readonly scale: number
  readonly x: number
  readonly y: number
  /** CSS px per puzzle px: decides which numbers are legible. */
  readonly cssScale: number
}

/** What a region looks like depends only on this. */
export interface PaintState {
  readonly filled: ReadonlySet<number>
  readonly selected: number
}

const OUTLINE = '#a19eb0'
const NUMBER = '#6b6878'
const NUMBER_SELECTED = '#1f1c33'
const HIGHLIGHT_TINT = 'rgba(72, 62, 120, 0.16)'

/** How big a region's number is drawn in puzzle units, or 0 when it would not be legible. */
export function labelSize(region: Region, cssScale: number): number {
  const size = region.label.size
  if (size * cssScale < MIN_LEGIBLE_PX) return 0
  return Math.min(size, MAX_LABEL_PX / cssScale)
}

const intersects = (a: Box, b: Box) =>
  a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY

/**
 * Draws regions into a layer in puzzle coordinates: a whole layer in slices (a generator that
 * yields between batches, so a big redraw can be spread over frames), or one region again after a
 * fill or a change of colour. Neighbours share their borders and numbers stay inside their region,
 * so a region can be redrawn alone.
 */
export class RegionPainter {
  private readonly patterns = new Map<string, CanvasPattern | string>()

  constructor(
    readonly puzzle: Puzzle,
    readonly paths: ReadonlyMap<number, Path2D>,
    /** Region boxes, asked for only when part of the picture is drawn. */
    private readonly boxes: () => ReadonlyMap<number, Box>,
  ) {}

  /** Sets the layer's transform: everything after draws in puzzle units. */
  begin(ctx: CanvasRenderingContext2D, g: LayerGeometry): void {
    ctx.setTransform(g.scale, 0, 0, g.scale, g.x, g.y)
    ctx.lineJoin = 'round'
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
  }

  /** Draws the part of the puzzle inside `visible` (puzzle units), yielding every `batch` regions. */
  *drawAll(
    ctx: CanvasRenderingContext2D,
    g: LayerGeometry,
    state: PaintState,
    visible: Box,
    batch = 24,
  ): Generator<void, void, void> {
    const { puzzle } = this
    const whole =
      visible.minX <= 0 &&
      visible.minY <= 0 &&
      visible.maxX >= puzzle.width &&
      visible.maxY >= puzzle.height
    const boxes = whole ? undefined : this.boxes()
    const regions = !boxes
      ? puzzle.regions
      : puzzle.regions.filter((r) => {
          const box = boxes.get(r.id)
          return box !== undefined && intersects(box, visible)
        })
    this.begin(ctx, g)
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, puzzle.width, puzzle.height)
    let n = 0
    for (const r of regions) {
      this.fillRegion(ctx, g, r, state)
      if (++n % batch === 0) {
        yield
        this.begin(ctx, g)
      }
    }
    for (const r of regions) {
      if (!state.filled.has(r.id)) this.outline(ctx, g, r)
      if (++n % batch === 0) {
        yield
        this.begin(ctx, g)
      }
    }
    for (const r of regions) {
      if (!state.filled.has(r.id)) this.number(ctx, g, r, state)
      if (++n % (batch * 2) === 0) {
        yield
        this.begin(ctx, g)
      }
    }
  }

  /** Draws one region again as it now is (after a fill, or when the selected colour changes). */
  redraw(ctx: CanvasRenderingContext2D, g: LayerGeometry, region: Region, state: PaintState): void {
    this.begin(ctx, g)
    const path = this.paths.get(region.id)
    if (!path) return
    if (!state.filled.has(region.id)) {
      ctx.fillStyle = '#ffffff'
      ctx.fill(path, 'evenodd')
    }
    this.fillRegion(ctx, g, region, state)
    if (!state.filled.has(region.id)) {
      this.outline(ctx, g, region)
      this.number(ctx, g, region, state)
    }
  }

  private fillRegion(
    ctx: CanvasRenderingContext2D,
    g: LayerGeometry,
    r: Region,
    state: PaintState,
  ): void {
    const path = this.paths.get(r.id)
    if (!path) return
    if (state.filled.has(r.id)) {
      const colour = this.puzzle.palette[r.color] ?? '#000000'
      ctx.fillStyle = colour
      ctx.fill(path, 'evenodd')
      // A device pixel of the same colour closes anti-aliasing seams between filled neighbours.
      ctx.strokeStyle = colour
      ctx.lineWidth = 1.2 / g.scale
      ctx.stroke(path)
    } else if (r.color === state.selected) {
      ctx.fillStyle = HIGHLIGHT_TINT
      ctx.fill(path, 'evenodd')
      ctx.fillStyle = this.highlight(ctx, g, r.color)
      ctx.fill(path, 'evenodd')
    }
  }

  private outline(ctx: CanvasRenderingContext2D, g: LayerGeometry, r: Region): void {
    const path = this.paths.get(r.id)
    if (!path) return
    ctx.strokeStyle = OUTLINE
    // One CSS pixel whatever the zoom.
    ctx.lineWidth = 1 / g.cssScale
    ctx.stroke(path)
  }

  private number(
    ctx: CanvasRenderingContext2D,
    g: LayerGeometry,
    r: Region,
    state: PaintState,
  ): void {
    const size = labelSize(r, g.cssScale)
    if (size === 0) return
    const text = String(r.color + 1)
    const selected = r.color === state.selected
    ctx.font = `${selected ? 700 : 400} ${Math.round(size * 2) / 2}px system-ui, sans-serif`
    if (selected) {
      // A light halo keeps the number readable on the highlight of any colour.
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)'
      ctx.lineWidth = size * 0.22
      ctx.strokeText(text, r.label.x, r.label.y)
    }
    ctx.fillStyle = selected ? NUMBER_SELECTED : NUMBER
    ctx.fillText(text, r.label.x, r.label.y)
  }

  /** Diagonal stripes of the colour, a constant size on screen, so its regions stand out. */
  private highlight(
    ctx: CanvasRenderingContext2D,
    g: LayerGeometry,
    color: number,
  ): CanvasPattern | string {
    const hex = this.puzzle.palette[color] ?? '#000000'
    const key = `${hex}@${g.scale}`
    const cached = this.patterns.get(key)
    if (cached) return cached
    const tile = typeof document === 'undefined' ? null : document.createElement('canvas')
    const tileCtx = tile?.getContext('2d')
    let style: CanvasPattern | string = `${hex}66`
    if (tile && tileCtx) {
      const px = 10
      tile.width = px
      tile.height = px
      tileCtx.strokeStyle = hex
      tileCtx.lineWidth = 3
      tileCtx.beginPath()
      for (const o of [-px, 0, px]) {
        tileCtx.moveTo(o, px)
        tileCtx.lineTo(o + px, 0)
      }
      tileCtx.stroke()
      const pattern = ctx.createPattern(tile, 'repeat')
      if (pattern) {
        pattern.setTransform?.(new DOMMatrix([1 / g.scale, 0, 0, 1 / g.scale, 0, 0]))
        style = pattern
      }
    }
    if (this.patterns.size > 64) this.patterns.clear()
    this.patterns.set(key, style)
    return style
  }
}
