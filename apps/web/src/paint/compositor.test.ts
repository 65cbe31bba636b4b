import { describe, expect, it } from 'vitest'
import { recordCanvases } from '../test/recording-canvases'
import { canvas2dCompositor, type LayerImage, markDirty } from './compositor'

function layer(id: string, width: number, height: number): LayerImage {
  const canvas = document.createElement('canvas')
  canvas.id = id
  canvas.width = width
  canvas.height = height
  return { canvas, ctx: canvas.getContext('2d') as CanvasRenderingContext2D }
}

describe('the compositor', () => {
  it('grows a layer’s changed part to cover every region redrawn since the screen took it', () => {
    recordCanvases()
    const l = layer('base', 100, 100)
    markDirty(l, { minX: 10, minY: 10, maxX: 20, maxY: 20 })
    markDirty(l, { minX: 50, minY: 5, maxX: 60, maxY: 15 })
    expect(l.dirty).toEqual({ minX: 10, minY: 5, maxX: 60, maxY: 20 })
  })

  it('on Canvas 2D, copies a layer at its size and scales it otherwise', () => {
    const canvases = recordCanvases()
    const screen = layer('screen', 200, 100)
    const base = layer('base', 100, 50)
    const target = canvas2dCompositor(screen.ctx)
    target.backdrop('#efedf6')
    target.image(base, 3, 4, 100, 50)
    target.image(base, 0, 0, 200, 100)
    const draws = canvases.calls('screen').filter((c) => /^(drawImage|fillRect)/.test(c))
    expect(draws).toEqual([
      'fillRect(0,0,200,100)',
      'drawImage(canvas#base,3,4)',
      'drawImage(canvas#base,0,0,200,100)',
    ])
  })
})
