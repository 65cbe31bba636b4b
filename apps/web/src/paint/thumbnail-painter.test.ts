import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordCanvases } from '../test/recording-canvases'
import { twoSquares } from '../test/two-squares'
import { PaintSession } from './paint-session'
import { ThumbnailPainter } from './thumbnail-painter'

let canvases: ReturnType<typeof recordCanvases>
beforeEach(() => {
  vi.useFakeTimers()
  canvases = recordCanvases()
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AA')
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const whiteBackground = (calls: readonly string[]) => calls.some((c) => c.startsWith('fillRect'))

describe('ThumbnailPainter', () => {
  it('draws the whole painting in the background once, then only what was filled since', () => {
    const session = new PaintSession(twoSquares)
    const painter = new ThumbnailPainter(session)
    painter.prepare(0)
    expect(painter.ready).toBe(false)
    vi.advanceTimersByTime(100)
    expect(painter.ready).toBe(true)
    // Both squares open: outlines only, on white.
    const whole = canvases.calls('layer-1')
    expect(whiteBackground(whole)).toBe(true)
    expect(whole.filter((c) => c.startsWith('stroke('))).toHaveLength(2)
    canvases.clear()

    session.fill(1)
    expect(painter.png()).toBe('data:image/png;base64,AA')
    // The red square and nothing else: no white page, no outline of the green one.
    expect(canvases.calls('layer-1')).toEqual([
      'fillStyle=#ff0000',
      'fill(path,evenodd)',
      'strokeStyle=#ff0000',
      'stroke(path)',
    ])
    canvases.clear()
    painter.png()
    expect(canvases.calls('layer-1')).toEqual([])
  })

  it('finishes the whole at once when a thumbnail is asked for before the background is done', () => {
    const session = new PaintSession(twoSquares, [2])
    const painter = new ThumbnailPainter(session)
    painter.png()
    const calls = canvases.calls('layer-1')
    expect(whiteBackground(calls)).toBe(true)
    // The green square kept from before is painted in the whole; the red one is outlined.
    expect(calls).toContain('fillStyle=#00ff00')
    expect(calls).toContain('strokeStyle=#c9c6d3')
    expect(painter.ready).toBe(true)
  })
})
