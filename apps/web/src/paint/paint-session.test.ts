// @vitest-environment node
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

  it('fills many regions at once with one change, only those of the colour still open', () => {
    const s = new PaintSession(puzzle)
    const listener = vi.fn()
    s.subscribe(listener)
    expect(s.fillMany([1, 2, 3, 3])).toBe(2)
    expect([...s.filled]).toEqual([1, 3])
    expect(listener).toHaveBeenCalledTimes(1)
    expect(s.selectedColor).toBe(1)
  })

  it('lets a drag keep its colour: once that colour is done it paints nothing of the next', () => {
    const s = new PaintSession(puzzle)
    s.fillMany([1, 3], 0)
    expect(s.fillMany([2], 0)).toBe(0)
    expect(s.filled.has(2)).toBe(false)
  })

  it('offers find once the selected colour has five regions left or fewer, and finds the nearest', () => {
    const s = new PaintSession(puzzle)
    expect(s.canFind).toBe(true)
    expect(s.nearestOpen(24, 5)).toBe(3)
    expect(s.nearestOpen(0, 0)).toBe(1)
    const many: Puzzle = {
      ...puzzle,
      regions: Array.from({ length: 6 }, (_, i) => ({
        id: i + 1,
        color: 0,
        path: square(0),
        label: { x: i, y: 0, size: 1 },
        area: 1,
      })),
    }
    const big = new PaintSession(many)
    expect(big.canFind).toBe(false)
    big.fill(1)
    expect(big.canFind).toBe(true)
  })

  it('switches tools and looks, telling subscribers only about real changes', () => {
    const s = new PaintSession(puzzle)
    const listener = vi.fn()
    s.subscribe(listener)
    s.setTool('drag')
    s.setTool('drag')
    s.setStyle({ largeNumbers: true, highContrast: false, symbols: false })
    s.setStyle({ largeNumbers: true, highContrast: false, symbols: false })
    s.setReducedMotion(true)
    expect(s.tool).toBe('drag')
    expect(s.style.largeNumbers).toBe(true)
    expect(s.reducedMotion).toBe(true)
    expect(listener).toHaveBeenCalledTimes(3)
  })
})
