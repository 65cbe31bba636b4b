import { describe, expect, it } from 'vitest'
import { regionDistance, updateRegionDistance } from './distance'
import { segment } from './segment'

const paletteLab = new Float32Array([0.9, 0, 0, 0.5, 0.1, 0, 0.2, 0, 0.1])

function grid(rows: string[]): { indices: Uint8Array; width: number; height: number } {
  const width = rows[0]?.length ?? 0
  const indices = new Uint8Array(rows.join('').split('').map(Number))
  return { indices, width, height: rows.length }
}

describe('segment', () => {
  it('merges a region smaller than the minimum area into its neighbour', () => {
    const rows = Array.from({ length: 20 }, (_, y) =>
      Array.from({ length: 20 }, (_, x) => (x >= 8 && x < 11 && y >= 8 && y < 11 ? '1' : '0')).join(
        '',
      ),
    )
    const { indices, width, height } = grid(rows)
    const seg = segment(indices, width, height, { paletteLab, minArea: 10, minRadius: 1 })
    expect(seg.count).toBe(1)
    expect(seg.areas[0]).toBe(400)
  })

  it('merges a strip too thin for a label even when its area is large', () => {
    const rows = Array.from({ length: 30 }, (_, y) => (y === 14 || y === 15 ? '1' : '0').repeat(60))
    const { indices, width, height } = grid(rows)
    const seg = segment(indices, width, height, { paletteLab, minArea: 20, minRadius: 3 })
    // The strip joins one side; the two sides stay apart, as the strip separated them.
    expect(seg.count).toBe(2)
    expect([...seg.colors]).toEqual([0, 0])
  })

  it('puts every pixel in exactly one region and counts areas right', () => {
    const rows = Array.from({ length: 24 }, (_, _y) =>
      Array.from({ length: 36 }, (_, x) => String(Math.floor(x / 12) % 3)).join(''),
    )
    const { indices, width, height } = grid(rows)
    const seg = segment(indices, width, height, { paletteLab, minArea: 4, minRadius: 2 })
    expect(seg.count).toBe(3)
    expect([...seg.areas].reduce((a, b) => a + b, 0)).toBe(width * height)
    expect(Math.max(...seg.labels)).toBe(seg.count - 1)
  })

  it('dissolves one-pixel specks into the region around them', () => {
    const rows = Array.from({ length: 20 }, (_, y) =>
      Array.from({ length: 20 }, (_, x) => (x % 5 === 2 && y % 5 === 2 ? '2' : '0')).join(''),
    )
    const { indices, width, height } = grid(rows)
    const seg = segment(indices, width, height, { paletteLab, minArea: 30, minRadius: 1 })
    expect(seg.count).toBe(1)
    expect([...seg.colors]).toEqual([0])
  })

  it('refits the palette to the picture and recolours regions by their mean colour', () => {
    // Left half palette 0, right half palette 1; the picture is really two other greys.
    const rows = Array.from({ length: 10 }, () => '0000011111')
    const { indices, width, height } = grid(rows)
    const lab = new Float32Array(width * height * 3)
    for (let p = 0; p < width * height; p++) lab[p * 3] = p % width < 5 ? 0.8 : 0.45
    const seg = segment(indices, width, height, { paletteLab, minArea: 4, minRadius: 1, lab })
    expect(seg.count).toBe(2)
    const colourOf = (r: number) => seg.paletteLab[(seg.colors[r] as number) * 3] as number
    expect(colourOf(0)).toBeCloseTo(0.8, 5)
    expect(colourOf(1)).toBeCloseTo(0.45, 5)
  })

  it('stops at the maximum region count', () => {
    const rows = Array.from({ length: 40 }, (_, y) =>
      Array.from({ length: 40 }, (_, x) =>
        String((Math.floor(x / 10) + Math.floor(y / 10)) % 3),
      ).join(''),
    )
    const { indices, width, height } = grid(rows)
    const seg = segment(indices, width, height, {
      paletteLab,
      minArea: 4,
      minRadius: 2,
      maxRegions: 5,
    })
    expect(seg.count).toBeLessThanOrEqual(5)
  })
})

describe('regionDistance', () => {
  it('updates one region inside its box exactly as a full recomputation would', () => {
    const width = 30
    const height = 20
    const labels = new Int32Array(width * height)
    for (let p = 0; p < labels.length; p++) labels[p] = p % width < 12 ? 1 : 2
    const full = regionDistance(labels, width, height)
    const partial = new Float32Array(width * height)
    updateRegionDistance(labels, width, height, partial, 1, [0, 0, 12, 20])
    for (let p = 0; p < labels.length; p++) {
      if (labels[p] === 1) expect(partial[p]).toBe(full[p])
    }
  })

  it('measures the distance to the region edge', () => {
    const labels = new Int32Array(11 * 11)
    const d = regionDistance(labels, 11, 11)
    expect(d[5 * 11 + 5]).toBe(5)
    expect(d[0]).toBe(0)
    expect(d[1 * 11 + 2]).toBe(1)
  })
})
