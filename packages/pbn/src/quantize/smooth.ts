/**
 * Edge-preserving smoothing in OKLab: a 3x3 bilateral filter, run `passes` times. Noise that would
 * become confetti of tiny regions is flattened; edges, where neighbours differ a lot, are kept.
 *
 * @example
 * const soft = smoothLab(lab, width, height, 2)
 */
export function smoothLab(
  lab: Float32Array,
  width: number,
  height: number,
  passes = 2,
  rangeSigma = 0.045,
): Float32Array {
  // Range weights by squared OKLab distance, tabulated: exp() per tap would dominate the cost.
  const steps = 256
  const maxD2 = (rangeSigma * 3) ** 2
  const table = new Float32Array(steps + 1)
  for (let i = 0; i <= steps; i++)
    table[i] = Math.exp(-((i / steps) * maxD2) / (2 * rangeSigma ** 2))
  const scale = steps / maxD2
  let src = lab
  for (let pass = 0; pass < passes; pass++) {
    const dst = new Float32Array(src.length)
    for (let y = 0; y < height; y++) {
      const y0 = y > 0 ? -1 : 0
      const y1 = y < height - 1 ? 1 : 0
      for (let x = 0; x < width; x++) {
        const x0 = x > 0 ? -1 : 0
        const x1 = x < width - 1 ? 1 : 0
        const c = (y * width + x) * 3
        const L = src[c] as number
        const A = src[c + 1] as number
        const B = src[c + 2] as number
        let wSum = 0
        let sL = 0
        let sA = 0
        let sB = 0
        for (let dy = y0; dy <= y1; dy++) {
          for (let dx = x0; dx <= x1; dx++) {
            const n = c + (dy * width + dx) * 3
            const l = src[n] as number
            const a = src[n + 1] as number
            const b = src[n + 2] as number
            const d2 = (l - L) ** 2 + (a - A) ** 2 + (b - B) ** 2
            if (d2 >= maxD2) continue
            // Centre and edge neighbours count a little more than corners (a cheap spatial kernel).
            const w = (table[(d2 * scale) | 0] as number) * (dx === 0 || dy === 0 ? 1 : 0.6)
            wSum += w
            sL += w * l
            sA += w * a
            sB += w * b
          }
        }
        dst[c] = sL / wSum
        dst[c + 1] = sA / wSum
        dst[c + 2] = sB / wSum
      }
    }
    src = dst
  }
  return src
}
