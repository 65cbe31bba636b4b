import { nearestColour, oklabToRgb, rgbToHex } from '../color'
import { PbnError } from '../errors'
import { createRandom } from '../random'

export interface QuantizeOptions {
  /** Number of colours, 4 to 64. */
  readonly colors: number
  readonly seed: number
  /** Pixels sampled to fit the palette; all pixels are mapped afterwards. */
  readonly sampleSize?: number
  readonly iterations?: number
}

export interface Quantized {
  /** Palette in OKLab, 3 floats a colour. */
  readonly paletteLab: Float32Array
  readonly palette: readonly string[]
  /** Palette index of every pixel. */
  readonly indices: Uint8Array
}

/**
 * Chooses `colors` colours with k-means++ in OKLab on a seeded sample, then maps every pixel to
 * its nearest colour. Same input and seed, same output.
 *
 * @example
 * const { palette, indices } = quantize(lab, width * height, { colors: 24, seed: 1 })
 */
export function quantize(lab: Float32Array, pixels: number, options: QuantizeOptions): Quantized {
  const { colors, seed } = options
  if (!Number.isInteger(colors) || colors < 2 || colors > 64) {
    throw new PbnError('invalid-option', 'colors must be a whole number from 2 to 64.')
  }
  const random = createRandom(seed)
  const sampleSize = Math.min(pixels, options.sampleSize ?? 24_000)
  const sample = new Float32Array(sampleSize * 3)
  for (let i = 0; i < sampleSize; i++) {
    const p = sampleSize === pixels ? i : Math.floor(random() * pixels)
    sample[i * 3] = lab[p * 3] as number
    sample[i * 3 + 1] = lab[p * 3 + 1] as number
    sample[i * 3 + 2] = lab[p * 3 + 2] as number
  }
  const k = Math.min(colors, sampleSize)
  const centers = new Float32Array(k * 3)
  // k-means++ seeding: each new centre is drawn with probability proportional to squared distance.
  const dist = new Float64Array(sampleSize).fill(Number.POSITIVE_INFINITY)
  let chosen = Math.floor(random() * sampleSize)
  for (let c = 0; c < k; c++) {
    centers.set(sample.subarray(chosen * 3, chosen * 3 + 3), c * 3)
    let total = 0
    for (let i = 0; i < sampleSize; i++) {
      const dl = (sample[i * 3] as number) - (centers[c * 3] as number)
      const da = (sample[i * 3 + 1] as number) - (centers[c * 3 + 1] as number)
      const db = (sample[i * 3 + 2] as number) - (centers[c * 3 + 2] as number)
      const d = dl * dl + da * da + db * db
      if (d < (dist[i] as number)) dist[i] = d
      total += dist[i] as number
    }
    let target = random() * total
    chosen = sampleSize - 1
    for (let i = 0; i < sampleSize; i++) {
      target -= dist[i] as number
      if (target <= 0) {
        chosen = i
        break
      }
    }
  }
  const assign = new Uint8Array(sampleSize)
  const sums = new Float64Array(k * 4)
  for (let iter = 0; iter < (options.iterations ?? 14); iter++) {
    sums.fill(0)
    // Each sample starts from its colour of the round before: most keep it, and the triangle
    // inequality rules out the other centres without measuring them.
    const gaps = centreGaps(centers)
    for (let i = 0; i < sampleSize; i++) {
      const L = sample[i * 3] as number
      const A = sample[i * 3 + 1] as number
      const B = sample[i * 3 + 2] as number
      const c =
        iter === 0
          ? nearestColour(centers, L, A, B, k)
          : nearestFrom(centers, gaps, assign[i] as number, L, A, B)
      assign[i] = c
      sums[c * 4] = (sums[c * 4] as number) + L
      sums[c * 4 + 1] = (sums[c * 4 + 1] as number) + A
      sums[c * 4 + 2] = (sums[c * 4 + 2] as number) + B
      sums[c * 4 + 3] = (sums[c * 4 + 3] as number) + 1
    }
    let moved = 0
    for (let c = 0; c < k; c++) {
      const n = sums[c * 4 + 3] as number
      if (n === 0) continue
      for (let j = 0; j < 3; j++) {
        const v = (sums[c * 4 + j] as number) / n
        moved = Math.max(moved, Math.abs(v - (centers[c * 3 + j] as number)))
        centers[c * 3 + j] = v
      }
    }
    if (moved < 1e-4) break
  }
  // Lightest first, so colour numbers read from light to dark on the palette.
  const order = Array.from({ length: k }, (_, c) => c).sort(
    (a, b) => (centers[b * 3] as number) - (centers[a * 3] as number),
  )
  const paletteLab = new Float32Array(k * 3)
  for (let i = 0; i < k; i++) {
    const c = order[i] as number
    paletteLab.set(centers.subarray(c * 3, c * 3 + 3), i * 3)
  }
  const palette = order.map((_, i) =>
    rgbToHex(
      ...oklabToRgb(
        paletteLab[i * 3] as number,
        paletteLab[i * 3 + 1] as number,
        paletteLab[i * 3 + 2] as number,
      ),
    ),
  )
  return { paletteLab, palette, indices: mapToPalette(lab, pixels, paletteLab) }
}

