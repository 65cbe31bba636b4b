import { fromSvg } from '@huey/pbn'
import { describe, expect, it } from 'vitest'
import { artCategories, drawArt } from './art/index'
import { makePuzzle } from './make-puzzle'

describe('makePuzzle', () => {
  it('makes a hard picture of 1,500 to 4,000 regions, drawn at a megapixel', async () => {
    const category = artCategories.find((c) => c.id === 'mandalas') ?? artCategories[0]
    if (!category) throw new Error('No art categories.')
    const made = await makePuzzle(drawArt(category, 3), 'hard', 3)
    const puzzle = fromSvg(made.svgData)
    expect(made.regionCount).toBe(puzzle.regions.length)
    expect(made.regionCount).toBeGreaterThanOrEqual(1500)
    expect(made.regionCount).toBeLessThanOrEqual(4000)
    expect(puzzle.width * puzzle.height).toBeGreaterThanOrEqual(1_000_000)
    expect(made.thumbnail.length).toBeGreaterThan(1000)
  })

  it('keeps easy pictures at their drawn size and under 300 regions', async () => {
    const category = artCategories[0]
    if (!category) throw new Error('No art categories.')
    const made = await makePuzzle(drawArt(category, 3), 'easy', 3)
    const puzzle = fromSvg(made.svgData)
    expect(made.regionCount).toBeLessThanOrEqual(300)
    expect([puzzle.width, puzzle.height]).toEqual([600, 600])
  })
})
