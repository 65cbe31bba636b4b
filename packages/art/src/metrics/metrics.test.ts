import { describe, expect, it } from 'vitest'
import { minColourDistance, svgColours } from './colour-distance'
import { repeatedSmallShapeShare } from './repeated-shapes'
import { darkShare, subjectMask } from './subject-area'
import { tonalFamilies } from './tonal-bands'

const canvas = 1000 * 1000

describe('repeatedSmallShapeShare', () => {
  it('counts a wallpaper of one small icon as repeated', () => {
    const icons = Array.from({ length: 40 }, () => ({ area: 400, width: 25, height: 24 }))
    const big = [{ area: 500_000, width: 1000, height: 500 }]
    expect(repeatedSmallShapeShare([...icons, ...big], canvas)).toBeCloseTo(40 / 41)
  })

  it('needs three others alike in area (15 %) and box (3 px)', () => {
    const four = [400, 420, 440, 455].map((area) => ({ area, width: 25, height: 24 }))
    expect(repeatedSmallShapeShare(four, canvas)).toBe(1)
    const three = four.slice(0, 3)
    expect(repeatedSmallShapeShare(three, canvas)).toBe(0)
    const apartInBox = four.map((s, i) => ({ ...s, width: 25 + i * 4 }))
    expect(repeatedSmallShapeShare(apartInBox, canvas)).toBe(0)
    const apartInArea = four.map((s, i) => ({ ...s, area: 400 * 1.2 ** i }))
    expect(repeatedSmallShapeShare(apartInArea, canvas)).toBe(0)
  })

  it('leaves large shapes out, however alike', () => {
    const large = Array.from({ length: 8 }, () => ({ area: 30_000, width: 200, height: 150 }))
    expect(repeatedSmallShapeShare(large, canvas)).toBe(0)
  })

  it('scores feathers of many sizes low', () => {
    const feathers = Array.from({ length: 60 }, (_, i) => ({
      area: 300 * 1.06 ** i,
      width: 20 + i * 2,
      height: 15 + i,
    }))
    expect(repeatedSmallShapeShare(feathers, canvas)).toBeLessThan(0.1)
  })
})

describe('minColourDistance', () => {
  it('is the CIEDE2000 of the closest pair', () => {
    expect(minColourDistance(['#000000', '#ffffff'])).toBeCloseTo(100, 0)
    expect(minColourDistance(['#c83228', '#cd3428', '#0000ff'])).toBeLessThan(2)
    expect(minColourDistance(['#c83228'])).toBe(Number.POSITIVE_INFINITY)
  })

  it('reads the fills of a drawing', () => {
    expect(svgColours('<path fill="#AABBCC"/><rect fill="#aabbcc"/><g fill="#010203"/>')).toEqual([
      '#aabbcc',
      '#010203',
    ])
  })
})

describe('subjectMask', () => {
  it('keeps only the subject, in black', () => {
    const svg =
      '<svg viewBox="0 0 10 10"><rect fill="#ff0000"/><g data-subject="1"><g><path fill="#00ff00"/></g><circle fill="#0000ff"/></g><path fill="#123456"/></svg>'
    const mask = subjectMask(svg) as string
    expect(mask).toContain('<path fill="#000000"/>')
    expect(mask).toContain('<circle fill="#000000"/>')
    expect(mask).not.toContain('#123456')
    expect(mask).not.toContain('#ff0000')
    expect(subjectMask('<svg><path fill="#000"/></svg>')).toBeUndefined()
  })

  it('measures the dark share of a raster', () => {
    expect(darkShare([0, 0, 0, 255, 255, 255, 10, 10, 10, 200, 200, 200], 3)).toBe(0.5)
  })
})

describe('tonalFamilies', () => {
  it('groups tones of one hue apart from other hues and greys', () => {
    const families = tonalFamilies([
      '#2e7d32',
      '#43a047',
      '#81c784',
      '#1565c0',
      '#808080',
      '#202020',
    ])
    expect([...families].sort()).toEqual([1, 2, 3])
  })
})
