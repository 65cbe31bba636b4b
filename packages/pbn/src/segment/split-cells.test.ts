import { describe, expect, it } from 'vitest'
import { regionDistance } from './distance'
import { splitCells } from './split-cells'

/** One flat region of `width` x `height`, with its OKLab picture (a left-to-right ramp of L). */
function flat(width: number, height: number, ramp = 0) {
  const labels = new Int32Array(width * height)
  const lab = new Float32Array(width * height * 3)
  for (let p = 0; p < width * height; p++) lab[p * 3] = 0.3 + (ramp * (p % width)) / width
  return { labels, lab, distance: regionDistance(labels, width, height) }
}

const options = { cellArea: 400, minArea: 100, minRadius: 5 }

describe('splitCells', () => {
  it('cuts a large region into cells about the cell area, each big and wide enough for a label', () => {
    const { labels, lab, distance } = flat(120, 80)
    const paletteLab = new Float32Array([0.3, 0, 0])
    const out = splitCells(labels, 1, new Int32Array([0]), distance, 120, 80, {
      ...options,
      lab,
      paletteLab,
    })
    expect(out.count).toBeGreaterThan((120 * 80) / 400 / 2)
    expect(out.count).toBeLessThan(((120 * 80) / 400) * 2)
    expect([...out.areas].reduce((s, a) => s + a, 0)).toBe(120 * 80)
    const radius = new Float32Array(out.count)
    for (let p = 0; p < labels.length; p++) {
      const l = labels[p] as number
      expect(l).toBeGreaterThanOrEqual(0)
      expect(l).toBeLessThan(out.count)
      radius[l] = Math.max(radius[l] as number, distance[p] as number)
    }
    for (let c = 0; c < out.count; c++) {
      expect(out.areas[c]).toBeGreaterThanOrEqual(options.minArea)
      expect((radius[c] as number) + 0.5).toBeGreaterThanOrEqual(options.minRadius)
    }
  })

  it('gives cells on a gradient the palette colour nearest their own mean', () => {
    const { labels, lab, distance } = flat(160, 40, 0.4)
    const paletteLab = new Float32Array([0.3, 0, 0, 0.7, 0, 0])
    const out = splitCells(labels, 1, new Int32Array([0]), distance, 160, 40, {
      ...options,
      lab,
      paletteLab,
    })
    expect(labels[0]).not.toBe(labels[159])
    expect(out.colors[labels[0] as number]).toBe(0)
    expect(out.colors[labels[159] as number]).toBe(1)
  })

  it('leaves regions under twice the cell area alone', () => {
    const { labels, lab, distance } = flat(20, 20)
    const colors = new Int32Array([0])
    const out = splitCells(labels, 1, colors, distance, 20, 20, {
      ...options,
      lab,
      paletteLab: new Float32Array([0.3, 0, 0]),
    })
    expect(out.count).toBe(1)
    expect(labels.every((l) => l === 0)).toBe(true)
  })

  it('cuts the same way for the same seed', () => {
    const run = () => {
      const { labels, lab, distance } = flat(100, 60, 0.2)
      splitCells(labels, 1, new Int32Array([0]), distance, 100, 60, {
        ...options,
        lab,
        paletteLab: new Float32Array([0.3, 0, 0]),
        seed: 9,
      })
      return labels
    }
    expect(run()).toEqual(run())
  })
})
