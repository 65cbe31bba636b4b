import { describe, expect, it } from 'vitest'
import { difficultyBands } from '../../test/cut'
import { measure } from '../../test/measure'
import { bandGradients } from './band-gradients'
import { emoji } from './emoji'

describe('banded gradients', () => {
  const linear =
    '<g><path fill="url(#a)" d="M0 0H32V32H0Z"/><defs><linearGradient id="a" x1="0" y1="0" x2="32" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient></defs></g>'

  it('turns a linear gradient into as many flat stripes along its axis, clipped to the shape', () => {
    const out = bandGradients(linear, { bands: 4, prefix: 'p' })
    expect(out).not.toMatch(/Gradient|url\(#a\)/)
    expect(out).toContain('<clipPath id="pc0"><path d="M0 0H32V32H0Z"/></clipPath>')
    const fills = [...out.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1])
    expect(fills).toHaveLength(4)
    expect(fills[0]).toBe('#df0020')
    expect(fills[3]).toBe('#2000df')
  })

  it('leaves out the transparent part of an overlay and whole blurred shines', () => {
    const overlay = linear
      .replace('stop-color="#0000ff"', 'stop-color="#0000ff" stop-opacity="0"')
      .replace('<path', '<g filter="url(#f)"><circle r="3" fill="#fff000"/></g><path')
      .replace('</defs>', '<filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs>')
    const out = bandGradients(overlay, { bands: 4, prefix: 'p' })
    expect([...out.matchAll(/<path d="M[^"]*" fill=/g)]).toHaveLength(2)
    expect(out).not.toContain('#fff000')
  })

  it('rings a radial gradient, each ring its own paint', () => {
    const radial =
      '<g><circle cx="16" cy="16" r="10" fill="url(#r)"/><defs><radialGradient id="r" cx="16" cy="16" r="10" gradientUnits="userSpaceOnUse"><stop stop-color="#ffffff"/><stop offset="1" stop-color="#000000"/></radialGradient></defs></g>'
    const out = bandGradients(radial, { bands: 3, prefix: 'p' })
    expect([...out.matchAll(/fill-rule="evenodd"/g)]).toHaveLength(3)
  })
})

describe('the emoji style', () => {
  it('offers each subject in places of its own kind, every key once', () => {
    const keys = emoji.variants.map((v) => v.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.length).toBeGreaterThanOrEqual(150)
    expect(new Set(emoji.variants.map((v) => v.subject)).size).toBeGreaterThanOrEqual(80)
  })

  it('draws the same picture from the same seed', () => {
    const v = emoji.variants[7]
    expect(v?.draw(11)).toBe(v?.draw(11))
    expect(v?.draw(11)).not.toBe(v?.draw(12))
  })

  // A spread of subjects and places (underwater, savanna, snow, night...), not all 180.
  it.each(emoji.variants.filter((_, i) => i % 37 === 3).map((v) => [v.key, v] as const))(
    '%s is one big subject, banded, within the easy band',
    async (_, v) => {
      const m = await measure(v, 2)
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
