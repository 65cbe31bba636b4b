import { oklabDeltaE2000 } from '../delta-e'

/**
 * Cells side by side that took one colour although the photo steps in shade between them (their
 * means at least `step` CIEDE2000 apart, a difference the palette itself tells apart): the cell
 * the colour fits worse takes the palette colour nearest its mean among those on its own side of
 * the step (nearer its mean than its neighbour's), so the painting keeps the edge the photo has,
 * lighter on the lighter side. A colour farther from the cell's mean than `reach` times the one it
 * had is no likeness of it, and the cell keeps its colour. Only steps of at least `step` count, so
 * a flat area (cells alike) is never made a patchwork, and each cell changes at most once. Rewrites
 * `colors`; answers how many cells changed.
 *
 * @example
 * const changed = keepShadeSteps(labels, colors, lab, paletteLab, width, height, { step: 1.2 })
 */
export function keepShadeSteps(
  labels: Int32Array,
  colors: Int32Array,
  lab: Float32Array,
  paletteLab: Float32Array,
  width: number,
  height: number,
  options: { readonly step: number; readonly reach?: number },
): number {
  const count = colors.length
  const means = cellMeans(labels, count, lab)
  const pairs = sameColourPairs(labels, colors, width, height)
  const fixed = new Uint8Array(count)
  const reach2 = (options.reach ?? 3) ** 2
  const k = paletteLab.length / 3
  const gap = (m: number, c: number) =>
    ((means[m * 3] as number) - (paletteLab[c * 3] as number)) ** 2 +
    ((means[m * 3 + 1] as number) - (paletteLab[c * 3 + 1] as number)) ** 2 +
    ((means[m * 3 + 2] as number) - (paletteLab[c * 3 + 2] as number)) ** 2
  let changed = 0
  for (const key of pairs) {
    const a = Math.floor(key / count)
    const b = key - a * count
    const c = colors[a] as number
    if (fixed[a] || fixed[b] || colors[b] !== c) continue
    if (oklabDeltaE2000(means, a, means, b) < options.step) continue
    const [x, y] = gap(a, c) >= gap(b, c) ? [a, b] : [b, a]
    let best = -1
    let bestGap = reach2 * Math.max(gap(x, c), 1e-6)
    for (let d = 0; d < k; d++) {
      if (d === c || Number.isNaN(paletteLab[d * 3])) continue
      const g = gap(x, d)
      if (g < bestGap && g < gap(y, d)) {
        bestGap = g
        best = d
      }
    }
    if (best < 0) continue
    colors[x] = best
    fixed[x] = 1
    changed++
  }
  return changed
}

/** Mean OKLab of every cell, 3 floats a cell. */
function cellMeans(labels: Int32Array, count: number, lab: Float32Array): Float32Array {
  const sums = new Float64Array(count * 4)
  for (let p = 0; p < labels.length; p++) {
    const o = (labels[p] as number) * 4
    sums[o] = (sums[o] as number) + (lab[p * 3] as number)
    sums[o + 1] = (sums[o + 1] as number) + (lab[p * 3 + 1] as number)
    sums[o + 2] = (sums[o + 2] as number) + (lab[p * 3 + 2] as number)
    sums[o + 3] = (sums[o + 3] as number) + 1
  }
  const means = new Float32Array(count * 3)
  for (let l = 0; l < count; l++) {
    const n = Math.max(1, sums[l * 4 + 3] as number)
    for (let j = 0; j < 3; j++) means[l * 3 + j] = (sums[l * 4 + j] as number) / n
  }
  return means
}

/** Neighbouring cells of one colour, as keys a * count + b (a < b), in reading order. */
function sameColourPairs(
  labels: Int32Array,
  colors: Int32Array,
  width: number,
  height: number,
): Set<number> {
  const count = colors.length
  const pairs = new Set<number>()
  const add = (a: number, b: number) => {
    if (a !== b && colors[a] === colors[b]) pairs.add(a < b ? a * count + b : b * count + a)
  }
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const l = labels[p] as number
      if (x < width - 1) add(l, labels[p + 1] as number)
      if (y < height - 1) add(l, labels[p + width] as number)
    }
  }
  return pairs
}
