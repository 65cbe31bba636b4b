import { describe, expect, it } from 'vitest'
import { oklabToRgb, rgbToOklab } from '../color'
import { deltaE2000, rgbToCielab } from '../delta-e'
import { fitPaints, type PaintedRegions } from './fit-paints'

type Rgb = [number, number, number]

/**
 * A 30x10 picture of three regions side by side, 10 px wide each, painted with `pixel(region, p)`,
 * the regions taking palette colours `colors` of `palette` (sRGB).
 */
function threeRegions(pixel: (region: number, p: number) => Rgb, colors: number[], palette: Rgb[]) {
  const labels = Int32Array.from({ length: 300 }, (_, p) => Math.floor((p % 30) / 10))
  const data = new Uint8ClampedArray(300 * 4)
  for (let p = 0; p < 300; p++) data.set([...pixel(labels[p] as number, p), 255], p * 4)
  const paletteLab = new Float32Array(palette.length * 3)
  palette.forEach((rgb, c) => {
    rgbToOklab(...rgb, paletteLab, c * 3)
  })
  const seg: PaintedRegions = {
    labels,
    count: 3,
    colors: Int32Array.from(colors),
    areas: Int32Array.from([100, 100, 100]),
    paletteLab,
  }
  return { seg, data, scratch: new ArrayBuffer(300 * 12) }
}

const painted = (palette: Float32Array, c: number): Rgb =>
  oklabToRgb(palette[c * 3] as number, palette[c * 3 + 1] as number, palette[c * 3 + 2] as number)

describe('fitPaints', () => {
  it('moves a paint onto the flat colour it covers, exactly', () => {
    const red: Rgb = [220, 40, 40]
    const cream: Rgb = [245, 235, 200]
    const { seg, data, scratch } = threeRegions(
      (r) => (r === 1 ? red : cream),
      [0, 1, 0],
      [
        [236, 228, 205],
        [205, 60, 52],
      ],
    )
    const palette = fitPaints(seg, data, 30, { twinDeltaE: 3, scratch })
    expect(painted(palette, 0)).toEqual(cream)
    expect(painted(palette, 1)).toEqual(red)
  })

  it('gives a region the paint that fits its pixels unless a neighbour has it', () => {
    const blue: Rgb = [40, 90, 220]
    const green: Rgb = [40, 170, 60]
    // The left region is blue but painted green; blue is the middle region's paint.
    const left = threeRegions((r) => (r === 2 ? green : blue), [1, 0, 1], [blue, green])
    fitPaints(left.seg, left.data, 30, { twinDeltaE: 3, scratch: left.scratch })
    expect([...left.seg.colors]).toEqual([1, 0, 1])
    // With a third paint free, the left region takes it: it is the nearest one no neighbour has.
    const free = threeRegions(
      (r) => (r === 2 ? green : blue),
      [1, 0, 1],
      [blue, green, [50, 95, 210]],
    )
    fitPaints(free.seg, free.data, 30, { twinDeltaE: 3, scratch: free.scratch })
    expect([...free.seg.colors]).toEqual([2, 0, 1])
  })

  it('moves a paint to the bulk of its pixels, not to their mean', () => {
    // A grey region crossed by a few black pixels (a twig across a sky).
    const grey: Rgb = [150, 150, 150]
    const { seg, data, scratch } = threeRegions(
      (r, p) => (r === 1 && p % 30 === 15 && (p / 30) % 5 < 2 ? [0, 0, 0] : grey),
      [0, 1, 0],
      [
        [90, 90, 90],
        [140, 140, 140],
      ],
    )
    const palette = fitPaints(seg, data, 30, { twinDeltaE: 3, scratch })
    expect(deltaE2000(rgbToCielab(...painted(palette, 1)), rgbToCielab(...grey))).toBeLessThan(1)
  })

  it('raises every paint when the painting comes out greyer than the photo', () => {
    // Two pixels in five vivid red, the rest greyish: the median paint lies on the grey.
    const { seg, data, scratch } = threeRegions(
      (r, p) => (r === 0 ? [128, 128, 128] : p % 5 < 2 ? [230, 30, 30] : [140, 110, 110]),
      [0, 1, 2],
      [
        [128, 128, 128],
        [185, 70, 70],
        [185, 70, 70],
      ],
    )
    const photo = chroma(data)
    const palette = fitPaints(seg, data, 30, { twinDeltaE: 0, scratch, minChroma: 0.97 })
    const finished = new Uint8ClampedArray(300 * 4)
    for (let p = 0; p < 300; p++)
      finished.set([...painted(palette, seg.colors[seg.labels[p] as number] as number), 255], p * 4)
    expect(chroma(finished) / photo).toBeGreaterThan(0.96)
  })

  it('keeps paints that would come within the twin difference of another apart', () => {
    // Two neighbouring regions of almost one colour, on paints 5 CIEDE2000 apart.
    const { seg, data, scratch } = threeRegions(
      (r) => (r === 0 ? [100, 140, 200] : r === 1 ? [102, 141, 201] : [250, 250, 250]),
      [0, 1, 2],
      [
        [95, 135, 190],
        [112, 150, 212],
        [250, 250, 250],
      ],
    )
    const palette = fitPaints(seg, data, 30, { twinDeltaE: 3, scratch })
    const a = rgbToCielab(...painted(palette, 0))
    const b = rgbToCielab(...painted(palette, 1))
    expect(deltaE2000(a, b)).toBeGreaterThanOrEqual(3)
  })
})

function chroma(data: Uint8ClampedArray): number {
  let sum = 0
  for (let k = 0; k < data.length; k += 4) {
    const [, a, b] = rgbToCielab(data[k] as number, data[k + 1] as number, data[k + 2] as number)
    sum += Math.hypot(a, b)
  }
  return sum
}
