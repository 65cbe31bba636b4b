import { aStretch, blueRotation, hueT, lightnessScale } from '../delta-e'

/** Numbers per paint in a `paintConstants` array. */
export const PAINT_STRIDE = 9

const rad = Math.PI / 180

/**
 * CIEDE2000's constants for a paint (CIELAB), written at out[o..o+8]: the a-axis stretch, the
 * paint's a', b and C', the weights of lightness, chroma and hue, its L, and the blues' rotation. CIEDE2000 takes them from
 * the mean of the two colours it compares; taken from the paint alone, they make the difference
 * of any colour from the paint a few multiplications (see `paintDistance`), and near the paint,
 * where the colours a painting is judged on lie, the two agree to a few percent.
 *
 * @example
 * paintConstants(rgbToCielab(200, 40, 40), out, 0)
 */
export function paintConstants(lab: readonly number[], out: Float64Array, o: number): void {
  const [L = 0, a = 0, b = 0] = lab
  const stretch = aStretch(Math.hypot(a, b))
  const ap = stretch * a
  const Cp = Math.hypot(ap, b)
  let h = Math.atan2(b, ap) / rad
  if (h < 0) h += 360
  out[o] = stretch
  out[o + 1] = ap
  out[o + 2] = b
  out[o + 3] = Cp
  out[o + 4] = 1 / lightnessScale(L)
  out[o + 5] = 1 / (1 + 0.045 * Cp)
  out[o + 6] = 1 / (1 + 0.015 * Cp * hueT(h))
  out[o + 7] = L
  out[o + 8] = blueRotation(Cp, h)
}

/**
 * About CIEDE2000 from the paint at k[o..] (see `paintConstants`) to the CIELAB colour L, a, b.
 *
 * @example
 * paintDistance(constants, c * PAINT_STRIDE, 52, 40, 12)
 */
export function paintDistance(k: Float64Array, o: number, L: number, a: number, b: number): number {
  const ap = (k[o] as number) * a
  const Cp = Math.sqrt(ap * ap + b * b)
  const da = ap - (k[o + 1] as number)
  const db = b - (k[o + 2] as number)
  const dC = Cp - (k[o + 3] as number)
  // The hue difference's size from the two chromas and the distance between; its sign (which way
  // round from the paint) from their cross product, which the blues' rotation term needs.
  const cross = (k[o + 1] as number) * b - (k[o + 2] as number) * ap
  const h =
    Math.sign(cross) * Math.sqrt(Math.max(0, da * da + db * db - dC * dC)) * (k[o + 6] as number)
  const l = (L - (k[o + 7] as number)) * (k[o + 4] as number)
  const c = dC * (k[o + 5] as number)
  return Math.sqrt(Math.max(0, l * l + c * c + h * h + (k[o + 8] as number) * c * h))
}
