import { describe, expect, it } from 'vitest'
import { difficultyBands } from '../../test/cut'
import { measure, sample } from '../../test/measure'
import { mandalaAnimals } from './mandala'

describe('mandala animals', () => {
  it('offers every subject in two palettes at two difficulties, every key once', () => {
    const keys = mandalaAnimals.variants.map((v) => v.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.length).toBeGreaterThanOrEqual(360)
    expect(mandalaAnimals.category).toBe('mandalas')
  })

  it('draws the same picture from the same seed, another from another', () => {
    const v = mandalaAnimals.variants[2]
    expect(v?.draw(8)).toBe(v?.draw(8))
    expect(v?.draw(8)).not.toBe(v?.draw(9))
  })

  // Mandalas are exempt from the repeated-shape limit (issue 33): their symmetry is the point.
  it.each(sample(mandalaAnimals.variants, 3).map((v) => [v.key, v] as const))(
    '%s fills a big silhouette with banded petals, within its band',
    async (_, v) => {
      const m = await measure(v, 1)
      const [lo, hi] = difficultyBands[v.difficulty]
      expect(m.closed).toBe(true)
      expect(m.regions).toBeGreaterThanOrEqual(lo)
      expect(m.regions).toBeLessThanOrEqual(hi)
      expect(m.subjectShare).toBeGreaterThanOrEqual(1 / 3)
      expect(m.minDistance).toBeGreaterThanOrEqual(4)
      expect(m.largestColourShare).toBeLessThanOrEqual(0.25)
      expect(m.banded).toBeGreaterThanOrEqual(0.3)
    },
  )
})
