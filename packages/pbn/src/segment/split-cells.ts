import { createRandom } from '../random'
import { regionDistance } from './distance'

export interface SplitOptions {
  /** Regions of at least twice this area (px) are cut into cells about this big. */
  readonly cellArea: number
  /** Every cell keeps at least this area (px)... */
  readonly minArea: number
  /** ...and an inscribed circle of this radius (px), as every region must. */
  readonly minRadius: number
  /** The picture in OKLab (3 floats a pixel): cuts follow its shading, cells take their own colour. */
  readonly lab: Float32Array
  /** OKLab palette (3 floats a colour): each cell takes the colour nearest its mean. */
  readonly paletteLab: Float32Array
  readonly seed?: number
  /** A picture-sized buffer to work in, if the caller has one to lend. */
  readonly scratch?: Int32Array
}

export interface SplitResult {
  readonly count: number
  readonly colors: Int32Array
  readonly areas: Int32Array
}

/** Buckets of the flood's priority queue; larger than the dearest step. */
const BUCKETS = 128

/**
 * Cuts every region of at least twice `cellArea` into cells about `cellArea` big, for puzzles
 * with a fine, even grain. Seeds sit on a jittered grid wherever a label fits; the cells grow
 * from them by a flood that pays more to cross a change of shade, so cuts run along the photo's
 * own soft edges. Each cell takes the palette colour nearest its mean, and a cell too small or
 * too thin for a label is joined to a sibling cell. Rewrites `labels` (dense, reading order) and
 * `distance` in place.
 *
 * @example
 * const { count, colors } = splitCells(labels, count, colors, dist, width, height, {
 *   cellArea: 800, minArea: 100, minRadius: 5.7, lab, paletteLab,
 * })
 */
export function splitCells(
  labels: Int32Array,
  count: number,
  colors: Int32Array,
  distance: Float32Array,
  width: number,
  height: number,
  options: SplitOptions,
): SplitResult {
  const n = width * height
  const { lab, minRadius } = options
  const areas = new Int32Array(count)
  const boxes = new Int32Array(count * 4)
  for (let r = 0; r < count; r++) boxes.set([width, height, 0, 0], r * 4)
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const r = labels[p] as number
      areas[r] = (areas[r] as number) + 1
      const b = r * 4
      if (x < (boxes[b] as number)) boxes[b] = x
      if (y < (boxes[b + 1] as number)) boxes[b + 1] = y
      if (x >= (boxes[b + 2] as number)) boxes[b + 2] = x + 1
      if (y >= (boxes[b + 3] as number)) boxes[b + 3] = y + 1
    }
  }
  const spacing = Math.sqrt(options.cellArea)
  const random = createRandom(options.seed ?? 1)
  // Cells get fresh ids from `count` on; parentOf maps every id to the region it came from.
  let next = count
  const parentOf: number[] = Array.from({ length: count }, (_, i) => i)
  const cost = (options.scratch ?? new Int32Array(n)).fill(0x7fffffff)
  // The cell a pixel is bound for lives in `distance` while its region floods: a region reads its
  // own distances only to place its seeds, before that, and all distances are recomputed after.
  const owner = distance
  const buckets: number[][] = Array.from({ length: BUCKETS }, () => [])
  let split = false
  for (let r = 0; r < count; r++) {
    if ((areas[r] as number) < 2 * options.cellArea) continue
    const b = r * 4
    const [x0, y0, x1, y1] = [boxes[b], boxes[b + 1], boxes[b + 2], boxes[b + 3]] as number[]
    const seeds: number[] = []
    const ox = random() * spacing
    const oy = random() * spacing
    for (let gy = (y0 as number) + oy / 2; gy < (y1 as number); gy += spacing) {
      for (let gx = (x0 as number) + ox / 2; gx < (x1 as number); gx += spacing) {
        const x = Math.floor(gx + (random() - 0.5) * 0.6 * spacing)
        const y = Math.floor(gy + (random() - 0.5) * 0.6 * spacing)
        if (x < 0 || y < 0 || x >= width || y >= height) continue
        const p = y * width + x
        if (labels[p] === r && (distance[p] as number) >= minRadius) seeds.push(p)
      }
    }
    if (seeds.length < 2) continue
    split = true
    let pending = 0
    for (const p of seeds) {
      cost[p] = 0
      owner[p] = next
      parentOf.push(r)
      next++
      ;(buckets[0] as number[]).push(p)
      pending++
    }
    for (let level = 0; pending > 0; level++) {
      const bucket = buckets[level % BUCKETS] as number[]
      while (bucket.length > 0) {
        const p = bucket.pop() as number
        pending--
        if (cost[p] !== level || labels[p] !== r) continue
        const cell = owner[p] as number
        labels[p] = cell
        const x = p % width
        const pl = lab[p * 3] as number
        const pa = lab[p * 3 + 1] as number
        const pb = lab[p * 3 + 2] as number
        // The four neighbours; a step costs 4, plus more the more the shade changes.
        for (let k = 0; k < 4; k++) {
          let q: number
          if (k === 0) {
            if (x === 0) continue
            q = p - 1
          } else if (k === 1) {
            if (x === width - 1) continue
            q = p + 1
          } else if (k === 2) {
            if (p < width) continue
            q = p - width
          } else {
            if (p >= n - width) continue
            q = p + width
          }
          if (labels[q] !== r) continue
          const dl = pl - (lab[q * 3] as number)
          const da = pa - (lab[q * 3 + 1] as number)
          const db = pb - (lab[q * 3 + 2] as number)
          const shade = Math.round(300 * Math.sqrt(dl * dl + da * da + db * db))
          const c = level + 4 + Math.min(shade, BUCKETS - 8)
          if (c >= (cost[q] as number)) continue
          cost[q] = c
          owner[q] = cell
          ;(buckets[c % BUCKETS] as number[]).push(q)
          pending++
        }
      }
    }
  }
  if (!split) return { count, colors, areas }

  return joinAndRecolour(labels, next, parentOf, colors, distance, width, height, options)
}

