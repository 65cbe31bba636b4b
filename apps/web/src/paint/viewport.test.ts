// @vitest-environment node
import type { Puzzle } from '@huey/pbn'
import { describe, expect, it } from 'vitest'
import { clampViewport, fitViewport, zoomAt } from './viewport'

const puzzle: Puzzle = {
  width: 200,
  height: 100,
  palette: ['#ff0000'],
  regions: [
    {
      id: 1,
      color: 0,
      path: 'M0 0l200 0 0 100-200 0Z',
      label: { x: 100, y: 50, size: 10 },
      area: 20000,
    },
  ],
}
const screen = { width: 400, height: 400 }

describe('viewport', () => {
  it('fits the whole picture, centred', () => {
    const v = fitViewport(puzzle, screen)
    expect(v.scale).toBeCloseTo(1.88)
    expect(v.x).toBeCloseTo((400 - 200 * v.scale) / 2)
    expect(v.y).toBeCloseTo((400 - 100 * v.scale) / 2)
  })

  it('keeps the point under the cursor in place when zooming', () => {
    const v = zoomAt({ scale: 1, x: 10, y: 20 }, 2, 110, 70)
    expect((110 - v.x) / v.scale).toBeCloseTo(100)
    expect((70 - v.y) / v.scale).toBeCloseTo(50)
  })

  it('never lets the picture leave the screen or zoom past its limits', () => {
    const far = clampViewport({ scale: 1000, x: -1e6, y: 1e6 }, puzzle, screen)
    expect(far.scale).toBeLessThanOrEqual(Math.max(1.88 * 4, 2.8) + 1e-9)
    expect(far.x + 200 * far.scale).toBeGreaterThanOrEqual(200 - 1e-9)
    expect(far.y).toBeLessThanOrEqual(200 + 1e-9)
    const tiny = clampViewport({ scale: 0.01, x: 0, y: 0 }, puzzle, screen)
    expect(tiny.scale).toBeCloseTo(1.88 * 0.8)
  })
})
