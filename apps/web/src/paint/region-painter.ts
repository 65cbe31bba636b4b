import type { Puzzle, Region } from '@huey/pbn'
import type { Box } from './hit-index'
import { drawRegionLabels, type PaintStyle } from './region-labels'
import type { RegionPaths } from './region-path-cache'
import { SelectionPattern } from './selection-pattern'

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
  readonly style: PaintStyle
}

const OUTLINE = '#a19eb0'
const OUTLINE_HIGH_CONTRAST = '#000000'

const intersects = (a: Box, b: Box) =>
  a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY

/** One CSS pixel whatever the zoom (one and a half in high contrast). */
function strokeOutline(
  ctx: CanvasRenderingContext2D,
  path: Path2D,
  g: LayerGeometry,
  style: PaintStyle,
): void {
  ctx.strokeStyle = style.highContrast ? OUTLINE_HIGH_CONTRAST : OUTLINE
  ctx.lineWidth = (style.highContrast ? 1.5 : 1) / g.cssScale
  ctx.stroke(path)
}

const numberRegion = (ctx: CanvasRenderingContext2D, g: LayerGeometry, r: Region, s: PaintState) =>
  drawRegionLabels(ctx, g.cssScale, r, r.color === s.selected, s.style)

/**
 * Draws regions into a layer in puzzle coordinates: a whole layer in slices (a generator that
 * yields between batches, so a big redraw can be spread over frames), or one region again after a
 * fill or a change of colour. Neighbours share their borders and numbers stay inside their region,
 * so a region can be redrawn alone.
 */
export class RegionPainter {
  private readonly selection = new SelectionPattern()

  constructor(
    readonly puzzle: Puzzle,
    readonly paths: RegionPaths,
    /** Region boxes, asked for only when part of the picture is drawn. */
    private readonly boxes: () => ReadonlyMap<number, Box>,
  ) {}

  /**
   * Where a region's redraw lands in a layer (device px): its box, and room for the outline and
   * a number's halo that may reach its border.
   */
  deviceBox(g: LayerGeometry, region: Region): Box | undefined {
    const b = this.boxes().get(region.id)
    if (!b) return undefined
    const pad = (3 * g.scale) / g.cssScale
    return {
      minX: b.minX * g.scale + g.x - pad,
      minY: b.minY * g.scale + g.y - pad,
      maxX: b.maxX * g.scale + g.x + pad,
      maxY: b.maxY * g.scale + g.y + pad,
    }
  }

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
    batch = 12,
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
      const path = this.paths.get(r.id)
      if (path && !state.filled.has(r.id)) strokeOutline(ctx, path, g, state.style)
      if (++n % batch === 0) {
        yield
        this.begin(ctx, g)
      }
    }
    for (const r of regions) {
      if (!state.filled.has(r.id)) numberRegion(ctx, g, r, state)
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
      strokeOutline(ctx, path, g, state.style)
      numberRegion(ctx, g, region, state)
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
      // A light wash of the colour itself, under stripes that read on any colour.
      ctx.globalAlpha = 0.35
      ctx.fillStyle = this.puzzle.palette[r.color] ?? '#000000'
      ctx.fill(path, 'evenodd')
      ctx.globalAlpha = 1
      ctx.fillStyle = this.selection.style(ctx, g.scale)
      ctx.fill(path, 'evenodd')
    }
  }
}
