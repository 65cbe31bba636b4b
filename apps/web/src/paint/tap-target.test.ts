// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Box, HitTester } from './hit-index'
import { nearestTiny, tapTarget } from './tap-target'

// Two regions side by side: 1 left of x = 10, 2 from there on.
const hits: HitTester = { regionAt: (x) => (x < 10 ? 1 : 2), regionsNear: () => [] }

describe('tapTarget', () => {
  it('answers the region under the tap when it can be painted', () => {
    expect(tapTarget(hits, 5, 5, 4, () => true)).toBe(1)
  })

  it('answers a paintable region within reach when the tap lands just beside it', () => {
    expect(tapTarget(hits, 9, 5, 4, (id) => id === 2)).toBe(2)
  })

  it('keeps a tap on a number for that region, so a wrong colour flashes', () => {
    expect(
      tapTarget(
        hits,
        9,
        5,
        4,
        (id) => id === 2,
        (id) => id === 1,
      ),
    ).toBe(1)
  })

  it('answers the region under the tap when nothing paintable is in reach, so it can flash', () => {
    expect(tapTarget(hits, 2, 5, 4, (id) => id === 2)).toBe(1)
  })

  it('fills a speck of the selected colour near the tap when nothing else is in reach', () => {
    expect(
      tapTarget(
        hits,
        2,
        5,
        4,
        (id) => id === 7,
        undefined,
        () => 7,
      ),
    ).toBe(7)
  })
})

describe('nearestTiny', () => {
  // Region 1 is big; 2 and 3 are specks 3 px across, at 10 and 20 px from the tap at (0, 0).
  const boxes = new Map<number, Box>([
    [1, { minX: -50, minY: -50, maxX: 50, maxY: 50 }],
    [2, { minX: 10, minY: 0, maxX: 13, maxY: 3 }],
    [3, { minX: 20, minY: 0, maxX: 23, maxY: 3 }],
  ])
  const near: HitTester = {
    regionAt: () => 1,
    regionsNear: (x, y, reach) =>
      [...boxes.keys()].filter((id) => {
        const b = boxes.get(id) as Box
        return Math.max(b.minX - x, 0, x - b.maxX) <= reach && Math.max(b.minY - y, 0) <= reach
      }),
  }

  it('answers the nearest paintable speck within reach, never a big region', () => {
    expect(nearestTiny(near, boxes, 0, 0, 16, 8, () => true)).toBe(2)
    expect(nearestTiny(near, boxes, 0, 0, 16, 8, (id) => id === 3)).toBeUndefined()
    expect(nearestTiny(near, boxes, 0, 0, 25, 8, (id) => id !== 2)).toBe(3)
    expect(nearestTiny(near, boxes, 0, 0, 5, 8, () => true)).toBeUndefined()
  })
})
