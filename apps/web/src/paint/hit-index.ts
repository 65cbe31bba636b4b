import type { Puzzle } from '@huey/pbn'
import type { RegionPaths } from './region-path-cache'

export interface HitTester {
  /** The region at a point in puzzle coordinates, or undefined. */
  regionAt(x: number, y: number): number | undefined
  /** The regions whose bounding boxes come within `reach` of a point (puzzle units), unordered. */
  regionsNear(x: number, y: number, reach: number): number[]
}

export interface Box {
  readonly minX: number
  readonly minY: number
  readonly maxX: number
  readonly maxY: number
}

/**
 * The bounding box of SVG path data made of M/L/l/Z commands (the engine's output). A scanner
 * rather than regular expressions: it runs over every region's path when a puzzle opens.
 */
export function pathBox(d: string): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }
  let x = 0
  let y = 0
  let relative = false
  let pending: number | undefined
  const n = d.length
  let i = 0
  while (i < n) {
    const c = d.charCodeAt(i)
    // digits, '.', '-': read by hand, as slicing and Number() cost most of a big puzzle's scan
    if ((c >= 48 && c <= 57) || c === 46 || c === 45) {
      const negative = c === 45
      let j = negative ? i + 1 : i
      let value = 0
      let scale = 0
      while (j < n) {
        const k = d.charCodeAt(j)
        if (k >= 48 && k <= 57) {
          value = value * 10 + (k - 48)
          if (scale > 0) scale *= 10
          j++
        } else if (k === 46 && scale === 0) {
          scale = 1
          j++
        } else break
      }
      if (scale > 1) value /= scale
      if (negative) value = -value
      i = j
      if (pending === undefined) pending = value
      else {
        if (relative) {
          x += pending
          y += value
        } else {
          x = pending
          y = value
        }
        pending = undefined
        if (x < box.minX) box.minX = x
        if (y < box.minY) box.minY = y
        if (x > box.maxX) box.maxX = x
        if (y > box.maxY) box.maxY = y
      }
      continue
    }
    if (c === 108)
      relative = true // l
    else if (c === 77 || c === 76) relative = false // M, L
    i++
  }
  return box
}

const CELL = 32

/** How far a point is from a box (0 inside it). */
export function boxDistance(b: Box, x: number, y: number): number {
  const dx = Math.max(b.minX - x, 0, x - b.maxX)
  const dy = Math.max(b.minY - y, 0, y - b.maxY)
  return Math.hypot(dx, dy)
}

/**
 * Hit testing without scanning every region: a grid of cells lists the regions whose boxes touch
 * each cell; only those are tested exactly, with the canvas's own point-in-path.
 */
export function createHitIndex(
  puzzle: Puzzle,
  paths: RegionPaths,
  boxes: ReadonlyMap<number, Box>,
  inPath: (path: Path2D, x: number, y: number) => boolean,
): HitTester {
  const cols = Math.ceil(puzzle.width / CELL)
  const rows = Math.ceil(puzzle.height / CELL)
  const cells: number[][] = Array.from({ length: cols * rows }, () => [])
  for (const r of puzzle.regions) {
    const b = boxes.get(r.id)
    if (!b) continue
    const c0 = Math.max(0, Math.floor(b.minX / CELL))
    const c1 = Math.min(cols - 1, Math.floor(b.maxX / CELL))
    const r0 = Math.max(0, Math.floor(b.minY / CELL))
    const r1 = Math.min(rows - 1, Math.floor(b.maxY / CELL))
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) (cells[row * cols + col] as number[]).push(r.id)
    }
  }
  const cellRange = (v: number, reach: number, count: number) => [
    Math.max(0, Math.floor((v - reach) / CELL)),
    Math.min(count - 1, Math.floor((v + reach) / CELL)),
  ]
  return {
    regionsNear(x, y, reach) {
      const [c0, c1] = cellRange(x, reach, cols) as [number, number]
      const [r0, r1] = cellRange(y, reach, rows) as [number, number]
      const found = new Set<number>()
      for (let row = r0; row <= r1; row++) {
        for (let col = c0; col <= c1; col++) {
          for (const id of cells[row * cols + col] ?? []) {
            const b = boxes.get(id)
            if (b && boxDistance(b, x, y) <= reach) found.add(id)
          }
        }
      }
      return [...found]
    },
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

const boxCache = new WeakMap<Puzzle, ReadonlyMap<number, Box>>()

/** Each region's bounding box in puzzle units, computed once per puzzle. */
export function regionBoxes(puzzle: Puzzle): ReadonlyMap<number, Box> {
  let boxes = boxCache.get(puzzle)
  if (!boxes) {
    boxes = new Map(puzzle.regions.map((r) => [r.id, pathBox(r.path)]))
    boxCache.set(puzzle, boxes)
  }
  return boxes
}
