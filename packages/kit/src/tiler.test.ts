import { describe, expect, it } from 'vitest'
import { a4Acrylic, gridPuzzle } from '../test/grid-puzzle'
import type { KitError } from './errors'
import { numbersBySheet } from './pdf/outline-pages'
import { kitFromPuzzle } from './plan'
import { paperSizes } from './sizes'
import { ownerOf, tile } from './tiler'

const a4 = paperSizes.a4 as { width: number; height: number }

describe('tile', () => {
  it('lays a 50x70 cm picture over 8 landscape A4 sheets, 2 across and 4 down', () => {
    const t = tile({ width: 500, height: 700 }, a4)
    // Windows are 273x186 mm (A4 less 12 mm margins) stepping by 263x176: 2x4 beats 3x3 upright.
    expect(t.paper).toEqual({ width: 297, height: 210 })
    expect([t.cols, t.rows]).toEqual([2, 4])
    expect(t.tiles.map((s) => s.name)).toEqual(['A1', 'B1', 'A2', 'B2', 'A3', 'B3', 'A4', 'B4'])
    expect(t.tiles[0]).toMatchObject({ x: 0, y: 0, width: 273, height: 186 })
  })

  it('overlaps every pair of neighbours by exactly the overlap, and covers the whole picture', () => {
    const t = tile({ width: 500, height: 700 }, a4, { overlap: 10 })
    for (const s of t.tiles) {
      const right = t.tiles.find((o) => o.row === s.row && o.col === s.col + 1)
      const below = t.tiles.find((o) => o.col === s.col && o.row === s.row + 1)
      if (right) expect(s.x + s.width - right.x).toBeCloseTo(10)
      if (below) expect(s.y + s.height - below.y).toBeCloseTo(10)
    }
    const last = t.tiles[t.tiles.length - 1]
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeGreaterThanOrEqual(500)
    expect((last?.y ?? 0) + (last?.height ?? 0)).toBeGreaterThanOrEqual(700)
  })

  it('gives every point of the picture to exactly one sheet, at least half the overlap inside it', () => {
    const t = tile({ width: 500, height: 700 }, a4)
    const wrong: string[] = []
    for (let x = 0; x < 500; x += 3.7) {
      for (let y = 0; y < 700; y += 3.7) {
        const owners = t.tiles.filter(
          (s) => x >= s.own.x0 && x < s.own.x1 && y >= s.own.y0 && y < s.own.y1,
        )
        const s = ownerOf(t, x, y)
        const inside = (s.col === 0 || x - s.x >= 5) && (s.row === 0 || y - s.y >= 5)
        if (owners.length !== 1 || !inside) wrong.push(`${x},${y}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('centres a picture that fits on one sheet', () => {
    const t = tile({ width: 150, height: 200 }, a4)
    expect(t.tiles).toHaveLength(1)
    expect(t.tiles[0]).toMatchObject({ x: -18, y: -36.5 })
  })

  it('refuses paper too small for one tile, saying what a sheet needs', () => {
    expect(() => tile({ width: 500, height: 700 }, { width: 70, height: 100 })).toThrow(
      /smaller than one tile: a sheet needs at least 84x84 mm/,
    )
    try {
      tile({ width: 500, height: 700 }, { width: 70, height: 100 })
    } catch (e) {
      expect((e as KitError).code).toBe('paper-too-small')
    }
  })
})

describe('numbersBySheet', () => {
  it("prints every region's number on exactly one sheet, inside that sheet's window", () => {
    // 20 x 28 squares of 25 px at 1 mm a px: a 50x70 cm picture with a number every 25 mm.
    const puzzle = gridPuzzle(20, 28, 25, ['#f4f3ee', '#263489', '#d2352b'])
    const settings = a4Acrylic('50x70cm')
    const plan = kitFromPuzzle(puzzle, settings)
    expect(plan.mmPerPx).toBeCloseTo(1)
    const sheets = numbersBySheet(plan)
    const seen = new Map<number, number>()
    for (const s of plan.tiling.tiles) {
      for (const n of sheets.get(s.name) ?? []) {
        seen.set(n.region, (seen.get(n.region) ?? 0) + 1)
        expect(n.x - n.fontMm).toBeGreaterThanOrEqual(s.x)
        expect(n.x + n.fontMm).toBeLessThanOrEqual(s.x + s.width)
        expect(n.y - n.fontMm).toBeGreaterThanOrEqual(s.y)
        expect(n.y + n.fontMm).toBeLessThanOrEqual(s.y + s.height)
      }
    }
    expect(seen.size).toBe(puzzle.regions.length)
    expect([...seen.values()].every((c) => c === 1)).toBe(true)
  })

  it('prints the extra numbers of a large region too, each on one sheet', () => {
    const base = gridPuzzle(2, 1, 250, ['#f4f3ee', '#263489'])
    const [first, second] = base.regions
    if (!first || !second) throw new Error('no regions')
    const puzzle = {
      ...base,
      regions: [
        {
          ...first,
          extraLabels: [
            { x: 30, y: 30, size: 20 },
            { x: 220, y: 220, size: 20 },
          ],
        },
        second,
      ],
    }
    const settings = a4Acrylic('50x70cm')
    const all = [...numbersBySheet(kitFromPuzzle(puzzle, settings)).values()].flat()
    expect(all.filter((n) => n.region === 1)).toHaveLength(3)
    expect(all.filter((n) => n.region === 2)).toHaveLength(1)
  })
})
