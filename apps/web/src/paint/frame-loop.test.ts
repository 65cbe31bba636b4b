// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fakeClock } from '../test/fake-clock'
import { FrameLoop } from './frame-loop'

describe('FrameLoop', () => {
  it('draws once in the next frame however often it is asked', () => {
    const c = fakeClock()
    let draws = 0
    const loop = new FrameLoop(() => draws++, c.clock)
    loop.invalidate()
    loop.invalidate()
    loop.invalidate()
    expect(c.pending()).toBe(1)
    c.frame()
    expect(draws).toBe(1)
    expect(c.pending()).toBe(0)
  })

  it('runs background work after the draw, a slice per frame, until it is done', () => {
    const c = fakeClock()
    const log: string[] = []
    const loop = new FrameLoop(() => log.push('draw'), c.clock)
    let slices = 0
    loop.background(() => {
      log.push('slice')
      c.advance(10)
      return ++slices < 3
    })
    loop.invalidate()
    c.frame()
    c.frame()
    c.frame()
    c.frame()
    expect(log).toEqual(['draw', 'slice', 'slice', 'slice'])
  })

  it('animates until the step answers false, drawing what it changes in the same frame', () => {
    const c = fakeClock()
    let draws = 0
    const loop = new FrameLoop(() => draws++, c.clock)
    let steps = 0
    loop.animate(() => {
      loop.invalidate()
      return ++steps < 2
    })
    c.frame()
    c.frame()
    c.frame()
    expect(steps).toBe(2)
    expect(draws).toBe(2)
  })

  it('asks for no more frames once disposed', () => {
    const c = fakeClock()
    const loop = new FrameLoop(() => undefined, c.clock)
    loop.dispose()
    loop.invalidate()
    expect(c.pending()).toBe(0)
  })
})
