// Mean CIEDE2000 between two RGBA images of one size, as ../shared/tools/pbn-score computes it.
import { deltaE2000, rgbToCielab as lab } from '../src/delta-e'

export { deltaE2000, lab }

export function meanDeltaE2000(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = a.length / 4
  let sum = 0
  for (let i = 0; i < n; i++) {
    const k = i * 4
    sum += deltaE2000(
      lab(a[k] as number, a[k + 1] as number, a[k + 2] as number),
      lab(b[k] as number, b[k + 1] as number, b[k + 2] as number),
    )
  }
  return sum / n
}
