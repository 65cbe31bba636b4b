import { describe, expect, it } from 'vitest'
import { lab } from '../bin/delta-e'
import { synthetic } from '../test/synthetic'
import { createPuzzle } from './create-puzzle'
import { PbnError } from './errors'
import { fromSvg, toSvg } from './svg'

describe('createPuzzle', () => {
  it('turns two circles on a background into three regions with the right colours', () => {
    const { puzzle } = createPuzzle(synthetic('circles'), { colors: 4, seed: 3, minLabelSize: 4 })
    expect(puzzle.regions).toHaveLength(3)
    const colours = puzzle.regions.map((r) => puzzle.palette[r.color])
    expect(colours).toContain('#dc2828')
    expect(colours).toContain('#285adc')
  })

  it('gives the same puzzle for the same photo and seed', () => {
    const a = toSvg(createPuzzle(synthetic('noisy-gradient'), { seed: 11, colors: 8 }).puzzle)
    const b = toSvg(createPuzzle(synthetic('noisy-gradient'), { seed: 11, colors: 8 }).puzzle)
    expect(a).toBe(b)
  })

  it('reports every stage in order and can be cancelled', () => {
    const seen: string[] = []
    createPuzzle(synthetic('stripes'), {
      onProgress: (stage, f) => {
        if (f === 1) seen.push(stage)
      },
    })
    expect(seen).toEqual(['smooth', 'quantize', 'segment', 'trace', 'label'])
    const controller = { aborted: false }
    const run = () =>
      createPuzzle(synthetic('stripes'), {
        signal: controller,
        onProgress: (stage) => {
          if (stage === 'segment') controller.aborted = true
        },
      })
    expect(run).toThrow(expect.objectContaining({ code: 'aborted' }))
  })

  it('can be cancelled while the hard preset cuts cells, its longest step', () => {
    const controller = { aborted: false }
    const fractions: number[] = []
    const run = () =>
      createPuzzle(synthetic('noisy-gradient', 160, 120), {
        preset: 'hard',
        minPixels: 40_000,
        signal: controller,
        onProgress: (stage, f) => {
          if (stage !== 'segment' || f <= 0.9 || f >= 1) return
          fractions.push(f)
          controller.aborted = true
        },
      })
    expect(run).toThrow(expect.objectContaining({ code: 'aborted' }))
    expect(fractions).toHaveLength(1)
  })

  it.each([
    [{ data: new Uint8ClampedArray(0), width: 0, height: 0 }],
    [{ data: new Uint8ClampedArray(8), width: 3, height: 3 }],
  ])('refuses an image without matching pixels', (image) => {
    expect(() => createPuzzle(image)).toThrow(PbnError)
  })

  it.each([3, 65, 12.5])('refuses a palette of %s colours (4 to 64 are allowed)', (colors) => {
    expect(() => createPuzzle(synthetic('stripes'), { colors })).toThrow(
      expect.objectContaining({ code: 'invalid-option' }),
    )
  })

  it.each([-1, Number.NaN, 50_000_000])('refuses to enlarge to %s pixels', (minPixels) => {
    expect(() => createPuzzle(synthetic('stripes'), { minPixels })).toThrow(
      expect.objectContaining({ code: 'invalid-option' }),
    )
  })

  it.each([-1, Number.NaN])('refuses to aim for at least %s regions', (minRegions) => {
    expect(() => createPuzzle(synthetic('stripes'), { minRegions })).toThrow(
      expect.objectContaining({ code: 'invalid-option' }),
    )
  })

  it('orders its presets by region count: easy < medium < hard', () => {
    const image = synthetic('noisy-gradient', 320, 240)
    const count = (preset: 'easy' | 'medium' | 'hard') =>
      createPuzzle(image, { preset, seed: 2 }).puzzle.regions.length
    const easy = count('easy')
    const medium = count('medium')
    expect(easy).toBeLessThan(medium)
    expect(medium).toBeLessThan(count('hard'))
  })

  it('hard keeps flat areas whole: two circles on a plain ground are not cut into a mosaic', () => {
    // Worked at a megapixel and cut into cells, as photos are; the cells all take their area's one
    // colour and join again, so only the picture's own edges are left.
    const { puzzle, regionMap } = createPuzzle(synthetic('circles', 240, 160), {
      preset: 'hard',
      seed: 4,
    })
    expect(puzzle.width * puzzle.height).toBeGreaterThanOrEqual(1_000_000)
    expect(puzzle.regions.length).toBeLessThanOrEqual(6)
    const { width, height } = puzzle
    for (let p = 0; p < width * height; p++) {
      const x = p % width
      for (const q of [x < width - 1 ? p + 1 : -1, p + width < width * height ? p + width : -1]) {
        const a = regionMap[p] as number
        const b = q < 0 ? a : (regionMap[q] as number)
        if (a !== b) expect(puzzle.regions[a]?.color).not.toBe(puzzle.regions[b]?.color)
      }
    }
  })

  it('keeps the preset colours when the caller passes colors: undefined', () => {
    const { puzzle } = createPuzzle(synthetic('noisy-gradient', 160, 120), {
      preset: 'easy',
      colors: undefined,
    })
    expect(puzzle.palette.length).toBeLessThanOrEqual(12)
  })

  it('comes back whole from its SVG', () => {
    const { puzzle } = createPuzzle(synthetic('rings'), { colors: 4, minLabelSize: 4 })
    const back = fromSvg(toSvg(puzzle))
    expect(back.palette).toEqual(puzzle.palette)
    expect(back.regions.map((r) => [r.id, r.color, r.path, r.label])).toEqual(
      puzzle.regions.map((r) => [r.id, r.color, r.path, r.label]),
    )
  })

  it('keeps a saturated picture as vivid as it is', () => {
    const image = synthetic('saturated-patches', 240, 120)
    const { finished } = createPuzzle(image, { seed: 4, colors: 12 })
    const chroma = (px: ArrayLike<number>) => {
      let sum = 0
      for (let k = 0; k < px.length; k += 4) {
        const [, a, b] = lab(px[k] as number, px[k + 1] as number, px[k + 2] as number)
        sum += Math.hypot(a, b)
      }
      return sum
    }
    const ratio = chroma(finished) / chroma(image.data)
    expect(ratio).toBeGreaterThanOrEqual(0.95)
    expect(ratio).toBeLessThanOrEqual(1.05)
  })
})
