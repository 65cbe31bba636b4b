import { nearestColour } from '../color'
import { pickSeeds } from './cell-seeds'
import { regionDistance, updateRegionDistances } from './distance'
import { floodCells } from './flood-cells'

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
  /** Called between steps with the share done; throw from it to stop. */
  readonly onStep?: (fraction: number) => void
}

export interface SplitResult {
  readonly count: number
  readonly colors: Int32Array
  readonly areas: Int32Array
}

/**
 * Cuts every region of at least twice `cellArea` into cells about `cellArea` big, for puzzles
 * with a fine, even grain. Each square of a jittered grid seeds a cell where a label fits in it;
 * the cells grow from their seeds by a flood that pays more to cross a change of shade, so cuts run
 * along the photo's own soft edges. Each cell takes
 * the palette colour nearest its mean, and a cell too small or too thin for a label is joined to a
 * sibling cell. Rewrites `labels` (dense, reading order) and
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
  const { lab } = options
  const areas = new Int32Array(count)
  for (let p = 0; p < n; p++)
    areas[labels[p] as number] = (areas[labels[p] as number] as number) + 1
  const seedsOf = pickSeeds(labels, count, areas, distance, width, height, options)
  // Cells get fresh ids from `count` on; parentOf maps every id to the region it came from.
  const parentOf: number[] = Array.from({ length: count }, (_, i) => i)
  const seeds: number[] = []
  for (let r = 0; r < count; r++) {
    const mine = seedsOf[r] as number[]
    if (mine.length < 2) continue
    for (const p of mine) {
      seeds.push(p)
      parentOf.push(r)
    }
  }
  if (seeds.length === 0) return { count, colors, areas }
  const cost = options.scratch ?? new Int32Array(n)
  // The distances are recomputed after the flood: their buffer holds the cells' claims meanwhile.
  const owner = new Int32Array(distance.buffer, distance.byteOffset, n)
  floodCells(labels, seeds, count, parentOf, cost, owner, width, height, lab)
  options.onStep?.(0.6)
  joinCells(labels, count + seeds.length, parentOf, distance, width, height, options)
  return recolourCells(labels, count + seeds.length, parentOf, colors, options)
}

/**
 * Joins cells too small or too thin for a label to the sibling they share most border with (a
 * union of cells is never thinner than its widest part, so this ends).
 */
function joinCells(
  labels: Int32Array,
  total: number,
  parentOf: readonly number[],
  distance: Float32Array,
  width: number,
  height: number,
  options: SplitOptions,
): void {
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
  // After the first, each round recomputes distances only for the cells that grew.
  regionDistance(labels, width, height, distance)
  const grid = options.scratch
    ? new Float32Array(options.scratch.buffer, options.scratch.byteOffset, n)
    : undefined
  for (let round = 0; round < 8; round++) {
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
    const joined: number[] = []
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
      joined.push(l)
    }
    if (joined.length === 0) break
    for (let p = 0; p < n; p++) labels[p] = find(labels[p] as number)
    const grown = new Set(joined.map(find))
    updateRegionDistances(labels, width, height, distance, grown, grid)
  }
}

/**
 * Each cell of a split region takes the palette colour nearest its mean, others keep theirs; then
 * everything is numbered densely in reading order.
 */
function recolourCells(
  labels: Int32Array,
  total: number,
  parentOf: readonly number[],
  colors: Int32Array,
  options: SplitOptions,
): SplitResult {
  const n = labels.length
  const sums = new Float64Array(total * 3)
  const { lab, paletteLab } = options
  const area = new Int32Array(total)
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
        colour = nearestColour(paletteLab, L, A, B)
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
