import { describe, expect, it } from 'vitest'
import { cielabToRgb, deltaE2000, rgbToCielab } from './delta-e'

describe('CIELAB', () => {
  it('goes back to the very sRGB bytes it came from', () => {
    for (let r = 0; r < 256; r += 15)
      for (let g = 0; g < 256; g += 15)
        for (let b = 0; b < 256; b += 15)
          expect(cielabToRgb(...rgbToCielab(r, g, b))).toEqual([r, g, b])
  })

  it('clips a colour sRGB cannot show to the nearest it can', () => {
    expect(cielabToRgb(50, 0, -200)[2]).toBe(255)
    expect(cielabToRgb(120, 0, 0)).toEqual([255, 255, 255])
  })

  it('agrees with the published CIEDE2000 test data', () => {
    // Sharma, Wu and Dalal's test pair 1.
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3)
  })
})
