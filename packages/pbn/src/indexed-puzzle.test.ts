import { describe, expect, it } from 'vitest'
import { puzzleFromIndexed } from './indexed-puzzle'

describe('puzzleFromIndexed', () => {
  it('joins two areas of one colour that a merged shape left side by side', () => {
    // A red bar on white, cut in two by a dark red line too thin for a label: the line goes to the
    // red, and the red halves then touch: one area to paint, not two regions of one number.
    const width = 200
    const height = 120
    const indices = new Uint8Array(width * height)
    for (let y = 40; y < 80; y++)
      for (let x = 10; x < 190; x++) indices[y * width + x] = x >= 100 && x < 103 ? 2 : 1
    const { puzzle, regionMap } = puzzleFromIndexed(
      { indices, width, height, palette: ['#ffffff', '#d02020', '#a01818'] },
      { minArea: 400 },
    )
    expect(puzzle.palette).toEqual(['#ffffff', '#d02020'])
    expect(puzzle.regions).toHaveLength(2)
    const red = puzzle.regions.find((r) => puzzle.palette[r.color] === '#d02020')
    expect(red?.area).toBe(180 * 40)
    expect(regionMap[60 * width + 20]).toBe(regionMap[60 * width + 180])
    // The joined area's distances are its own: its label sits inside it, clear of the edges.
    const at = regionMap[Math.round(red?.label.y ?? 0) * width + Math.round(red?.label.x ?? 0)]
    expect(at).toBe((red?.id ?? 0) - 1)
    expect(red?.label.size).toBeGreaterThanOrEqual(6)
  })
})
