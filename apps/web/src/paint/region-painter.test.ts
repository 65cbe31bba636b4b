import type { Puzzle, Region } from '@huey/pbn'
import { describe, expect, it, vi } from 'vitest'
import { recordingContext } from '../test/recording-context'
import { LARGE_NUMBERS, labelSize, MIN_LEGIBLE_PX, plainStyle } from './region-labels'
import { RegionPainter } from './region-painter'

const puzzle: Puzzle = {
  width: 40,
  height: 10,
  palette: ['#ff0000', '#00ff00', '#0000ff'],
  regions: [
    { id: 1, color: 0, path: 'M0 0l10 0 0 10-10 0Z', label: { x: 5, y: 5, size: 8 }, area: 100 },
    { id: 2, color: 1, path: 'M10 0l10 0 0 10-10 0Z', label: { x: 15, y: 5, size: 2 }, area: 100 },
    {
      id: 3,
      color: 2,
      path: 'M20 0l20 0 0 10-20 0Z',
      label: { x: 25, y: 5, size: 9 },
      extraLabels: [{ x: 35, y: 5, size: 9 }],
      area: 200,
    },
  ],
}
const [first] = puzzle.regions as [Region]
const paths = new Map(puzzle.regions.map((r) => [r.id, {} as Path2D]))
const painter = new RegionPainter(puzzle, paths, () => new Map())
const at = (cssScale: number) => ({ scale: cssScale, x: 0, y: 0, cssScale })
const all = { minX: 0, minY: 0, maxX: 40, maxY: 10 }
const open = (selected: number, style = plainStyle) => ({
  filled: new Set<number>(),
  selected,
  style,
})

function drawn(cssScale: number, state = open(1)) {
  const { ctx, calls } = recordingContext()
  for (const _ of painter.drawAll(ctx, at(cssScale), state, all)) {
    // run to the end
  }
  return calls
}

describe('RegionPainter', () => {
  it('draws a number only once it is 9 screen px or more, so numbers appear as you zoom in', () => {
    expect(MIN_LEGIBLE_PX).toBe(9)
    expect(labelSize(first.label, 1)).toBe(0)
    expect(labelSize(first.label, 9 / 8)).toBe(8)
    expect(labelSize(first.label, 10)).toBe(3)
    expect(drawn(0.9).filter((c) => c.startsWith('fillText'))).toEqual([])
    expect(drawn(1.2).filter((c) => c.startsWith('fillText'))).toEqual([
      'fillText(1,5,5)',
      'fillText(3,25,5)',
      'fillText(3,35,5)',
    ])
  })

  it('draws large numbers bigger and from further out', () => {
    expect(labelSize(first.label, 1, true)).toBeCloseTo(8 * LARGE_NUMBERS)
    const big = drawn(0.9, open(1, { ...plainStyle, largeNumbers: true }))
    expect(big.filter((c) => c.startsWith('fillText'))).toHaveLength(3)
  })

  it('draws a filled region in its colour with no number', () => {
    const { ctx, calls } = recordingContext()
    painter.redraw(ctx, at(1), first, { filled: new Set([1]), selected: 1, style: plainStyle })
    expect(calls).toContain('fillStyle=#ff0000')
    expect(calls.some((c) => c.startsWith('fillText'))).toBe(false)
  })

  it('redraws an unfilled region white, then its outline and number', () => {
    const { ctx, calls } = recordingContext()
    painter.redraw(ctx, at(2), first, open(1))
    expect(
      calls.filter(
        (c) => c.startsWith('fillStyle') || c.startsWith('fillText') || c.startsWith('stroke'),
      ),
    ).toEqual([
      'fillStyle=#ffffff',
      'strokeStyle=#a19eb0',
      'stroke(path)',
      'fillStyle=#5e5b6b',
      'fillText(1,5,5)',
    ])
  })

  it('outlines in black with high contrast', () => {
    const { ctx, calls } = recordingContext()
    painter.redraw(ctx, at(2), first, open(1, { ...plainStyle, highContrast: true }))
    expect(calls).toContain('strokeStyle=#000000')
  })

  it('marks the selected colour with a wash of the colour under stripes', () => {
    const { ctx, calls } = recordingContext()
    painter.redraw(ctx, at(2), first, open(0))
    const fills = calls.filter((c) => c.startsWith('fillStyle') || c.startsWith('fill('))
    expect(fills.slice(0, 5)).toEqual([
      'fillStyle=#ffffff',
      'fill(path,evenodd)',
      'fillStyle=#ff0000',
      'fill(path,evenodd)',
      expect.stringMatching(/^fillStyle=/),
    ])
  })

  it("draws each colour's symbol under its number in colour-blind mode", () => {
    vi.stubGlobal('Path2D', class {})
    const { ctx, calls } = recordingContext()
    painter.redraw(ctx, at(2), first, open(1, { ...plainStyle, symbols: true }))
    vi.unstubAllGlobals()
    expect(calls.find((c) => c.startsWith('fillText'))).toBe('fillText(1,5,3.4)')
    expect(calls).toContain('translate(5,8.04)')
    expect(calls).toContain('fill(path)')
  })
})
