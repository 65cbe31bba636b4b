import { oklabToRgb } from '../color'
import { deltaE2000, rgbToCielab } from '../delta-e'

/**
 * Moves every palette colour towards the geometric median of the pixels painted with it (a few
 * Weiszfeld steps from the mean). How far a painting is from the photo is judged per pixel, not
 * squared: a mean is pulled off the bulk of a region by its few odd pixels (a dark twig across a
 * sky), the median stays on the bulk. A colour that would come within `twinDeltaE` (CIEDE2000) of
 * another stays where it was, so two colours never pass for one paint. Answers a new palette.
 *
 * @example
 * const palette = medianColours(labels, colorOf, lab, paletteLab, 3)
 */
export function medianColours(
  labels: Int32Array,
  colorOf: Int32Array,
  lab: Float32Array,
  paletteLab: Float32Array,
  twinDeltaE: number,
  steps = 2,
): Float32Array {
  const k = paletteLab.length / 3
  const palette = new Float32Array(paletteLab)
  // Weighted L, a, b, the weight, and the pixels of each colour.
  const acc = new Float64Array(k * 5)
  let photoChroma = 0
  for (let step = 0; step < steps; step++) {
    acc.fill(0)
    for (let p = 0; p < labels.length; p++) {
      const c = colorOf[labels[p] as number] as number
      const L = lab[p * 3] as number
      const A = lab[p * 3 + 1] as number
      const B = lab[p * 3 + 2] as number
      const dL = (palette[c * 3] as number) - L
      const dA = (palette[c * 3 + 1] as number) - A
      const dB = (palette[c * 3 + 2] as number) - B
      // Pixels on the colour itself would weigh without bound: about a fifth of a visible step.
      const w = 1 / Math.max(Math.sqrt(dL * dL + dA * dA + dB * dB), 0.002)
      const o = c * 5
      acc[o] = (acc[o] as number) + w * L
      acc[o + 1] = (acc[o + 1] as number) + w * A
      acc[o + 2] = (acc[o + 2] as number) + w * B
      acc[o + 3] = (acc[o + 3] as number) + w
      acc[o + 4] = (acc[o + 4] as number) + 1
      if (step === 0) photoChroma += Math.sqrt(A * A + B * B)
    }
    for (let c = 0; c < k; c++) {
      const w = acc[c * 5 + 3] as number
      if (w === 0) continue
      for (let j = 0; j < 3; j++) palette[c * 3 + j] = (acc[c * 5 + j] as number) / w
    }
  }
  // The painting keeps the photo's vividness as a whole (one factor for every colour): the bulk of
  // a region can be greyer than the colours a painter sees in it.
  let painted = 0
  for (let c = 0; c < k; c++) {
    const a = palette[c * 3 + 1] as number
    const b = palette[c * 3 + 2] as number
    if ((acc[c * 5 + 4] as number) > 0)
      painted += (acc[c * 5 + 4] as number) * Math.sqrt(a * a + b * b)
  }
  const gain = painted > 1e-9 ? photoChroma / painted : 1
  for (let c = 0; c < k; c++) {
    palette[c * 3 + 1] = (palette[c * 3 + 1] as number) * gain
    palette[c * 3 + 2] = (palette[c * 3 + 2] as number) * gain
  }
  keepApart(palette, paletteLab, twinDeltaE)
  return palette
}

/**
 * Puts back the colours that came within `twinDeltaE` of another, until none does: the first such
 * colour in palette order each time, as moving one back can make another a twin of it. Differences
 * are measured once per pair of colour values (64 colours make 2,016 pairs).
 */
function keepApart(palette: Float32Array, before: Float32Array, twinDeltaE: number): void {
  const k = palette.length / 3
  const cielab = (c: number) =>
    rgbToCielab(
      ...oklabToRgb(
        palette[c * 3] as number,
        palette[c * 3 + 1] as number,
        palette[c * 3 + 2] as number,
      ),
    )
  const lab = Array.from({ length: k }, (_, c) => cielab(c))
  // The difference of each pair, NaN until measured (and again once either colour moves back).
  const gap = new Float64Array(k * k).fill(Number.NaN)
  const twins = (c: number, d: number): boolean => {
    let g = gap[c * k + d] as number
    if (Number.isNaN(g)) {
      g = deltaE2000(lab[c] as number[], lab[d] as number[])
      gap[c * k + d] = g
      gap[d * k + c] = g
    }
    return g < twinDeltaE
  }
  for (let c = 0; c < k; c++) {
    if (Number.isNaN(palette[c * 3]) || palette[c * 3] === before[c * 3]) continue
    let twin = false
    for (let d = 0; d < k && !twin; d++)
      twin = d !== c && !Number.isNaN(palette[d * 3]) && twins(c, d)
    if (!twin) continue
    palette.set(before.subarray(c * 3, c * 3 + 3), c * 3)
    lab[c] = cielab(c)
    for (let d = 0; d < k; d++) {
      gap[c * k + d] = Number.NaN
      gap[d * k + c] = Number.NaN
    }
    c = -1
  }
}
