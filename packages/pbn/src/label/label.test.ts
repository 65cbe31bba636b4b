import { describe, expect, it } from 'vitest'
import { regionDistance } from '../index'
import { extraLabels } from './extra-labels'
import { fitLabel, label } from './label'

/** A 300x40 picture: region 1 a band 16 px tall across the whole width, region 0 around it. */
function band(): { labels: Int32Array; width: number; height: number } {
  const width = 300
  const height = 40
  const labels = new Int32Array(width * height)
  for (let y = 12; y < 28; y++) for (let x = 0; x < width; x++) labels[y * width + x] = 1
  return { labels, width, height }
}

describe('label', () => {
  it('puts each label at the point of its region farthest from the edge', () => {
    const { labels, width, height } = band()
    const distance = regionDistance(labels, width, height)
    const [, strip] = label(labels, distance, 2, Int32Array.from([0, 1]), width)
    expect(strip?.y).toBeGreaterThan(18)
    expect(strip?.y).toBeLessThan(22)
    expect(strip?.size).toBeGreaterThanOrEqual(6)
  })

  it('gives a long region several labels, all inside it and spread along it', () => {
    const { labels, width, height } = band()
    const distance = regionDistance(labels, width, height)
    const colors = Int32Array.from([0, 1])
    const main = label(labels, distance, 2, colors, width)
    const extra = extraLabels(labels, distance, 2, width, main, {
      spacing: 80,
      minRadius: 5,
      fit: (_r, radius, x, y) => fitLabel(radius, x, y, 1, 1, 48),
    })
    const all = [main[1], ...(extra[1] ?? [])]
    expect(all.length).toBeGreaterThanOrEqual(3)
    for (const l of all)
      expect(labels[Math.floor(l?.y ?? 0) * width + Math.floor(l?.x ?? 0)]).toBe(1)
    // Every point of the band is within the spacing of a label.
    for (let x = 0; x < width; x += 5) {
      const near = Math.min(...all.map((l) => Math.hypot((l?.x ?? 0) - x, (l?.y ?? 0) - 20)))
      expect(near).toBeLessThanOrEqual(80)
    }
  })

  it('gives a small region no extra label', () => {
    const width = 40
    const labels = new Int32Array(width * 40)
    for (let y = 10; y < 30; y++) for (let x = 10; x < 30; x++) labels[y * width + x] = 1
    const distance = regionDistance(labels, width, 40)
    const main = label(labels, distance, 2, Int32Array.from([0, 1]), width)
    const extra = extraLabels(labels, distance, 2, width, main, {
      spacing: 80,
      minRadius: 3,
      fit: (_r, radius, x, y) => fitLabel(radius, x, y, 1, 1, 48),
    })
    expect(extra[1]).toEqual([])
  })
})
