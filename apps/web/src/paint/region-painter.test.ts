import type { Puzzle } from '@huey/pbn'
import { describe, expect, it } from 'vitest'
import { recordingContext } from '../test/recording-context'
import { labelSize, MIN_LEGIBLE_PX, RegionPainter } from './region-painter'

const puzzle: Puzzle = {
  width: 20,
  height: 10,
  palette: ['#ff0000', '#00ff00'],
  regions: [
    { id: 1, color: 0, path: 'M0 0l10 0 0 10-10 0Z', label: { x: 5, y: 5, size: 8 }, area: 100 },
    { id: 2, color: 1, path: 'M10 0l10 0 0 10-10 0Z', label: { x: 15, y: 5, size: 2 }, area: 100 },
  ],
}
const paths = new Map(puzzle.regions.map((r) => [r.id, {} as Path2D]))
const painter = new RegionPainter(puzzle, paths, () => new Map())
const geometry = { scale: 1, x: 0, y: 0, cssScale: 1 }

describe('RegionPainter', () => {
  it('draws numbers only where they are legible at the layer zoom, capped in size', () => {
    expect(labelSize(puzzle.regions[1] as Puzzle['regions'][number], 1)).toBe(0)
    expect(labelSize(puzzle.regions[1] as Puzzle['regions'][number], MIN_LEGIBLE_PX / 2)).toBe(2)
    expect(labelSize(puzzle.regions[0] as Puzzle['regions'][number], 10)).toBe(3)
    const { ctx, calls } = recordingContext()
    for (const _ of painter.drawAll(
      ctx,
      geometry,
      { filled: new Set(), selected: 1 },
      {
        minX: 0,
        minY: 0,
        maxX: 20,
        maxY: 10,
      },
    )) {
      // run to the end
    }
    expect(calls.filter((c) => c.startsWith('fillText'))).toEqual(['fillText(1,5,5)'])
  })

  it('draws a filled region in its colour with no number', () => {
    const { ctx, calls } = recordingContext()
    const region = puzzle.regions[0] as Puzzle['regions'][number]
    painter.redraw(ctx, geometry, region, { filled: new Set([1]), selected: 1 })
    expect(calls).toContain('fillStyle=#ff0000')
    expect(calls.some((c) => c.startsWith('fillText'))).toBe(false)
  })

  it('redraws an unfilled region white, then its outline and number', () => {
    const { ctx, calls } = recordingContext()
    const region = puzzle.regions[0] as Puzzle['regions'][number]
    painter.redraw(ctx, geometry, region, { filled: new Set(), selected: 1 })
    expect(
      calls.filter(
        (c) => c.startsWith('fillStyle') || c.startsWith('fillText') || c.startsWith('stroke('),
      ),
    ).toEqual(['fillStyle=#ffffff', 'stroke(path)', 'fillStyle=#6b6878', 'fillText(1,5,5)'])
  })
})
