import { describe, expect, it } from 'vitest'
import type { HitTester } from './hit-index'
import { tapTarget } from './tap-target'

// Two regions side by side: 1 left of x = 10, 2 from there on.
const hits: HitTester = { regionAt: (x) => (x < 10 ? 1 : 2) }

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
})
