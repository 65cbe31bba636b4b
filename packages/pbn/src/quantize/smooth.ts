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
  const steps = 1024
  const maxD2 = (rangeSigma * 3) ** 2
  const table = new Float32Array(steps + 1)
  for (let i = 0; i <= steps; i++)
    table[i] = Math.exp(-((i / steps) * maxD2) / (2 * rangeSigma ** 2))
  const scale = steps / maxD2
  // Edge neighbours count fully, corners a little less (a cheap spatial kernel).
  const row = width * 3
  const offsets = [-3, 3, -row, row, -row - 3, -row + 3, row - 3, row + 3]
  const spatial = [1, 1, 1, 1, 0.6, 0.6, 0.6, 0.6]
  // Two buffers ping-pong; the input is never written.
  const buffers = [new Float32Array(lab.length), passes > 1 ? new Float32Array(lab.length) : lab]
  let src = lab
  for (let pass = 0; pass < passes; pass++) {
    const dst = buffers[pass % 2] as Float32Array
    for (let y = 0; y < height; y++) {
      const inner = y > 0 && y < height - 1
      for (let x = 0; x < width; x++) {
        const c = (y * width + x) * 3
        const L = src[c] as number
        const A = src[c + 1] as number
        const B = src[c + 2] as number
        let wSum = 1
        let sL = L
        let sA = A
        let sB = B
        if (inner && x > 0 && x < width - 1) {
          for (let t = 0; t < 8; t++) {
            const n = c + (offsets[t] as number)
            const l = src[n] as number
            const a = src[n + 1] as number
            const b = src[n + 2] as number
            const d2 = (l - L) * (l - L) + (a - A) * (a - A) + (b - B) * (b - B)
            if (d2 >= maxD2) continue
            const w = (table[(d2 * scale) | 0] as number) * (spatial[t] as number)
            wSum += w
            sL += w * l
            sA += w * a
            sB += w * b
          }
        } else {
          for (let dy = -1; dy <= 1; dy++) {
            for (let dx = -1; dx <= 1; dx++) {
              const yy = y + dy
              const xx = x + dx
              if ((dx === 0 && dy === 0) || yy < 0 || xx < 0 || yy >= height || xx >= width)
                continue
              const n = (yy * width + xx) * 3
              const l = src[n] as number
              const a = src[n + 1] as number
              const b = src[n + 2] as number
              const d2 = (l - L) * (l - L) + (a - A) * (a - A) + (b - B) * (b - B)
              if (d2 >= maxD2) continue
              const w = (table[(d2 * scale) | 0] as number) * (dx === 0 || dy === 0 ? 1 : 0.6)
              wSum += w
              sL += w * l
              sA += w * a
              sB += w * b
            }
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
