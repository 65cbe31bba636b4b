import type { Puzzle } from '@huey/pbn'
import type { Viewport } from './paint-session'
import { LARGE_NUMBERS, MIN_LEGIBLE_PX } from './region-labels'

/** A region about this wide on screen (CSS px) shows its stripes well enough to be found. */
export const FINDABLE_PX = 12

import { centreOn, clampViewport, fitViewport, type Screen } from './viewport'

/** What the opening view depends on besides the puzzle and the screen. */
export interface OpeningState {
  readonly selected: number
  readonly filled: ReadonlySet<number>
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/**
 * The view a picture opens at: the whole of it when the chosen colour's regions can be found
 * there, else zoomed in until half of them are FINDABLE_PX wide (a detailed picture on a phone),
 * centred on that colour's largest open region, so the painter sees at once where to start.
 */
export function openingViewport(puzzle: Puzzle, screen: Screen, state: OpeningState): Viewport {
  const fit = fitViewport(puzzle, screen)
  const open = puzzle.regions.filter((r) => r.color === state.selected && !state.filled.has(r.id))
  const size = median(open.map((r) => Math.sqrt(r.area)))
  if (!size || FINDABLE_PX / size <= fit.scale) return fit
  const largest = open.reduce((a, b) => (b.area > a.area ? b : a))
  const view = clampViewport(
    centreOn(largest.label.x, largest.label.y, FINDABLE_PX / size, screen),
    puzzle,
    screen,
  )
  // The picture fills the screen: none of the backdrop a later pan may show.
  const fill = (pos: number, size: number, room: number) =>
    size <= room ? (room - size) / 2 : Math.min(0, Math.max(room - size, pos))
  return {
    scale: view.scale,
    x: fill(view.x, puzzle.width * view.scale, screen.width),
    y: fill(view.y, puzzle.height * view.scale, screen.height),
  }
}

/** Whether some numbers are too small to be drawn in this view: they show as one zooms in. */
export function numbersHidden(puzzle: Puzzle, view: Viewport, largeNumbers: boolean): boolean {
  const k = largeNumbers ? LARGE_NUMBERS : 1
  return puzzle.regions.some((r) => r.label.size * k * view.scale < MIN_LEGIBLE_PX)
}