/**
 * Joins cells too small or too thin for a label to the sibling they share most border with (a
 * union of cells is never thinner than its widest part, so this ends), recolours the cells and
 * numbers everything densely in reading order.
 */
function joinAndRecolour(
  labels: Int32Array,
  total: number,
  parentOf: readonly number[],
  colors: Int32Array,
  distance: Float32Array,
  width: number,
  height: number,
  options: SplitOptions,
): SplitResult {
  const n = width * height
  const root = Int32Array.from({ length: total }, (_, i) => i)
  const find = (i: number): number => {
    while (root[i] !== i) {
      root[i] = root[root[i] as number] as number
      i = root[i] as number
    }
    return i
  }
  const area = new Int32Array(total)
  const radius = new Float32Array(total)
  let stale = true
  for (let round = 0; round < 8; round++) {
    regionDistance(labels, width, height, distance)
    stale = false
    area.fill(0)
    radius.fill(0)
    for (let p = 0; p < n; p++) {
      const l = labels[p] as number
      area[l] = (area[l] as number) + 1
      if ((distance[p] as number) > (radius[l] as number)) radius[l] = distance[p] as number
    }
    const bad = (l: number) =>
      (area[l] as number) > 0 &&
      ((area[l] as number) < options.minArea || (radius[l] as number) + 0.5 < options.minRadius)
    const borders = new Map<number, Map<number, number>>()
    for (let p = 0; p < n; p++) {
      const l = labels[p] as number
      if (!bad(l)) continue
      const x = p % width
      let mine = borders.get(l)
      if (!mine) {
        mine = new Map()
        borders.set(l, mine)
      }
      for (let k = 0; k < 4; k++) {
        const q =
          k === 0
            ? x > 0
              ? p - 1
              : -1
            : k === 1
              ? x < width - 1
                ? p + 1
                : -1
              : k === 2
                ? p - width
                : p + width
        if (q < 0 || q >= n) continue
        const m = labels[q] as number
        if (m !== l && parentOf[m] === parentOf[l]) mine.set(m, (mine.get(m) ?? 0) + 1)
      }
    }
    if (borders.size === 0) break
    const order = [...borders.keys()].sort(
      (a, b) => (area[a] as number) - (area[b] as number) || a - b,
    )
    let joined = 0
    for (const l of order) {
      if (find(l) !== l) continue
      let best = -1
      let most = 0
      for (const [m, shared] of borders.get(l) as Map<number, number>) {
        if (shared > most || (shared === most && m < best)) {
          most = shared
          best = m
        }
      }
      if (best < 0) continue
      const into = find(best)
      if (into === l) continue
      root[l] = into
      joined++
    }
    if (joined === 0) break
    for (let p = 0; p < n; p++) labels[p] = find(labels[p] as number)
    stale = true
  }
  if (stale) regionDistance(labels, width, height, distance)
  // Each cell of a split region takes the palette colour nearest its mean; others keep theirs.
  const sums = new Float64Array(total * 3)
  const { lab, paletteLab } = options
  area.fill(0)
  for (let p = 0; p < n; p++) {
    const l = labels[p] as number
    area[l] = (area[l] as number) + 1
    sums[l * 3] = (sums[l * 3] as number) + (lab[p * 3] as number)
    sums[l * 3 + 1] = (sums[l * 3 + 1] as number) + (lab[p * 3 + 1] as number)
    sums[l * 3 + 2] = (sums[l * 3 + 2] as number) + (lab[p * 3 + 2] as number)
  }
  const dense = new Int32Array(total).fill(-1)
  const outColors: number[] = []
  const outAreas: number[] = []
  const k = paletteLab.length / 3
  for (let p = 0; p < n; p++) {
    const l = labels[p] as number
    let id = dense[l] as number
    if (id === -1) {
      id = outColors.length
      dense[l] = id
      let colour = colors[parentOf[l] as number] as number
      if (l >= colors.length) {
        const c = area[l] as number
        const L = (sums[l * 3] as number) / c
        const A = (sums[l * 3 + 1] as number) / c
        const B = (sums[l * 3 + 2] as number) / c
        let bestD = Number.POSITIVE_INFINITY
        for (let j = 0; j < k; j++) {
          const d =
            ((paletteLab[j * 3] as number) - L) ** 2 +
            ((paletteLab[j * 3 + 1] as number) - A) ** 2 +
            ((paletteLab[j * 3 + 2] as number) - B) ** 2
          if (d < bestD) {
            bestD = d
            colour = j
          }
        }
      }
      outColors.push(colour)
      outAreas.push(0)
    }
    labels[p] = id
    outAreas[id] = (outAreas[id] as number) + 1
  }
  return {
    count: outColors.length,
    colors: Int32Array.from(outColors),
    areas: Int32Array.from(outAreas),
  }
}
