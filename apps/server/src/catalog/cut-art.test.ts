import { puzzleFromIndexed } from '@huey/pbn'
import { describe, expect, it } from 'vitest'
import { indexArt } from './cut-art'
import { makePuzzle } from './make-puzzle'

/** Known shapes on a 400 x 400 square: each must come out as exactly one region of its colour. */
const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#204080"/><stop offset="1" stop-color="#6080c0"/></linearGradient></defs>
  <rect width="400" height="400" fill="#ffffff"/>
  <rect x="20" y="20" width="120" height="80" fill="#d02020"/>
  <circle cx="280" cy="80" r="60" fill="#2050d0"/>
  <path d="M40 360 L140 180 L240 360 Z" fill="#20a040"/>
  <rect x="280" y="200" width="60" height="60" fill="#f0d020"/>
  <rect x="280" y="300" width="60" height="60" fill="#f0d020"/>
  <rect x="160" y="130" width="80" height="30" fill="url(#g)"/>
  <rect x="370" y="170" width="2" height="2" fill="#000000"/>
</svg>`

describe('cutting vector art along its shapes', () => {
  it('gives exactly the drawn shapes as regions: one each, same-colour shapes apart, specks merged', async () => {
    const indexed = await indexArt(shapes, { size: 400, maxColors: 40 })
    const { puzzle, regionMap } = puzzleFromIndexed(indexed, { minArea: 40 })
    const byColour = new Map<string, number[]>()
    for (const r of puzzle.regions) {
      const hex = puzzle.palette[r.color] as string
      byColour.set(hex, [...(byColour.get(hex) ?? []), r.area])
    }
    // The gradient is flat: its stops' mean.
    expect([...byColour.keys()].sort()).toEqual(
      ['#2050d0', '#4060a0', '#20a040', '#d02020', '#f0d020', '#ffffff'].sort(),
    )
    expect(puzzle.regions).toHaveLength(7)
    expect(byColour.get('#d02020')).toEqual([120 * 80])
    expect(byColour.get('#f0d020')).toEqual([3600, 3600])
    expect(byColour.get('#4060a0')).toEqual([80 * 30])
    const circle = byColour.get('#2050d0')?.[0] ?? 0
    expect(Math.abs(circle - Math.PI * 60 * 60) / circle).toBeLessThan(0.02)
    const triangle = byColour.get('#20a040')?.[0] ?? 0
    expect(Math.abs(triangle - 0.5 * 200 * 180) / triangle).toBeLessThan(0.02)
    // The 2 px speck went into the background, which holds everything else.
    const rest =
      400 * 400 -
      [...byColour.entries()]
        .filter(([c]) => c !== '#ffffff')
        .flatMap(([, a]) => a)
        .reduce((a, b) => a + b, 0)
    expect(byColour.get('#ffffff')).toEqual([rest])
    for (const r of puzzle.regions) {
      expect(r.label.size).toBeGreaterThanOrEqual(6)
      expect(regionMap[Math.round(r.label.y) * 400 + Math.round(r.label.x)]).toBe(r.id - 1)
    }
  })

  it('makes a puzzle with both thumbnails and the share of its most used colour', async () => {
    const made = await makePuzzle(shapes, { size: 400, maxColors: 40, minArea: 40 })
    expect(made.regions).toBe(7)
    expect(made.largestColorShare).toBeCloseTo(2 / 7)
    expect(made.thumbnail2x.length).toBeGreaterThan(made.thumbnail.length)
  })
})
