import { describe, expect, it } from 'vitest'
import { difficultyBands } from '../../test/cut'
import { measure, sample } from '../../test/measure'
import { landscape } from './landscape'

describe('landscapes', () => {
  it('offers many distinct variants: compositions by time of day', () => {
    const keys = landscape.variants.map((v) => v.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.length).toBeGreaterThanOrEqual(36)
    expect(new Set(landscape.variants.map((v) => v.setting)).size).toBeGreaterThanOrEqual(6)
  })

  it('draws the same picture from the same seed, another from another seed', () => {
    const v = landscape.variants[0]
    expect(v?.draw(5)).toBe(v?.draw(5))
    expect(v?.draw(5)).not.toBe(v?.draw(6))
  })

  // A spread sample: every composition and difficulty, not every time of day (each takes a cut).
  it.each(sample(landscape.variants, 5).map((v) => [v.key, v] as const))(
    '%s cuts into closed regions within its band, shaded, unrepeated, in paints apart',
    async (_, v) => {
      const m = await measure(v, 3)
      const [lo, hi] = difficultyBands[v.difficulty]
      expect(m.closed).toBe(true)
      expect(m.regions).toBeGreaterThanOrEqual(lo)
      expect(m.regions).toBeLessThanOrEqual(hi)
      expect(m.repeated).toBeLessThanOrEqual(0.25)
      expect(m.minDistance).toBeGreaterThanOrEqual(4)
      expect(m.largestColourShare).toBeLessThanOrEqual(0.25)
      expect(m.banded).toBeGreaterThanOrEqual(0.3)
    },
  )
})
