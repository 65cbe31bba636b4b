import type { Puzzle } from '@huey/pbn'

export type Direction = 'left' | 'right' | 'up' | 'down'

const AXES: Record<Direction, { x: number; y: number }> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
}
/** Sideways distance counts this many times the distance ahead: the cursor keeps to its line. */
const SIDEWAYS_WEIGHT = 2

/**
 * The region the keyboard cursor moves to from `fromId` with an arrow key: the nearest whose number
 * lies ahead in that direction (within 45 degrees either side), sideways distance counting double.
 * Stays put when there is none.
 */
export function nextRegion(puzzle: Puzzle, fromId: number, direction: Direction): number {
  const from = puzzle.regions.find((r) => r.id === fromId)
  if (!from) return fromId
  const axis = AXES[direction]
  let best: { id: number; cost: number } | undefined
  for (const r of puzzle.regions) {
    if (r.id === fromId) continue
    const dx = r.label.x - from.label.x
    const dy = r.label.y - from.label.y
    const ahead = dx * axis.x + dy * axis.y
    const sideways = Math.abs(dx * axis.y - dy * axis.x)
    if (ahead <= 0 || sideways > ahead) continue
    const cost = ahead + SIDEWAYS_WEIGHT * sideways
    if (!best || cost < best.cost) best = { id: r.id, cost }
  }
  return best?.id ?? fromId
}

/** The region whose number is nearest a puzzle point: where the cursor starts. */
export function regionNearest(puzzle: Puzzle, x: number, y: number): number | undefined {
  let best: { id: number; d: number } | undefined
  for (const r of puzzle.regions) {
    const d = (r.label.x - x) ** 2 + (r.label.y - y) ** 2
    if (!best || d < best.d) best = { id: r.id, d }
  }
  return best?.id
}

export const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
}
