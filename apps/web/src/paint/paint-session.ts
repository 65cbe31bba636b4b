import type { Puzzle } from '@huey/pbn'

export interface Viewport {
  /** Screen px per puzzle px. */
  readonly scale: number
  /** Screen position of the puzzle's top-left corner. */
  readonly x: number
  readonly y: number
}

export type FillResult = 'filled' | 'wrong-colour' | 'already-filled'

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

  setViewport(view: Viewport): void {
    this.view = view
    this.emit()
  }

  /** Fills the region if the selected colour is its colour. */
  fill(regionId: number): FillResult {
    if (this.filledSet.has(regionId)) return 'already-filled'
    const color = this.regionColor.get(regionId)
    if (color !== this.selected) return 'wrong-colour'
    this.filledSet = new Set(this.filledSet).add(regionId)
    this.order = [...this.order, regionId]
    this.remaining[color] = (this.remaining[color] ?? 1) - 1
    if (this.remaining[color] === 0) {
      const next = this.remaining.findIndex((n) => n > 0)
      if (next >= 0) this.selected = next
    }
    this.emit()
    return 'filled'
  }

  /** Adds regions filled elsewhere (another device): progress only grows. */
  merge(ids: readonly number[]): void {
    const added = ids.filter((id) => this.regionColor.has(id) && !this.filledSet.has(id))
    if (added.length === 0) return
    this.filledSet = new Set([...this.filledSet, ...added])
    this.order = [...this.order, ...added]
    for (const id of added) {
      const c = this.regionColor.get(id) as number
      this.remaining[c] = (this.remaining[c] ?? 1) - 1
    }
    this.emit()
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
}
