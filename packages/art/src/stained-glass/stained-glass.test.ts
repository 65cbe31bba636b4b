import { describe, expect, it } from 'vitest'
import { difficultyBands } from '../../test/cut'
import { measure, sample } from '../../test/measure'
import { stainedGlass } from './stained-glass'

describe('stained glass', () => {
  it('offers every subject as a window, at two difficulties, every key once', () => {
    const keys = stainedGlass.variants.map((v) => v.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.length).toBeGreaterThanOrEqual(180)
    expect(new Set(stainedGlass.variants.map((v) => v.setting))).toEqual(
      new Set(['arch-window', 'round-window', 'square-window']),
    )
  })

  it('draws the same window from the same seed, another from another', () => {
    const v = stainedGlass.variants[4]
    expect(v?.draw(3)).toBe(v?.draw(3))
    expect(v?.draw(3)).not.toBe(v?.draw(4))
  })

  it.each(sample(stainedGlass.variants, 4).map((v) => [v.key, v] as const))(
    '%s is one big subject cut into pieces of many shapes, within its band',
    async (_, v) => {
      const m = await measure(v, 5)
      const [lo, hi] = difficultyBands[v.difficulty]
      expect(m.closed).toBe(true)
      expect(m.regions).toBeGreaterThanOrEqual(lo)
      expect(m.regions).toBeLessThanOrEqual(hi)
      expect(m.subjectShare).toBeGreaterThanOrEqual(1 / 3)
      expect(m.repeated).toBeLessThanOrEqual(0.25)
      expect(m.minDistance).toBeGreaterThanOrEqual(4)
      expect(m.largestColourShare).toBeLessThanOrEqual(0.25)
      expect(m.banded).toBeGreaterThanOrEqual(0.2)
    },
  )
})
