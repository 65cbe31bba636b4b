import type { Puzzle } from '@huey/pbn'
import { describe, expect, it, vi } from 'vitest'
import { bindKeys } from './keyboard'
import type { CanvasControl } from './paint-canvas'
import { PaintSession } from './paint-session'

const puzzle: Puzzle = {
  width: 10,
  height: 10,
  palette: Array.from({ length: 12 }, (_, i) => `#0000${String(i).padStart(2, '0')}`),
  regions: Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    color: i,
    path: 'M0 0l1 0 0 1Z',
    label: { x: 0.5, y: 0.5, size: 1 },
    area: 1,
  })),
}

function setup() {
  const session = new PaintSession(puzzle)
  const control: CanvasControl = {
    toScreen: () => ({ x: 0, y: 0 }),
    zoomBy: vi.fn(),
    panBy: vi.fn(),
    focusRegion: vi.fn(),
    findNearest: vi.fn(),
    flash: vi.fn(),
  }
  const onClose = vi.fn()
  const stop = bindKeys(session, () => control, onClose)
  const press = (key: string) =>
    window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true }))
  return { session, control, onClose, stop, press }
}

describe('bindKeys', () => {
  it('selects a colour by its number, and a two-digit number typed quickly', () => {
    const { session, press, stop } = setup()
    press('3')
    expect(session.selectedColor).toBe(2)
    press('1')
    press('2')
    expect(session.selectedColor).toBe(11)
    stop()
  })

  it('zooms with + and -, pans with the arrows, and closes on Escape', () => {
    const { control, onClose, press, stop } = setup()
    press('+')
    press('-')
    press('ArrowLeft')
    press('Escape')
    expect(control.zoomBy).toHaveBeenNthCalledWith(1, 1.5)
    expect(control.zoomBy).toHaveBeenNthCalledWith(2, 1 / 1.5)
    expect(control.panBy).toHaveBeenCalledWith(80, 0)
    expect(onClose).toHaveBeenCalled()
    stop()
  })

  it('finds with F only once the colour has a few regions left', () => {
    const { control, press, stop } = setup()
    press('f')
    expect(control.findNearest).toHaveBeenCalledTimes(1)
    stop()
  })
})
