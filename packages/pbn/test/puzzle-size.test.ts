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
  it.each([
    ['kodim05-384', 30],
    ['kodim05-384', 120],
    // A flat photo: at its size it has fewer than 100 regions a 6 px number fits, so it is enlarged.
    ['kodim03-384', 100],
  ] as const)('makes %s with the %s regions asked for, within 5 percent', async (name, regions) => {
    const { puzzle } = createPuzzle(await photo(name), { regions, seed: 2 })
    expect(puzzle.regions.length).toBeGreaterThanOrEqual(regions * 0.95)
    expect(puzzle.regions.length).toBeLessThanOrEqual(regions * 1.05)
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
