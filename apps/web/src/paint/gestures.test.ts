import { afterEach, describe, expect, it } from 'vitest'
import { fakeClock } from '../test/fake-clock'
import { FrameLoop } from './frame-loop'
import { attachGestures } from './gestures'
import type { Viewport } from './paint-session'

/** A canvas at the page's top left, so page and canvas points are the same, with gestures on it. */
function gestures() {
  const canvas = document.createElement('canvas')
  document.body.append(canvas)
  let view: Viewport = { scale: 1, x: 0, y: 0 }
  const taps: { x: number; y: number }[] = []
  const animatedTo: Viewport[] = []
  const time = fakeClock()
  const loop = new FrameLoop(() => undefined, time.clock)
  const detach = attachGestures(
    canvas,
    {
      view: () => view,
      setView: (v) => {
        view = v
      },
      animateTo: (v) => animatedTo.push(v),
      tap: (x, y) => taps.push({ x, y }),
    },
    loop,
  )
  const pointer = (type: string, id: number, x: number, y: number) =>
    canvas.dispatchEvent(
      new PointerEvent(type, { pointerId: id, clientX: x, clientY: y, pointerType: 'touch' }),
    )
  const wheel = (init: WheelEventInit) =>
    canvas.dispatchEvent(new WheelEvent('wheel', { cancelable: true, ...init }))
  return { view: () => view, taps, animatedTo, pointer, wheel, detach, time }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('attachGestures', () => {
  it('pans the picture with a drag, which is never a tap', () => {
    const g = gestures()
    g.pointer('pointerdown', 1, 10, 10)
    g.pointer('pointermove', 1, 30, 20)
    g.pointer('pointermove', 1, 50, 20)
    g.pointer('pointerup', 1, 50, 20)
    expect(g.view()).toEqual({ scale: 1, x: 40, y: 10 })
    expect(g.taps).toEqual([])
  })

  it('takes a press that moved a few pixels at most as a tap where it ended', () => {
    const g = gestures()
    g.pointer('pointerdown', 1, 100, 50)
    g.pointer('pointermove', 1, 103, 52)
    g.pointer('pointerup', 1, 103, 52)
    expect(g.taps).toEqual([{ x: 103, y: 52 }])
    expect(g.view()).toEqual({ scale: 1, x: 0, y: 0 })
  })

  it('zooms in twice as close round a double tap instead of tapping twice', () => {
    const g = gestures()
    for (let i = 0; i < 2; i++) {
      g.pointer('pointerdown', 1, 100, 50)
      g.pointer('pointerup', 1, 100, 50)
    }
    expect(g.taps).toEqual([{ x: 100, y: 50 }])
    expect(g.animatedTo).toEqual([{ scale: 2, x: -100, y: -50 }])
  })

  it('zooms round the fingers of a pinch as they spread', () => {
    const g = gestures()
    g.pointer('pointerdown', 1, 100, 100)
    g.pointer('pointerdown', 2, 200, 100)
    for (let x = 201; x <= 300; x++) g.pointer('pointermove', 2, x, 100)
    g.pointer('pointerup', 2, 300, 100)
    g.pointer('pointerup', 1, 100, 100)
    // The gap doubled: twice as close, and each finger still on its point of the picture (to
    // within a pixel), so the first finger's point is where it was.
    const { scale, x, y } = g.view()
    expect(scale).toBeCloseTo(2)
    expect(Math.abs(x + scale * 100 - 100)).toBeLessThan(1)
    expect(Math.abs(x + scale * 200 - 300)).toBeLessThan(1)
    expect(y).toBeCloseTo(-100)
    expect(g.taps).toEqual([])
  })

  it('zooms with ctrl+wheel (a trackpad pinch) and pans with a two-finger scroll', () => {
    const g = gestures()
    g.wheel({ clientX: 0, clientY: 0, deltaY: -100 * Math.log(2), ctrlKey: true })
    expect(g.view().scale).toBeCloseTo(2)
    g.wheel({ clientX: 0, clientY: 0, deltaX: 12, deltaY: 5.5 })
    expect(g.view().x).toBeCloseTo(-12)
    expect(g.view().y).toBeCloseTo(-5.5)
  })

  it('listens no more once detached', () => {
    const g = gestures()
    g.detach()
    g.pointer('pointerdown', 1, 10, 10)
    g.pointer('pointerup', 1, 10, 10)
    g.wheel({ deltaX: 30 })
    expect(g.taps).toEqual([])
    expect(g.view()).toEqual({ scale: 1, x: 0, y: 0 })
  })
})

describe('attachGestures with drag-fill', () => {
  function painter(paintsFrom: (x: number, y: number) => boolean) {
    const canvas = document.createElement('canvas')
    document.body.append(canvas)
    let view: Viewport = { scale: 1, x: 0, y: 0 }
    const strokes: string[] = []
    const taps: string[] = []
    const loop = new FrameLoop(() => undefined, fakeClock().clock)
    attachGestures(
      canvas,
      {
        view: () => view,
        setView: (v) => {
          view = v
        },
        animateTo: () => undefined,
        tap: (x, y) => taps.push(`${x},${y}`),
        paintsFrom,
        paintAlong: (a, b) => strokes.push(`${a.x},${a.y}>${b.x},${b.y}`),
      },
      loop,
    )
    const pointer = (type: string, id: number, x: number, y: number) =>
      canvas.dispatchEvent(
        new PointerEvent(type, { pointerId: id, clientX: x, clientY: y, pointerType: 'touch' }),
      )
    return { view: () => view, strokes, taps, pointer }
  }

  it('paints along a drag that starts where painting is allowed, from its first point, without panning', () => {
    const g = painter(() => true)
    g.pointer('pointerdown', 1, 10, 10)
    g.pointer('pointermove', 1, 30, 10)
    g.pointer('pointermove', 1, 50, 10)
    g.pointer('pointerup', 1, 50, 10)
    expect(g.strokes).toEqual(['10,10>30,10', '30,10>50,10'])
    expect(g.view()).toEqual({ scale: 1, x: 0, y: 0 })
    expect(g.taps).toEqual([])
  })

  it('pans a drag that starts elsewhere, and keeps a still press a tap', () => {
    const g = painter((x) => x > 100)
    g.pointer('pointerdown', 1, 10, 10)
    g.pointer('pointermove', 1, 40, 10)
    g.pointer('pointerup', 1, 40, 10)
    expect(g.strokes).toEqual([])
    expect(g.view()).toEqual({ scale: 1, x: 30, y: 0 })
    g.pointer('pointerdown', 1, 200, 10)
    g.pointer('pointerup', 1, 200, 10)
    expect(g.taps).toEqual(['200,10'])
  })

  it('turns a paint stroke into a pinch when a second finger comes down', () => {
    const g = painter(() => true)
    g.pointer('pointerdown', 1, 100, 100)
    g.pointer('pointerdown', 2, 200, 100)
    g.pointer('pointermove', 2, 300, 100)
    expect(g.strokes).toEqual([])
    expect(g.view().scale).toBeCloseTo(2)
  })
})
