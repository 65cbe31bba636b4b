import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createPuzzle, type RgbaImage } from '../src/index'

async function photo(name: string): Promise<RgbaImage> {
  const file = fileURLToPath(new URL(`./fixtures/in/${name}.png`, import.meta.url))
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height }
}

describe('asking for a size', () => {
  it('reaches the number of regions asked for, within a tenth', async () => {
    const image = await photo('kodim05-384')
    for (const regions of [30, 60]) {
      const { puzzle } = createPuzzle(image, { regions, seed: 2 })
      expect(puzzle.regions.length).toBeGreaterThanOrEqual(regions * 0.9)
      expect(puzzle.regions.length).toBeLessThanOrEqual(regions * 1.1)
    }
  })

  it('never gives fewer regions for a smaller minimum region size', async () => {
    const image = await photo('kodim03-384')
    const counts = [0.003, 0.0015, 0.0008, 0.0004, 0.0002, 0.00005].map(
      (minAreaRatio) => createPuzzle(image, { minAreaRatio, seed: 2 }).puzzle.regions.length,
    )
    for (let i = 1; i < counts.length; i++)
      expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1] as number)
    expect(counts[counts.length - 1]).toBeGreaterThan(counts[0] as number)
  })

  it('makes a picture with too few regions again, enlarged, until it has the regions asked for', async () => {
    // Hard's cells are a few labels big in pixels: an enlarged picture has room for more of them
    // along its shading (hard at a third of a megapixel here, for speed).
    const image = await photo('kodim03-384')
    const hard = { preset: 'hard', minPixels: 300_000, seed: 2 } as const
    const natural = createPuzzle(image, hard).puzzle
    const floor = Math.round(natural.regions.length * 1.3)
    const { puzzle } = createPuzzle(image, { ...hard, minRegions: floor })
    expect(puzzle.width).toBeGreaterThan(natural.width)
    expect(puzzle.regions.length).toBeGreaterThanOrEqual(floor)
    expect(createPuzzle(image, { ...hard, minRegions: 10 }).puzzle.width).toBe(natural.width)
  })
})
