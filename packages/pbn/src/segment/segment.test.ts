import { describe, expect, it } from 'vitest'
import { regionDistance } from './distance'
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
  it('measures the distance to the region edge', () => {
    const labels = new Int32Array(11 * 11)
    const d = regionDistance(labels, 11, 11)
    expect(d[5 * 11 + 5]).toBe(5)
    expect(d[0]).toBe(0)
    expect(d[1 * 11 + 2]).toBe(1)
  })
})
