import type { Puzzle } from '@huey/pbn'
import { type PaintStyle, plainStyle } from './region-labels'

export interface Viewport {
  /** Screen px per puzzle px. */
  readonly scale: number
  /** Screen position of the puzzle's top-left corner. */
  readonly x: number
  readonly y: number
}

export type FillResult = 'filled' | 'wrong-colour' | 'already-filled'

/**
 * What a press on the picture does: `tap` fills the region tapped (a drag pans); `drag` also fills
 * every region of the selected colour a drag passes over when the drag starts on one (a drag that
 * starts elsewhere, and two fingers, still pan); `circle` fills every region of the selected colour
 * within a circle round the tap.
 */
export type PaintTool = 'tap' | 'drag' | 'circle'

/** "Find" is offered once the selected colour has this many regions left or fewer. */
export const FIND_FROM = 5

type Listener = () => void

/**
 * The colouring screen's state outside React (STYLE.md rule 11): the puzzle, the filled regions
 * (a grow-only set, in painting order), the selected colour and the viewport.
 */
export class PaintSession {
  private filledSet: Set<number>
  private order: number[]
  private selected: number
  private view: Viewport = { scale: 1, x: 0, y: 0 }
  private paintStyle: PaintStyle = plainStyle
  private activeTool: PaintTool = 'tap'
  private calm = false
  private readonly listeners = new Set<Listener>()
  /** Regions left to paint per palette colour. */
  private readonly remaining: number[]
  readonly regionColor: Map<number, number>

  constructor(
    readonly puzzle: Puzzle,
    filled: readonly number[] = [],
  ) {
    this.regionColor = new Map(puzzle.regions.map((r) => [r.id, r.color]))
    this.order = filled.filter((id) => this.regionColor.has(id))
    this.filledSet = new Set(this.order)
    this.remaining = puzzle.palette.map(() => 0)
    for (const r of puzzle.regions) {
      if (!this.filledSet.has(r.id)) this.remaining[r.color] = (this.remaining[r.color] ?? 0) + 1
    }
    const firstOpen = this.remaining.findIndex((n) => n > 0)
    this.selected = Math.max(0, firstOpen)
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private emit(): void {
    for (const l of this.listeners) l()
  }

  get filled(): ReadonlySet<number> {
    return this.filledSet
  }

  /** Filled region ids in the order they were painted (for the replay). */
  get paintingOrder(): readonly number[] {
    return this.order
  }

  get selectedColor(): number {
    return this.selected
  }

  get viewport(): Viewport {
    return this.view
  }

  /** How the picture is drawn (large numbers, high contrast, colour symbols). */
  get style(): PaintStyle {
    return this.paintStyle
  }

  /** No animated zooms, pulses or blinking (the setting, or the device's prefers-reduced-motion). */
  get reducedMotion(): boolean {
    return this.calm
  }

  setReducedMotion(on: boolean): void {
    if (on === this.calm) return
    this.calm = on
    this.emit()
  }

  get tool(): PaintTool {
    return this.activeTool
  }

  /** Whether "find" is offered: the selected colour has a few regions left. */
  get canFind(): boolean {
    const left = this.remainingOf(this.selected)
    return left > 0 && left <= FIND_FROM
  }

  remainingOf(color: number): number {
    return this.remaining[color] ?? 0
  }

  get progress(): number {
    return this.puzzle.regions.length === 0 ? 1 : this.filledSet.size / this.puzzle.regions.length
  }

  get complete(): boolean {
    return this.filledSet.size === this.puzzle.regions.length
  }

  select(color: number): void {
    if (color < 0 || color >= this.puzzle.palette.length || color === this.selected) return
    this.selected = color
    this.emit()
  }

  setStyle(style: PaintStyle): void {
    const s = this.paintStyle
    const same =
      s.largeNumbers === style.largeNumbers &&
      s.highContrast === style.highContrast &&
      s.symbols === style.symbols
    if (same) return
    this.paintStyle = style
    this.emit()
  }

  setTool(tool: PaintTool): void {
    if (tool === this.activeTool) return
    this.activeTool = tool
    this.emit()
  }

  setViewport(view: Viewport): void {
    this.view = view
    this.emit()
  }

  /** Fills the region if the selected colour is its colour. */
  fill(regionId: number): FillResult {
    if (this.filledSet.has(regionId)) return 'already-filled'
    if (this.regionColor.get(regionId) !== this.selected) return 'wrong-colour'
    this.add([regionId])
    return 'filled'
  }

  /**
   * Fills those of the regions that are `color`'s and still open (a drag or a circle), in the
   * order given, with one change for all; answers how many it filled. Nothing happens once `color`
   * is no longer the one selected (the stroke's colour was finished).
   */
  fillMany(regionIds: Iterable<number>, color = this.selected): number {
    if (color !== this.selected) return 0
    const ids: number[] = []
    for (const id of regionIds) {
      if (this.regionColor.get(id) === color && !this.filledSet.has(id) && !ids.includes(id)) {
        ids.push(id)
      }
    }
    if (ids.length > 0) this.add(ids)
    return ids.length
  }

  private add(ids: readonly number[]): void {
    this.filledSet = new Set([...this.filledSet, ...ids])
    this.order = [...this.order, ...ids]
    for (const id of ids) {
      const c = this.regionColor.get(id) as number
      this.remaining[c] = (this.remaining[c] ?? 1) - 1
    }
    if (this.remaining[this.selected] === 0) {
      const next = this.remaining.findIndex((n) => n > 0)
      if (next >= 0) this.selected = next
    }
    this.emit()
  }

  /** Adds regions filled elsewhere (another device): progress only grows. */
  merge(ids: readonly number[]): void {
    const added = [...new Set(ids)].filter(
      (id) => this.regionColor.has(id) && !this.filledSet.has(id),
    )
    if (added.length > 0) this.add(added)
  }

  /** An unfilled region of the selected colour, the largest first (for the hint). */
  hintRegion(): number | undefined {
    let best: { id: number; area: number } | undefined
    for (const r of this.puzzle.regions) {
      if (r.color === this.selected && !this.filledSet.has(r.id) && (!best || r.area > best.area)) {
        best = { id: r.id, area: r.area }
      }
    }
    return best?.id
  }

  /** The unfilled region of the selected colour whose number is nearest a puzzle point ("find"). */
  nearestOpen(x: number, y: number): number | undefined {
    let best: { id: number; d: number } | undefined
    for (const r of this.puzzle.regions) {
      if (r.color !== this.selected || this.filledSet.has(r.id)) continue
      const d = (r.label.x - x) ** 2 + (r.label.y - y) ** 2
      if (!best || d < best.d) best = { id: r.id, d }
    }
    return best?.id
  }
}
