import { describe, expect, it } from 'vitest'
import { measure } from '../../test/measure'
import { kids } from './kids'

describe('kids', () => {
  it('offers one big picture of every subject, easy', () => {
    expect(kids.variants.length).toBeGreaterThanOrEqual(90)
    expect(new Set(kids.variants.map((v) => v.key)).size).toBe(kids.variants.length)
    expect(kids.variants.every((v) => v.difficulty === 'easy')).toBe(true)
  })

  it.each(kids.variants.filter((_, i) => i % 45 === 10).map((v) => [v.key, v] as const))(
    '%s is few, thick regions round one subject filling the page',
    async (_, v) => {
      const m = await measure(v, 1)
      expect(m.closed).toBe(true)
      expect(m.regions).toBeLessThanOrEqual(150)
      expect(m.subjectShare).toBeGreaterThanOrEqual(0.4)
      expect(m.repeated).toBeLessThanOrEqual(0.25)
      expect(m.minDistance).toBeGreaterThanOrEqual(4)
      expect(m.largestColourShare).toBeLessThanOrEqual(0.25)
    },
  )
})
