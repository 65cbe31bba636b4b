import { describe, expect, it } from 'vitest'
import { trace } from './trace'

/** Absolute points of each subpath of a path traced by `trace`. */
function rings(path: string): [number, number][][] {
  return path
    .split('Z')
    .filter(Boolean)
    .map((sub) => {
      const [move, rel = ''] = sub.slice(1).split('l')
      const start = (move as string).split(' ').map(Number) as [number, number]
      const nums = rel.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? []
      const out: [number, number][] = [start]
      for (let i = 0; i < nums.length; i += 2) {
        const [x, y] = out[out.length - 1] as [number, number]
        out.push([x + (nums[i] as number), y + (nums[i + 1] as number)])
      }
      return out
    })
}

function grid(rows: string[]): { labels: Int32Array; width: number; height: number } {
  return {
    labels: Int32Array.from(rows.join('').split('').map(Number)),
    width: rows[0]?.length ?? 0,
    height: rows.length,
  }
}

describe('trace', () => {
  it('outlines a one-region picture along its frame', () => {
    const { labels, width, height } = grid(['000', '000'])
    expect(trace(labels, 1, width, height)).toEqual(['M0 0l0 2 3 0 0-2Z'])
  })

  it('gives two neighbours the very same shared border', () => {
    const { labels, width, height } = grid(
      Array.from({ length: 12 }, (_, y) => '0'.repeat(y < 6 ? 4 : 9).padEnd(14, '1')),
    )
    const [a, b] = trace(labels, 2, width, height).map(rings)
    const inner = (ring: [number, number][] | undefined) =>
      new Set(
        (ring ?? [])
          .filter(([x, y]) => x > 0 && x < width && y > 0 && y < height)
          .map((p) => p.map((v) => v.toFixed(1)).join(',')),
      )
    // Away from the frame, both outlines are the one border, point for point.
    expect(inner(a?.[0]).size).toBeGreaterThan(1)
    expect(inner(a?.[0])).toEqual(inner(b?.[0]))
  })

  it('draws a hole as a second ring of the region around it', () => {
    const rows = Array.from({ length: 10 }, (_, y) =>
      Array.from({ length: 10 }, (_, x) => (x >= 3 && x < 7 && y >= 3 && y < 7 ? '1' : '0')).join(
        '',
      ),
    )
    const { labels, width, height } = grid(rows)
    const [outer, inner] = trace(labels, 2, width, height).map(rings)
    expect(outer).toHaveLength(2)
    expect(inner).toHaveLength(1)
    // The hole's ring is the inner region's outline, point for point.
    const asSet = (ring: [number, number][] | undefined) =>
      new Set(ring?.map((p) => p.map((v) => v.toFixed(1)).join(',')))
    expect(asSet(outer?.[1])).toEqual(asSet(inner?.[0]))
  })

  it('keeps every point within the picture and the simplification tolerance', () => {
    const rows = Array.from({ length: 20 }, (_, y) =>
      Array.from({ length: 30 }, (_, x) => (x + y * 0.4 < 15 ? '0' : '1')).join(''),
    )
    const { labels, width, height } = grid(rows)
    for (const path of trace(labels, 2, width, height)) {
      for (const ring of rings(path)) {
        for (const [x, y] of ring) {
          expect(x).toBeGreaterThanOrEqual(0)
          expect(x).toBeLessThanOrEqual(width)
          expect(y).toBeGreaterThanOrEqual(0)
          expect(y).toBeLessThanOrEqual(height)
        }
      }
    }
  })
})
