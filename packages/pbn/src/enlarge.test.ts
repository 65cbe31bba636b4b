import { describe, expect, it } from 'vitest'
import { enlarge } from './enlarge'

/** A `width` x `height` RGBA image whose left half is black and right half white. */
function halves(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let p = 0; p < width * height; p++) {
    data.fill((p % width) * 2 < width ? 0 : 255, p * 4, p * 4 + 3)
    data[p * 4 + 3] = 255
  }
  return { data, width, height }
}

describe('enlarge', () => {
  it('gives a small image at least the pixels asked for, in its own proportions', () => {
    const big = enlarge(halves(300, 200), 240_000)
    expect(big.width * big.height).toBeGreaterThanOrEqual(240_000)
    expect(big.width / big.height).toBeCloseTo(1.5, 2)
    expect(big.data).toHaveLength(big.width * big.height * 4)
  })

  it('keeps flat areas flat and the edge where it was, softened by a pixel or two', () => {
    const big = enlarge(halves(40, 10), 1600)
    const row = Array.from({ length: big.width }, (_, x) => big.data[x * 4] as number)
    expect(row.slice(0, big.width / 2 - 2).every((v) => v === 0)).toBe(true)
    expect(row.slice(big.width / 2 + 2).every((v) => v === 255)).toBe(true)
    expect(big.data[3]).toBe(255)
  })

  it('leaves an image that is big enough as it is', () => {
    const image = halves(100, 100)
    expect(enlarge(image, 10_000)).toBe(image)
  })
})
