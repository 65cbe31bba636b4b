import { describe, expect, it } from 'vitest'
import { gridPuzzle } from '../test/grid-puzzle'
import { legend, lightness, recipeMl } from './legend'

describe('legend', () => {
  // 10 squares of 100 px: 7 white, 3 black (every third region is black from a 3-colour palette
  // whose middle colour is never used, so it gets no row).
  const base = gridPuzzle(10, 1, 100, ['#ffffff', '#000000'])
  const puzzle = {
    ...base,
    palette: ['#ffffff', '#777777', '#000000'],
    regions: base.regions.map((r) => ({ ...r, color: r.id % 3 === 0 ? 2 : 0 })),
  }

  it('gives each colour in use its area at the printed size, its share and the ml it takes', () => {
    // 2 mm a px: a region of 100x100 px is 20x20 cm = 400 cm².
    const rows = legend(puzzle, 2, { name: (c) => `Paint ${c + 1}` })
    expect(rows.map((r) => r.number)).toEqual([1, 3])
    const [white, black] = rows
    expect(white).toMatchObject({ name: 'Paint 1', areaCm2: 2800, share: 0.7, coats: 2 })
    // 2800 cm² x 0.02 ml x 2 coats = 112 ml; 1200 cm² x 0.02 ml x 1 coat = 24 ml.
    expect(white?.ml).toBe(112)
    expect(black).toMatchObject({ areaCm2: 1200, share: 0.3, coats: 1, ml: 24 })
  })

  it('rounds amounts up to the next half millilitre, never below half a millilitre', () => {
    // 0.1 mm a px: a region is 1 cm²; 3 black cm² x 0.02 = 0.06 ml -> 0.5 ml.
    const rows = legend(puzzle, 0.1, { name: String })
    expect(rows.find((r) => r.number === 3)?.ml).toBe(0.5)
    // 7 white cm² x 0.02 x 2 = 0.28 ml -> 0.5 ml
    expect(rows.find((r) => r.number === 1)?.ml).toBe(0.5)
    // 0.3 mm a px: 27 black cm² x 0.02 = 0.54 ml -> 1 ml.
    expect(legend(puzzle, 0.3, { name: String }).find((r) => r.number === 3)?.ml).toBe(1)
  })

  it('counts colours lighter than L* 70 as two coats, darker ones as one', () => {
    expect(lightness('#ffffff')).toBeCloseTo(100, 0)
    expect(lightness('#000000')).toBeCloseTo(0, 0)
    expect(lightness('#b0b0b0')).toBeGreaterThan(70)
    expect(lightness('#999999')).toBeLessThan(70)
  })

  it("splits a mixed amount by the recipe's parts", () => {
    const recipe = {
      parts: [
        { paint: 0, parts: 3 },
        { paint: 6, parts: 1 },
      ],
      hex: '#8fa7d4',
      deltaE: 1,
    }
    expect(recipeMl(recipe, 8)).toEqual([6, 2])
  })
})
