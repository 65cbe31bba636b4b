import type { Label } from '@huey/pbn'
import type { Point } from './gestures'
import { type Box, createHitIndex, type HitTester } from './hit-index'
import type { PaintSession } from './paint-session'
import { labelsOf } from './region-labels'
import type { RegionPaths } from './region-path-cache'
import { FINGERTIP_PX, nearestTiny, TAP_REACH_PX, TINY_REACH_PX, tapTarget } from './tap-target'

/** The circle fill's radius on screen (CSS px). */
export const CIRCLE_PX = 56
/** A painting drag tests a point every this many CSS px along its path. */
const STROKE_STEP_PX = 4

/**
 * What a press on the picture means for the session, by the tool in use: a tap fills the region it
 * means (see tapTarget); the circle tool fills the selected colour's regions whose numbers are
 * within a circle round the tap; with drag-fill, a drag that starts on an open region of the
 * selected colour fills every such region it passes over. Points are canvas CSS px.
 */
export class CanvasInput {
  private index: HitTester | undefined
  private readonly labels: ReadonlyMap<number, readonly Label[]>
  private strokeColour = -1

  constructor(
    private readonly session: PaintSession,
    private readonly paths: RegionPaths,
    private readonly boxes: () => ReadonlyMap<number, Box>,
    private readonly onTap: (regionId: number) => void,
    private readonly onCircle: (x: number, y: number, r: number) => void,
  ) {
    this.labels = new Map(session.puzzle.regions.map((r) => [r.id, labelsOf(r)]))
  }

  /** Hit tests run on a context of their own, whose transform stays the identity (puzzle units). */
  readonly hits = (): HitTester => {
    if (!this.index) {
      const ctx = document.createElement('canvas').getContext('2d')
      this.index = createHitIndex(
        this.session.puzzle,
        this.paths,
        this.boxes(),
        (p, x, y) => ctx?.isPointInPath(p, x, y, 'evenodd') ?? false,
      )
    }
    return this.index
  }

  private puzzlePoint(p: Point): { x: number; y: number; scale: number } {
    const v = this.session.viewport
    return { x: (p.x - v.x) / v.scale, y: (p.y - v.y) / v.scale, scale: v.scale }
  }

  private readonly paintable = (id: number): boolean =>
    !this.session.filled.has(id) && this.session.regionColor.get(id) === this.session.selectedColor

  readonly tap = (sx: number, sy: number): void => {
    const { x, y, scale } = this.puzzlePoint({ x: sx, y: sy })
    if (this.session.tool === 'circle' && this.fillCircle(x, y, CIRCLE_PX / scale) > 0) return
    const id = tapTarget(
      this.hits(),
      x,
      y,
      TAP_REACH_PX / scale,
      this.paintable,
      (r) =>
        (this.labels.get(r) ?? []).some((l) => Math.hypot(l.x - x, l.y - y) * scale < TAP_REACH_PX),
      () =>
        nearestTiny(
          this.hits(),
          this.boxes(),
          x,
          y,
          TINY_REACH_PX / scale,
          FINGERTIP_PX / scale,
          this.paintable,
        ),
    )
    if (id !== undefined) this.onTap(id)
  }

  /** Fills the selected colour's open regions with a number inside the circle; answers how many. */
  private fillCircle(x: number, y: number, r: number): number {
    const inside = (l: Label) => Math.hypot(l.x - x, l.y - y) <= r
    const hits = this.hits()
    const under = hits.regionAt(x, y)
    const ids = hits
      .regionsNear(x, y, r)
      .filter(
        (id) => this.paintable(id) && (id === under || (this.labels.get(id) ?? []).some(inside)),
      )
    this.onCircle(x, y, r)
    return this.session.fillMany(ids)
  }

  /** With drag-fill, a drag that starts on an open region of the selected colour paints. */
  readonly paintsFrom = (sx: number, sy: number): boolean => {
    if (this.session.tool !== 'drag') return false
    const { x, y } = this.puzzlePoint({ x: sx, y: sy })
    const id = this.hits().regionAt(x, y)
    const paints = id !== undefined && this.paintable(id)
    this.strokeColour = paints ? this.session.selectedColor : -1
    return paints
  }

  readonly paintAlong = (from: Point, to: Point): void => {
    const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / STROKE_STEP_PX))
    const hits = this.hits()
    const ids: number[] = []
    for (let i = 0; i <= steps; i++) {
      const t = i / steps
      const p = this.puzzlePoint({
        x: from.x + (to.x - from.x) * t,
        y: from.y + (to.y - from.y) * t,
      })
      const id = hits.regionAt(p.x, p.y)
      if (id !== undefined) ids.push(id)
    }
    // The stroke keeps its colour: once that colour is done, it paints nothing of the next.
    this.session.fillMany(ids, this.strokeColour)
  }
}
