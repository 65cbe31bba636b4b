import type { Puzzle } from '@huey/pbn'
import { describe, expect, it, vi } from 'vitest'
import { CanvasInput, CIRCLE_PX } from './canvas-input'
import { type Box, pathBox } from './hit-index'
import { PaintSession } from './paint-session'

// A row of 10 px squares: colours 0, 0, 1, 0, 0 and, at x = 60, a 1 px speck of colour 0.
const colours = [0, 0, 1, 0, 0]
const puzzle: Puzzle = {
  width: 80,
  height: 10,
  palette: ['#ff0000', '#00ff00'],
  regions: [
    ...colours.map((color, i) => ({
      id: i + 1,
      color,
      path: `M${i * 10} 0l10 0 0 10-10 0Z`,
      label: { x: i * 10 + 5, y: 5, size: 4 },
      area: 100,
    })),
    { id: 6, color: 0, path: 'M60 4l1 0 0 1-1 0Z', label: { x: 60.5, y: 4.5, size: 0.5 }, area: 1 },
  ],
}
const boxes = new Map<number, Box>(puzzle.regions.map((r) => [r.id, pathBox(r.path)]))
// jsdom has no canvas: hit tests stand on the regions' boxes, which are the squares themselves.
vi.stubGlobal(
  'Path2D',
  class {
    constructor(readonly d: string) {}
  },
)
HTMLCanvasElement.prototype.getContext = (() => ({
  isPointInPath: (p: { d: string }, x: number, y: number) => {
    const b = pathBox(p.d)
    return x >= b.minX && x < b.maxX && y >= b.minY && y < b.maxY
  },
})) as never

function setup(scale = 10) {
  const session = new PaintSession(puzzle)
  session.setViewport({ scale, x: 0, y: 0 })
  const paths = new Map(puzzle.regions.map((r) => [r.id, new Path2D(r.path)]))
  const taps: number[] = []
  const rings: number[][] = []
  const input = new CanvasInput(
    session,
    paths,
    () => boxes,
    (id) => taps.push(id),
    (x, y, r) => rings.push([x, y, r]),
  )
  return { session, input, taps, rings }
}

describe('CanvasInput', () => {
  it('taps the region under the finger', () => {
    const { input, taps } = setup()
    input.tap(150, 50)
    expect(taps).toEqual([2])
  })

  it('fills every open region of the colour whose number is inside the circle', () => {
    // At 4x the circle is 14 puzzle px round (10, 5): the numbers at x 5 and 15 are in it.
    const { session, input, taps, rings } = setup(4)
    session.setTool('circle')
    input.tap(40, 20)
    expect([...session.filled].sort()).toEqual([1, 2])
    expect(taps).toEqual([])
    expect(rings).toEqual([[10, 5, CIRCLE_PX / 4]])
  })

  it('falls back to a plain tap when the circle holds nothing to fill, so a wrong colour flashes', () => {
    const { session, input, taps } = setup(10)
    session.fill(1)
    session.fill(2)
    session.setTool('circle')
    session.select(0)
    input.tap(250, 50)
    expect(taps).toEqual([3])
  })

  it('paints along a drag that starts on an open region of the colour, and only with drag-fill', () => {
    const { session, input } = setup(10)
    expect(input.paintsFrom(50, 50)).toBe(false)
    session.setTool('drag')
    expect(input.paintsFrom(250, 50)).toBe(false)
    expect(input.paintsFrom(50, 50)).toBe(true)
    input.paintAlong({ x: 50, y: 50 }, { x: 450, y: 50 })
    expect([...session.filled]).toEqual([1, 2, 4, 5])
  })

  it('fills a speck of the selected colour a tap lands near, but not a big region that far', () => {
    const { session, input, taps } = setup(10)
    session.fillMany([1, 2, 4, 5])
    // The speck sits at x 600..610 on screen; the tap is 13 px beside it, on nothing paintable.
    input.tap(597 - 10, 45)
    expect(taps).toEqual([6])
  })
})