/**
 * The nearest palette colour of every pixel, exactly, but fast: neighbouring pixels are alike, so
 * the previous pixel's colour is tried first, and the others in order of their distance from it,
 * stopping once the triangle inequality rules out the rest (a colour twice as far from the first
 * guess as the pixel is cannot be nearer).
 *
 * @example
 * const indices = mapToPalette(lab, width * height, paletteLab)
 */
export function mapToPalette(
  lab: Float32Array,
  pixels: number,
  paletteLab: Float32Array,
): Uint8Array {
  const gaps = centreGaps(paletteLab)
  const indices = new Uint8Array(pixels)
  let guess = 0
  for (let p = 0; p < pixels; p++) {
    guess = nearestFrom(
      paletteLab,
      gaps,
      guess,
      lab[p * 3] as number,
      lab[p * 3 + 1] as number,
      lab[p * 3 + 2] as number,
    )
    indices[p] = guess
  }
  return indices
}

interface CentreGaps {
  readonly k: number
  /** Squared distance between every two colours. */
  readonly gap: Float64Array
  /** For each colour, all colours from the nearest to it (itself) to the farthest. */
  readonly order: Uint8Array
}

function centreGaps(paletteLab: Float32Array): CentreGaps {
  const k = paletteLab.length / 3
  const gap = new Float64Array(k * k)
  const order = new Uint8Array(k * k)
  for (let a = 0; a < k; a++) {
    for (let b = 0; b < k; b++) {
      gap[a * k + b] =
        ((paletteLab[a * 3] as number) - (paletteLab[b * 3] as number)) ** 2 +
        ((paletteLab[a * 3 + 1] as number) - (paletteLab[b * 3 + 1] as number)) ** 2 +
        ((paletteLab[a * 3 + 2] as number) - (paletteLab[b * 3 + 2] as number)) ** 2
    }
    const byGap = Array.from({ length: k }, (_, b) => b).sort(
      (x, y) => (gap[a * k + x] as number) - (gap[a * k + y] as number) || x - y,
    )
    order.set(byGap, a * k)
  }
  return { k, gap, order }
}

/**
 * The colour nearest (L, A, B), trying `guess` first and the others in order of their distance
 * from it, stopping once the triangle inequality rules out the rest (a colour twice as far from
 * the guess as the point is cannot be nearer).
 */
function nearestFrom(
  paletteLab: Float32Array,
  { k, gap, order }: CentreGaps,
  guess: number,
  L: number,
  A: number,
  B: number,
): number {
  let best = guess
  // Products, not ** 2: V8 computes a power as a call, a fifth of this loop's time.
  const gl = (paletteLab[guess * 3] as number) - L
  const ga = (paletteLab[guess * 3 + 1] as number) - A
  const gb = (paletteLab[guess * 3 + 2] as number) - B
  let bestD = gl * gl + ga * ga + gb * gb
  const limit = 4 * bestD
  const row = guess * k
  for (let t = 1; t < k; t++) {
    const c = order[row + t] as number
    if ((gap[row + c] as number) >= limit) break
    const dl = (paletteLab[c * 3] as number) - L
    const da = (paletteLab[c * 3 + 1] as number) - A
    const db = (paletteLab[c * 3 + 2] as number) - B
    const d = dl * dl + da * da + db * db
    if (d < bestD || (d === bestD && c < best)) {
      bestD = d
      best = c
    }
  }
  return best
}
