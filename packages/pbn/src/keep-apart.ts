import { oklabToRgb } from './color'
import { deltaE2000, rgbToCielab } from './delta-e'

/**
 * Puts back the colours that came within `twinDeltaE` of another, until none does: the first such
 * colour in palette order each time, as moving one back can make another a twin of it. Differences
 * are measured once per pair of colour values (64 colours make 2,016 pairs).
 *
 * @example
 * keepApart(palette, paletteBefore, 3)
 */
export function keepApart(palette: Float32Array, before: Float32Array, twinDeltaE: number): void {
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
