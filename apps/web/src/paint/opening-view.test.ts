import type { Puzzle } from '@huey/pbn'
import { describe, expect, it } from 'vitest'
import { numbersHidden, openingViewport } from './opening-view'
import { fitViewport } from './viewport'

/** A 1000x500 picture of 10x10 squares (labels 4 px), colour 1 of a few of them 50 px wide. */
function detailed(): Puzzle {
  const regions: Puzzle['regions'][number][] = []
  let id = 1
  for (let y = 0; y < 500; y += 10) {
    for (let x = 0; x < 1000; x += 10) {
      regions.push({
        id: id++,
        color: 0,
        path: `M${x} ${y}l10 0 0 10-10 0Z`,
        label: { x: x + 5, y: y + 5, size: 4 },
        area: 100,
      })
    }
  }
  regions.push({
    id: id++,
    color: 1,
    path: 'M800 300l50 0 0 50-50 0Z',
    label: { x: 825, y: 325, size: 20 },
    area: 2500,
  })
  return { width: 1000, height: 500, palette: ['#112233', '#445566'], regions }
}

const phone = { width: 390, height: 600 }
const opening = { selected: 0, filled: new Set<number>() }

describe('the opening view', () => {
  it("shows the whole picture when the chosen colour's numbers read there", () => {
    const puzzle = detailed()
    const wide = { width: 4000, height: 2000 }
    expect(openingViewport(puzzle, wide, opening)).toEqual(fitViewport(puzzle, wide))
  })

  it("zooms a detailed picture in until the chosen colour's regions can be found, filling the screen", () => {
    const puzzle = detailed()
    const view = openingViewport(puzzle, phone, opening)
    // 10 px squares are 12 CSS px wide.
    expect(view.scale).toBeCloseTo(12 / 10)
    expect(view.x).toBeLessThanOrEqual(0)
    expect(view.y).toBeLessThanOrEqual(0)
    expect(view.x + puzzle.width * view.scale).toBeGreaterThanOrEqual(phone.width)
    expect(view.y + puzzle.height * view.scale).toBeGreaterThanOrEqual(phone.height)
  })

  it("brings the chosen colour's largest open region on screen", () => {
    const puzzle = detailed()
    const small = { width: 200, height: 300 }
    const view = openingViewport(puzzle, small, { ...opening, selected: 1 })
    // The region of colour 1 is 50 px wide: found at 12 / 50, past the zoom that fits.
    expect(view.scale).toBeCloseTo(12 / 50)
    const x = view.x + 825 * view.scale
    const y = view.y + 325 * view.scale
    expect(x).toBeGreaterThan(0)
    expect(x).toBeLessThan(small.width)
    expect(y).toBeGreaterThan(0)
    expect(y).toBeLessThan(small.height)
  })

  it('says when some numbers are too small to draw in a view', () => {
    const puzzle = detailed()
    expect(numbersHidden(puzzle, fitViewport(puzzle, phone), false)).toBe(true)
    expect(numbersHidden(puzzle, { scale: 3, x: 0, y: 0 }, false)).toBe(false)
  })
})
