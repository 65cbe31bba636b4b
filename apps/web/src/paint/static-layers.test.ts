import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { regionPaths } from '../lib/region-paths'
import { fakeClock } from '../test/fake-clock'
import { recordCanvases } from '../test/recording-canvases'
import { twoSquares } from '../test/two-squares'
import { FrameLoop } from './frame-loop'
import { regionBoxes } from './hit-index'
import { PaintSession } from './paint-session'
import { PaintRenderer } from './renderer'
import { BACKDROP, SETTLE_MS } from './static-layers'

let canvases: ReturnType<typeof recordCanvases>
beforeEach(() => {
  canvases = recordCanvases()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** A 200x100 screen showing the two squares, each 100 px wide at the zoom that fits. */
function paintScreen() {
  const time = fakeClock()
  const screen = document.createElement('canvas')
  screen.id = 'screen'
  const session = new PaintSession(twoSquares)
  let renderer: PaintRenderer | undefined
  const loop = new FrameLoop((t) => renderer?.draw(t), time.clock)
  renderer = new PaintRenderer(screen, session, loop, regionPaths(twoSquares), () =>
    regionBoxes(twoSquares),
  )
  renderer.resize(200, 100, 1)
  session.setViewport({ scale: 10, x: 0, y: 0 })
  time.frame()
  return { time, session, screen: () => canvases.calls('screen') }
}

const images = (calls: readonly string[]) => calls.filter((c) => c.startsWith('drawImage'))
/** The layer the screen last showed, and where: `[layer id, rest of the drawImage call]`. */
const lastShown = (screen: readonly string[]) => {
  const [, id = '', at = ''] =
    /^drawImage\(canvas#([^,]+),(.*)\)$/.exec(images(screen).at(-1) ?? '') ?? []
  return [id, at]
}

describe('the static layers', () => {
  it('draw the whole picture once into a base layer and show it at the view', () => {
    const { screen } = paintScreen()
    expect(images(screen())).toHaveLength(1)
    const [base, at] = lastShown(screen())
    expect(at).toBe('0,0,200,100')
    // Both squares unfilled: white, outlined, numbered 1 (red) and 2 (green).
    expect(canvases.calls(base).filter((c) => c.startsWith('fillText'))).toEqual([
      'fillText(1,5,5)',
      'fillText(2,15,5)',
    ])
  })

  it('redraw only the region filled, in its colour, then show the picture again', () => {
    const { time, session, screen } = paintScreen()
    const [base] = lastShown(screen())
    canvases.clear()
    expect(session.fill(1)).toBe('filled')
    const redrawn = canvases.calls(base)
    expect(redrawn).toContain('fillStyle=#ff0000')
    // Red is done, so green is chosen: square 2 is drawn again to stand out; 1 has no number now.
    expect(redrawn.filter((c) => c.startsWith('fillText'))).toEqual(['fillText(2,15,5)'])
    expect(screen()).toEqual([])
    time.frame()
    expect(images(screen())).toEqual([`drawImage(canvas#${base},0,0,200,100)`])
  })

  it('draw the visible part sharp once a zoom rests, and show that layer as it is', () => {
    const { time, session, screen } = paintScreen()
    const [base] = lastShown(screen())
    session.setViewport({ scale: 20, x: -100, y: 0 })
    time.frame()
    // Meanwhile the base is stretched to the new zoom.
    expect(lastShown(screen())).toEqual([base, '-100,0,400,200'])
    time.advance(SETTLE_MS)
    for (let i = 0; i < 5; i++) time.frame()
    const [detail, at] = lastShown(screen())
    expect(detail).not.toBe(base)
    expect(at).toBe('0,0')
    expect(canvases.calls(detail)).toEqual(
      expect.arrayContaining(['fillText(1,5,5)', 'fillText(2,15,5)']),
    )
  })

  it('fill what the picture does not cover with the backdrop while moving', () => {
    const { time, session, screen } = paintScreen()
    const [base] = lastShown(screen())
    canvases.clear()
    session.setViewport({ scale: 10, x: 50, y: 0 })
    time.frame()
    expect(screen()).toEqual(
      expect.arrayContaining([
        `fillStyle=${BACKDROP}`,
        'fillRect(0,0,200,100)',
        `drawImage(canvas#${base},50,0,200,100)`,
      ]),
    )
  })

  it('draw only what a zoomed-in view shows for the first frame, then the whole picture in slices', () => {
    const time = fakeClock()
    const screen = document.createElement('canvas')
    screen.id = 'screen'
    const session = new PaintSession(twoSquares)
    let renderer: PaintRenderer | undefined
    const loop = new FrameLoop((t) => renderer?.draw(t), time.clock)
    renderer = new PaintRenderer(screen, session, loop, regionPaths(twoSquares), () =>
      regionBoxes(twoSquares),
    )
    renderer.resize(200, 100, 1)
    // The left square fills the screen.
    session.setViewport({ scale: 25, x: 0, y: 0 })
    time.frame()
    const numbers = (id: string) => canvases.calls(id).filter((c) => c.startsWith('fillText'))
    const [first] = lastShown(canvases.calls('screen'))
    expect(numbers(first as string)).toEqual(['fillText(1,5,5)'])
    for (let i = 0; i < 10; i++) time.frame()
    const layers = Array.from({ length: 9 }, (_, i) => `layer-${i + 1}`)
    const whole = layers.filter((id) => numbers(id).length === 2)
    expect(whole).toHaveLength(1)
    expect(numbers(whole[0] as string)).toEqual(['fillText(1,5,5)', 'fillText(2,15,5)'])
  })
})
