import { keepApart } from '../keep-apart'

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
