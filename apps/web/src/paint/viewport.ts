import type { Puzzle } from '@huey/pbn'
import type { Viewport } from './paint-session'

export interface Screen {
  readonly width: number
  readonly height: number
}

/** The whole picture, centred, with a margin. */
export function fitViewport(puzzle: Puzzle, screen: Screen): Viewport {
  const scale = Math.min(screen.width / puzzle.width, screen.height / puzzle.height) * 0.94
  return {
    scale,
    x: (screen.width - puzzle.width * scale) / 2,
    y: (screen.height - puzzle.height * scale) / 2,
  }
}

/** Zoom limits: from a little under "fit" to where the smallest number reads at 28 px. */
export function zoomLimits(puzzle: Puzzle, screen: Screen): { min: number; max: number } {
  const fit = fitViewport(puzzle, screen).scale
  const smallest = Math.max(1, Math.min(...puzzle.regions.map((r) => r.label.size)))
  return { min: fit * 0.8, max: Math.max(fit * 4, 28 / smallest) }
}

/** Keeps the scale in its limits and at least half the screen over the picture, so it never gets lost. */
export function clampViewport(view: Viewport, puzzle: Puzzle, screen: Screen): Viewport {
  const { min, max } = zoomLimits(puzzle, screen)
  const scale = Math.min(max, Math.max(min, view.scale))
  const w = puzzle.width * scale
  const h = puzzle.height * scale
  const clampAxis = (pos: number, size: number, room: number) =>
    size <= room
      ? Math.min(Math.max(pos, 0), room - size)
      : Math.min(room / 2, Math.max(pos, room / 2 - size))
  return { scale, x: clampAxis(view.x, w, screen.width), y: clampAxis(view.y, h, screen.height) }
}

/** Zooms by `factor` keeping the puzzle point under (sx, sy) in place. */
export function zoomAt(view: Viewport, factor: number, sx: number, sy: number): Viewport {
  const scale = view.scale * factor
  return { scale, x: sx - (sx - view.x) * factor, y: sy - (sy - view.y) * factor }
}

/** Centres a puzzle point on screen at the given scale (the hint). */
export function centreOn(px: number, py: number, scale: number, screen: Screen): Viewport {
  return { scale, x: screen.width / 2 - px * scale, y: screen.height / 2 - py * scale }
}
