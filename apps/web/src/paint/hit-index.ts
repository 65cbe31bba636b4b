import type { Puzzle } from '@huey/pbn'

export interface HitTester {
  /** The region at a point in puzzle coordinates, or undefined. */
  regionAt(x: number, y: number): number | undefined
}

export interface Box {
  readonly minX: number
  readonly minY: number
  readonly maxX: number
  readonly maxY: number
}

/** The bounding box of SVG path data made of M/L/l commands (the engine's output). */
export function pathBox(d: string): Box {
  let minX = Number.POSITIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  let x = 0
  let y = 0
  for (const part of d.split(/(?=[MLlZ])/)) {
    const cmd = part[0]
    const nums =
      part
        .slice(1)
        .match(/-?\d*\.?\d+/g)
        ?.map(Number) ?? []
    for (let i = 0; i + 1 < nums.length; i += 2) {
      if (cmd === 'l') {
        x += nums[i] as number
        y += nums[i + 1] as number
      } else {
        x = nums[i] as number
        y = nums[i + 1] as number
      }
      if (x < minX) minX = x
      if (y < minY) minY = y
      if (x > maxX) maxX = x
      if (y > maxY) maxY = y
    }
  }
  return { minX, minY, maxX, maxY }
}

const CELL = 32

/**
 * Hit testing without scanning every region: a grid of cells lists the regions whose boxes touch
 * each cell; only those are tested exactly, with the canvas's own point-in-path.
 */
export function createHitIndex(
  puzzle: Puzzle,
  paths: ReadonlyMap<number, Path2D>,
  inPath: (path: Path2D, x: number, y: number) => boolean,
): HitTester {
  const cols = Math.ceil(puzzle.width / CELL)
  const rows = Math.ceil(puzzle.height / CELL)
  const cells: number[][] = Array.from({ length: cols * rows }, () => [])
  for (const r of puzzle.regions) {
    const b = pathBox(r.path)
    const c0 = Math.max(0, Math.floor(b.minX / CELL))
    const c1 = Math.min(cols - 1, Math.floor(b.maxX / CELL))
    const r0 = Math.max(0, Math.floor(b.minY / CELL))
    const r1 = Math.min(rows - 1, Math.floor(b.maxY / CELL))
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) (cells[row * cols + col] as number[]).push(r.id)
    }
  }
  return {
    regionAt(x, y) {
      if (x < 0 || y < 0 || x >= puzzle.width || y >= puzzle.height) return undefined
      const candidates = cells[Math.floor(y / CELL) * cols + Math.floor(x / CELL)] ?? []
      // Later regions are drawn on top; test them first.
      for (let i = candidates.length - 1; i >= 0; i--) {
        const id = candidates[i] as number
        const path = paths.get(id)
        if (path && inPath(path, x, y)) return id
      }
      return undefined
    },
  }
}
