import { describe, expect, it } from 'vitest'
import { synthetic } from '../../test/synthetic'
import { imageToOklab } from '../color'
import { mapToPalette, quantize } from './quantize'
import { smoothLab } from './smooth'

describe('quantize', () => {
  it('finds the colours of a picture that has exactly that many', () => {
    const img = synthetic('circles')
    const lab = imageToOklab(img.data, img.width * img.height)
    const { palette } = quantize(lab, img.width * img.height, { colors: 3, seed: 1 })
    expect([...palette].sort()).toEqual(['#285adc', '#dc2828', '#f5ebc8'])
  })

  it('orders the palette from light to dark', () => {
    const img = synthetic('noisy-gradient')
    const lab = imageToOklab(img.data, img.width * img.height)
    const { paletteLab } = quantize(lab, img.width * img.height, { colors: 6, seed: 1 })
    for (let i = 1; i < 6; i++)
      expect(paletteLab[i * 3]).toBeLessThanOrEqual(paletteLab[(i - 1) * 3] as number)
  })

  it('maps each pixel to its nearest palette colour', () => {
    const img = synthetic('stripes')
    const lab = imageToOklab(img.data, img.width * img.height)
    const { indices, palette } = quantize(lab, img.width * img.height, { colors: 2, seed: 5 })
    const yellow = palette.indexOf('#fad21e')
    expect(indices[16]).toBe(yellow)
    expect(indices[0]).toBe(1 - yellow)
  })
})

describe('smoothLab', () => {
  it('flattens noise but keeps a hard edge', () => {
    const width = 20
    const height = 1
    const lab = new Float32Array(width * 3)
    for (let x = 0; x < width; x++) lab[x * 3] = (x < 10 ? 0.3 : 0.8) + (x % 2 ? 0.01 : -0.01)
    const out = smoothLab(lab, width, height, 2)
    expect(Math.abs((out[3 * 3] as number) - 0.3)).toBeLessThan(0.006)
    expect(out[9 * 3]).toBeLessThan(0.35)
    expect(out[10 * 3]).toBeGreaterThan(0.75)
  })
})

describe('mapToPalette', () => {
  it('picks the same colour as a brute-force nearest search for every pixel', () => {
    const img = synthetic('noisy-gradient', 80, 60)
    const pixels = img.width * img.height
    const lab = imageToOklab(img.data, pixels)
    const { paletteLab } = quantize(lab, pixels, { colors: 16, seed: 2 })
    const fast = mapToPalette(lab, pixels, paletteLab)
    for (let p = 0; p < pixels; p++) {
      let best = 0
      let bestD = Number.POSITIVE_INFINITY
      for (let c = 0; c < 16; c++) {
        let d = 0
        for (let j = 0; j < 3; j++)
          d += ((paletteLab[c * 3 + j] as number) - (lab[p * 3 + j] as number)) ** 2
        if (d < bestD) {
          bestD = d
          best = c
        }
      }
      expect(fast[p]).toBe(best)
    }
  })
})
