import { describe, expect, it } from 'vitest'
import { fakeClock } from '../test/fake-clock'
import { recordingContext } from '../test/recording-context'
import { twoSquares } from '../test/two-squares'
import { FrameLoop } from './frame-loop'
import {
  FLASH_COLOUR,
  FLASH_MS,
  InteractiveLayer,
  PULSE_COLOUR,
  RING_MS,
} from './interactive-layer'

const regions = new Map(twoSquares.regions.map((r) => [r.id, r]))
const paths = new Map(twoSquares.regions.map((r) => [r.id, {} as Path2D]))
/** Zoomed 10x and moved 30 px right: region 1's number (5, 5) is at (80, 50) on screen. */
const view = { scale: 10, x: 30, y: 0 }

function layer(calm = false) {
  const time = fakeClock()
  const loop = new FrameLoop(() => undefined, time.clock)
  return { time, marks: new InteractiveLayer(loop, regions, paths, () => calm) }
}

describe('the interactive layer', () => {
  it('flashes a number in red where the region is on screen, then lets it fade away', () => {
    const { time, marks } = layer()
    marks.flash(1)
    const { ctx, calls } = recordingContext()
    marks.draw(ctx, view, 0, 1)
    expect(calls).toEqual(
      expect.arrayContaining([`fillStyle=${FLASH_COLOUR}`, 'fillText(1,80,50)']),
    )
    // The whole region flashes, drawn in puzzle units at the view.
    expect(calls).toEqual(
      expect.arrayContaining(['setTransform(10,0,0,10,30,0)', 'fill(path,evenodd)']),
    )
    time.advance(FLASH_MS)
    const after = recordingContext()
    marks.draw(after.ctx, view, FLASH_MS, 1)
    expect(after.calls).toEqual([])
  })

  it('rings the hinted region: its outline and a circle round its number', () => {
    const { marks } = layer()
    marks.pulse(2)
    const { ctx, calls } = recordingContext()
    marks.draw(ctx, view, 0, 2)
    expect(calls).toEqual(
      expect.arrayContaining([
        `strokeStyle=${PULSE_COLOUR}`,
        'setTransform(20,0,0,20,60,0)',
        'stroke(path)',
        'arc(180,50,58,0,6.28)',
      ]),
    )
  })

  it('flashes a number once however often the wrong colour is tapped', () => {
    const { marks } = layer()
    marks.flash(1)
    marks.flash(1)
    const { ctx, calls } = recordingContext()
    marks.draw(ctx, view, 0, 1)
    expect(calls.filter((c) => c.startsWith('fillText'))).toEqual(['fillText(1,80,50)'])
  })

  it('draws nothing without marks', () => {
    const { marks } = layer()
    const { ctx, calls } = recordingContext()
    marks.draw(ctx, view, 0, 1)
    expect(calls).toEqual([])
  })

  it('holds the hint ring still with reduced motion', () => {
    const { time, marks } = layer(true)
    marks.pulse(2)
    const arcs = () => {
      const { ctx, calls } = recordingContext()
      marks.draw(ctx, view, 0, 1)
      return calls.filter((c) => c.startsWith('arc'))
    }
    const first = arcs()
    time.advance(300)
    expect(arcs()).toEqual(first)
  })

  it('shows the circle a circle fill covered, then lets it fade', () => {
    const { time, marks } = layer()
    marks.ring(5, 5, 3)
    const { ctx, calls } = recordingContext()
    marks.draw(ctx, view, 0, 1)
    expect(calls).toContain('arc(80,50,30,0,6.28)')
    time.advance(RING_MS)
    const after = recordingContext()
    marks.draw(after.ctx, view, 0, 1)
    expect(after.calls).toEqual([])
  })
})
