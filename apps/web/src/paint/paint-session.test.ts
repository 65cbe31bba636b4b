import type { Puzzle } from '@huey/pbn'
import { describe, expect, it, vi } from 'vitest'
import { PaintSession } from './paint-session'

const square = (x: number) => `M${x} 0l10 0 0 10-10 0Z`
const puzzle: Puzzle = {
  width: 30,
  height: 10,
  palette: ['#ff0000', '#00ff00'],
  regions: [
    { id: 1, color: 0, path: square(0), label: { x: 5, y: 5, size: 6 }, area: 100 },
    { id: 2, color: 1, path: square(10), label: { x: 15, y: 5, size: 6 }, area: 100 },
    { id: 3, color: 0, path: square(20), label: { x: 25, y: 5, size: 6 }, area: 50 },
  ],
}

describe('PaintSession', () => {
  it('fills a region with the matching colour and refuses the wrong one', () => {
    const s = new PaintSession(puzzle)
    expect(s.selectedColor).toBe(0)
    expect(s.fill(2)).toBe('wrong-colour')
    expect(s.fill(1)).toBe('filled')
    expect(s.fill(1)).toBe('already-filled')
    expect(s.remainingOf(0)).toBe(1)
    expect(s.progress).toBeCloseTo(1 / 3)
  })

  it('moves to the next colour when one is done, and knows when the picture is complete', () => {
    const s = new PaintSession(puzzle)
    s.fill(1)
    s.fill(3)
    expect(s.selectedColor).toBe(1)
    s.fill(2)
    expect(s.complete).toBe(true)
    expect(s.paintingOrder).toEqual([1, 3, 2])
  })

  it('restores saved progress and merges progress from elsewhere as a union', () => {
    const s = new PaintSession(puzzle, [3, 99])
    expect([...s.filled]).toEqual([3])
    s.merge([1, 3])
    expect([...s.filled].sort()).toEqual([1, 3])
    expect(s.remainingOf(0)).toBe(0)
  })

  it('tells subscribers about every change and hints at the largest open region of the colour', () => {
    const s = new PaintSession(puzzle)
    const listener = vi.fn()
    s.subscribe(listener)
    expect(s.hintRegion()).toBe(1)
    s.fill(1)
    s.select(1)
    expect(listener).toHaveBeenCalledTimes(2)
    expect(s.hintRegion()).toBe(2)
  })
})
