import { describe, expect, it } from 'vitest'
import { deltaE2000, rgbToCielab } from '../src/delta-e'
import { createPuzzle, hexToRgb, type Preset, type RgbaImage } from '../src/index'
import { face, halves } from './synthetic-face'

const presetNames: Preset[] = ['easy', 'medium', 'hard']

/** The region under a point given as a share of the picture's width and height. */
function regionAt(regionMap: Int32Array, width: number, height: number, fx: number, fy: number) {
  return regionMap[Math.floor(fy * height) * width + Math.floor(fx * width)] as number
}

describe('lines only where the photo separates two neighbours', () => {
  // CIEDE2000 1: a step nobody sees; 3.1: one a painter would not paint with two paints.
  const steps: [number, [number, number, number]][] = [
    [1, [130, 128, 127]],
    [3.1, [134, 128, 126]],
  ]
  it.each(presetNames.flatMap((p) => steps.map(([gap, rgb]) => [gap, p, rgb] as const)))(
    'keeps halves CIEDE2000 %s apart as one region (%s)',
    (step, preset, rgb) => {
      const { image, left, right } = halves([128, 128, 128], rgb)
      const gap = deltaE2000(rgbToCielab(...left), rgbToCielab(...right))
      expect(Math.abs(gap - step)).toBeLessThan(0.2)
      expect(createPuzzle(image, { preset, seed: 3 }).puzzle.regions).toHaveLength(1)
    },
  )

  it.each(presetNames)('still cuts halves CIEDE2000 10 apart in two (%s)', (preset) => {
    const { image } = halves([128, 128, 128], [150, 120, 100])
    expect(createPuzzle(image, { preset, seed: 3 }).puzzle.regions).toHaveLength(2)
  })
})

describe('labels', () => {
  it("labels every region, a thin strip along the picture's edge included", () => {
    // A 4 px strip 218 px long along the top edge, darker than the rest: too thin for a number.
    const width = 260
    const height = 160
    const data = new Uint8ClampedArray(width * height * 4)
    for (let p = 0; p < width * height; p++) {
      const strip = p < width * 4 && p % width >= 20 && p % width < 238
      data.set(strip ? [60, 50, 40, 255] : [200, 210, 190, 255], p * 4)
    }
    for (const preset of presetNames) {
      const { puzzle, regionMap } = createPuzzle({ data, width, height }, { preset, seed: 3 })
      for (const r of puzzle.regions) {
        const { x, y, size } = r.label
        expect(size).toBeGreaterThanOrEqual(preset === 'easy' ? 8 : 6)
        const w = puzzle.width
        expect(regionMap[Math.floor(y) * w + Math.floor(x)]).toBe(r.id - 1)
      }
    }
  })
})

describe('a face at hard', () => {
  it('keeps both eyes and the mouth as regions of their own', () => {
    const { puzzle, regionMap } = createPuzzle(face(), { preset: 'hard', seed: 3 })
    const { width, height } = puzzle
    const at = (fx: number, fy: number) => regionAt(regionMap, width, height, fx, fy)
    const cheek = at(0.5, 0.62)
    const [leftEye, rightEye, mouth] = [at(0.38, 0.42), at(0.62, 0.42), at(0.5, 0.75)]
    for (const feature of [leftEye, rightEye, mouth]) expect(feature).not.toBe(cheek)
    expect(leftEye).not.toBe(rightEye)
    // The eyes are dark: the number painted there is a dark paint, not the skin's.
    const lightness = (r: number) =>
      rgbToCielab(...hexToRgb(puzzle.palette[puzzle.regions[r]?.color as number] as string))[0]
    expect(lightness(leftEye)).toBeLessThan(35)
    expect(lightness(rightEye)).toBeLessThan(35)
  })
})

describe('palettes a painter can tell apart', () => {
  const pictures: [string, RgbaImage][] = [
    ['a face', face()],
    ['a smooth gradient', gradient()],
  ]
  it.each(pictures.flatMap(([name, image]) => presetNames.map((p) => [name, p, image] as const)))(
    'never holds two colours closer than CIEDE2000 4 (%s, %s)',
    (_name, preset, image) => {
      const { puzzle } = createPuzzle(image, { preset, seed: 3 })
      const lab = puzzle.palette.map((hex) => rgbToCielab(...hexToRgb(hex)))
      let closest = Number.POSITIVE_INFINITY
      for (let i = 0; i < lab.length; i++)
        for (let j = i + 1; j < lab.length; j++)
          closest = Math.min(closest, deltaE2000(lab[i] as number[], lab[j] as number[]))
      expect(closest).toBeGreaterThanOrEqual(4)
      expect(puzzle.palette.length).toBeLessThanOrEqual(preset === 'hard' ? 48 : 24)
    },
  )
})

/** Two hues blended across the picture and down it: shading a loose palette bands finely. */
function gradient(width = 160, height = 120): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const u = x / width
      const v = y / height
      data.set([40 + 200 * u, 60 + 150 * v, 200 - 150 * u, 255], (y * width + x) * 4)
    }
  return { data, width, height }
}
