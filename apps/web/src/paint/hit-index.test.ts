// @vitest-environment node
import type { Puzzle } from '@huey/pbn'
import { describe, expect, it } from 'vitest'
import { createHitIndex, pathBox } from './hit-index'

describe('pathBox', () => {
  it('follows relative moves, packed negative numbers and several rings', () => {
    expect(pathBox('M10 20l5 0 0-5.5-5 0ZM40 1l-2.5.5 1 1Z')).toEqual({
      minX: 10,
      minY: 1,
      maxX: 40,
      maxY: 20,
    })
  })

  it('reads absolute line commands', () => {
    expect(pathBox('M0 0L3 4L-1 2Z')).toEqual({ minX: -1, minY: 0, maxX: 3, maxY: 4 })
  })
})

describe('createHitIndex', () => {
  const square = (x: number, y: number, s: number) => `M${x} ${y}l${s} 0 0 ${s}-${s} 0Z`
  const puzzle: Puzzle = {
    width: 100,
    height: 100,
    palette: ['#000000'],
    regions: [
      { id: 1, color: 0, path: square(0, 0, 100), label: { x: 5, y: 5, size: 4 }, area: 1 },
      { id: 2, color: 0, path: square(40, 40, 20), label: { x: 50, y: 50, size: 4 }, area: 1 },
    ],
  }
  // Squares stand in for paths: a point is inside when it is inside the square's box.
  const boxes = new Map(puzzle.regions.map((r) => [r.id, pathBox(r.path)]))
  const paths = new Map(puzzle.regions.map((r) => [r.id, r.id as unknown as Path2D]))
  const tested: number[] = []
  const inPath = (p: Path2D, x: number, y: number) => {
    const id = p as unknown as number
    tested.push(id)
    const b = boxes.get(id)
    return !!b && x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY
  }

  it('finds the region under a point, testing only the regions near it', () => {
    const hits = createHitIndex(puzzle, paths, boxes, inPath)
    tested.length = 0
    expect(hits.regionAt(50, 50)).toBe(2)
    expect(hits.regionAt(5, 5)).toBe(1)
    expect(tested).toEqual([2, 1])
    expect(hits.regionAt(-1, 5)).toBeUndefined()
  })
})
