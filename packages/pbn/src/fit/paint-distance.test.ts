import { describe, expect, it } from 'vitest'
import { deltaE2000, rgbToCielab } from '../delta-e'
import { createRandom } from '../random'
import { PAINT_STRIDE, paintConstants, paintDistance } from './paint-distance'

describe('paintDistance', () => {
  it('agrees with CIEDE2000 to a few percent near the paint, for any paint, blues too', () => {
    const random = createRandom(5)
    const byte = () => Math.floor(random() * 256)
    const k = new Float64Array(PAINT_STRIDE)
    const errors: number[] = []
    for (let i = 0; i < 2000; i++) {
      const paint = [byte(), byte(), byte()]
      const pixel = paint.map((v) =>
        Math.min(255, Math.max(0, v + Math.round((random() - 0.5) * 24))),
      )
      const p = rgbToCielab(paint[0] as number, paint[1] as number, paint[2] as number)
      const x = rgbToCielab(pixel[0] as number, pixel[1] as number, pixel[2] as number)
      const exact = deltaE2000(p, x)
      if (exact < 1) continue
      paintConstants(p, k, 0)
      errors.push(Math.abs(paintDistance(k, 0, ...x) - exact) / exact)
    }
    errors.sort((a, b) => a - b)
    // Pixels up to 12 steps of each channel off the paint: nine in ten within 8%, none off by 30%.
    expect(errors[Math.floor(errors.length * 0.9)]).toBeLessThan(0.08)
    expect(errors[errors.length - 1]).toBeLessThan(0.3)
  })

  it('is zero on the paint and grows with the difference', () => {
    const k = new Float64Array(PAINT_STRIDE * 2)
    paintConstants([50, 40, 20], k, PAINT_STRIDE)
    expect(paintDistance(k, PAINT_STRIDE, 50, 40, 20)).toBeCloseTo(0, 9)
    const near = paintDistance(k, PAINT_STRIDE, 52, 40, 20)
    expect(paintDistance(k, PAINT_STRIDE, 56, 40, 20)).toBeGreaterThan(near)
  })
})
