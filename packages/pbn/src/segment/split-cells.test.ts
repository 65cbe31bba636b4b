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

  it('cuts narrow arms into cells of their own instead of hanging them on one big cell', () => {
    // A comb: a 200x20 spine with seven 13 px teeth hanging 100 px below it.
    const width = 200
    const height = 120
    const labels = new Int32Array(width * height).fill(1)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (y < 20 || (x % 28 >= 8 && x % 28 < 21)) labels[y * width + x] = 0
      }
    }
    const distance = regionDistance(labels, width, height)
    const lab = new Float32Array(width * height * 3).fill(0.5)
    const comb = labels.filter((l) => l === 0).length
    const out = splitCells(labels, 2, new Int32Array([0, 1]), distance, width, height, {
      cellArea: 200,
      minArea: 80,
      minRadius: 5.5,
      lab,
      paletteLab: new Float32Array([0.5, 0, 0]),
    })
    const teeth = out.areas.filter((_, c) => out.colors[c] === 0)
    expect(teeth.length).toBeGreaterThan(comb / 200 / 2)
    expect(Math.max(...teeth)).toBeLessThan(3 * 200)
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
