import { regionDistance } from './distance'
import { MinHeap } from './heap'

export interface SegmentOptions {
  /** OKLab palette (3 floats a colour): merges go to the neighbour of the nearest colour. */
  readonly paletteLab: Float32Array
  /** Regions smaller than this (pixels) are merged away. */
  readonly minArea: number
  /** Regions whose widest inscribed circle is narrower than this radius (px) are merged away. */
  readonly minRadius: number
  /** Merge the smallest regions until at most this many are left. */
  readonly maxRegions?: number
  /** Called between steps; throw from it to stop. */
  readonly onStep?: (fraction: number) => void
}

export interface Segmentation {
  /** Region of every pixel, 0..count-1. */
  readonly labels: Int32Array
  readonly count: number
  /** Palette index of each region. */
  readonly colors: Int32Array
  readonly areas: Int32Array
  /** Distance of every pixel to its region's edge (see regionDistance). */
  readonly distance: Float32Array
}

/** Replaces isolated pixels by the colour most of their 3x3 neighbourhood has. */
function majorityFilter(indices: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(indices)
  const counts = new Uint8Array(256)
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x
      const c = indices[i] as number
      let same = 0
      let best = c
      let bestN = 0
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const v = indices[i + dy * width + dx] as number
          if (v === c) same++
          const n = (counts[v] as number) + 1
          counts[v] = n
          if (n > bestN) {
            bestN = n
            best = v
          }
        }
      }
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) counts[indices[i + dy * width + dx] as number] = 0
      }
      if (same <= 2 && bestN >= 5) out[i] = best
    }
  }
  return out
}

/** 4-connected components of equal palette index. */
function components(indices: Uint8Array, width: number, height: number) {
  const n = width * height
  const labels = new Int32Array(n).fill(-1)
  const stack = new Int32Array(n)
  const colors: number[] = []
  const areas: number[] = []
  let count = 0
  for (let start = 0; start < n; start++) {
    if (labels[start] !== -1) continue
    const c = indices[start] as number
    let top = 0
    stack[top++] = start
    labels[start] = count
    let area = 0
    while (top > 0) {
      const p = stack[--top] as number
      area++
      const x = p % width
      if (x > 0 && labels[p - 1] === -1 && indices[p - 1] === c) {
        labels[p - 1] = count
        stack[top++] = p - 1
      }
      if (x < width - 1 && labels[p + 1] === -1 && indices[p + 1] === c) {
        labels[p + 1] = count
        stack[top++] = p + 1
      }
      if (p >= width && labels[p - width] === -1 && indices[p - width] === c) {
        labels[p - width] = count
        stack[top++] = p - width
      }
      if (p < n - width && labels[p + width] === -1 && indices[p + width] === c) {
        labels[p + width] = count
        stack[top++] = p + width
      }
    }
    colors.push(c)
    areas.push(area)
    count++
  }
  return { labels, count, colors: Int32Array.from(colors), areas: Int32Array.from(areas) }
}

/** The region adjacency graph with union-find, merging small into best-matching neighbours. */
class RegionGraph {
  readonly parent: Int32Array
  readonly neighbours: Map<number, number>[]
  alive: number

  constructor(
    readonly labels: Int32Array,
    readonly colors: Int32Array,
    readonly areas: Int32Array,
    private readonly paletteLab: Float32Array,
    width: number,
    height: number,
  ) {
    const count = colors.length
    this.alive = count
    this.parent = Int32Array.from({ length: count }, (_, i) => i)
    this.neighbours = Array.from({ length: count }, () => new Map<number, number>())
    const touch = (a: number, b: number) => {
      const na = this.neighbours[a] as Map<number, number>
      na.set(b, (na.get(b) ?? 0) + 1)
      const nb = this.neighbours[b] as Map<number, number>
      nb.set(a, (nb.get(a) ?? 0) + 1)
    }
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x
        const l = labels[i] as number
        if (x < width - 1 && labels[i + 1] !== l) touch(l, labels[i + 1] as number)
        if (y < height - 1 && labels[i + width] !== l) touch(l, labels[i + width] as number)
      }
    }
  }

  find(i: number): number {
    const parent = this.parent
    let r = i
    while (parent[r] !== r) r = parent[r] as number
    while (parent[i] !== r) {
      const next = parent[i] as number
      parent[i] = r
      i = next
    }
    return r
  }

  private colorDistance(a: number, b: number): number {
    const p = this.paletteLab
    const ca = (this.colors[a] as number) * 3
    const cb = (this.colors[b] as number) * 3
    return (
      ((p[ca] as number) - (p[cb] as number)) ** 2 +
      ((p[ca + 1] as number) - (p[cb + 1] as number)) ** 2 +
      ((p[ca + 2] as number) - (p[cb + 2] as number)) ** 2
    )
  }

  /** Merges region r (a root) into its best-matching neighbour; false when it has none. */
  mergeAway(r: number): boolean {
    const mine = this.neighbours[r] as Map<number, number>
    let best = -1
    let bestScore = Number.POSITIVE_INFINITY
    for (const [m, border] of mine) {
      const score = (this.colorDistance(r, m) + 1e-4) / Math.sqrt(border)
      if (score < bestScore) {
        bestScore = score
        best = m
      }
    }
    if (best < 0) return false
    const n = best
    this.parent[r] = n
    if ((this.areas[r] as number) > (this.areas[n] as number))
      this.colors[n] = this.colors[r] as number
    this.areas[n] = (this.areas[n] as number) + (this.areas[r] as number)
    const theirs = this.neighbours[n] as Map<number, number>
    theirs.delete(r)
    for (const [m, border] of mine) {
      if (m === n) continue
      theirs.set(m, (theirs.get(m) ?? 0) + border)
      const other = this.neighbours[m] as Map<number, number>
      other.delete(r)
      other.set(n, (other.get(n) ?? 0) + border)
    }
    mine.clear()
    this.alive--
    return true
  }

  /** Root of every pixel. */
  rootLabels(): Int32Array {
    const roots = new Int32Array(this.parent.length)
    for (let i = 0; i < roots.length; i++) roots[i] = this.find(i)
    const out = new Int32Array(this.labels.length)
    for (let p = 0; p < out.length; p++) out[p] = roots[this.labels[p] as number] as number
    return out
  }
}

/**
 * Splits the colour-mapped image into connected regions and merges every region too small or too
 * thin to paint into its best-matching neighbour, until none is left.
 *
 * @example
 * const seg = segment(indices, width, height, { paletteLab, minArea: 160, minRadius: 5.7 })
 */
export function segment(
  indices: Uint8Array,
  width: number,
  height: number,
  options: SegmentOptions,
): Segmentation {
  const step = options.onStep ?? (() => undefined)
  const cc = components(majorityFilter(indices, width, height), width, height)
  step(0.2)
  const graph = new RegionGraph(cc.labels, cc.colors, cc.areas, options.paletteLab, width, height)
  const mergeSmallest = (tooSmall: (root: number) => boolean) => {
    const heap = new MinHeap()
    for (let r = 0; r < graph.parent.length; r++) {
      if (graph.parent[r] === r && tooSmall(r)) heap.push(graph.areas[r] as number, r)
    }
    while (heap.size > 0) {
      const r = heap.pop()
      if (graph.parent[r] !== r || !tooSmall(r)) continue
      if (!graph.mergeAway(r)) continue
      const into = graph.find(r)
      if (tooSmall(into)) heap.push(graph.areas[into] as number, into)
    }
  }
  mergeSmallest((r) => (graph.areas[r] as number) < options.minArea)
  step(0.45)

  let labels = graph.rootLabels()
  let distance = regionDistance(labels, width, height)
  const radius = new Float32Array(graph.parent.length)
  for (let round = 0; round < 24; round++) {
    radius.fill(0)
    for (let p = 0; p < labels.length; p++) {
      const l = labels[p] as number
      if ((distance[p] as number) > (radius[l] as number)) radius[l] = distance[p] as number
    }
    const thin: number[] = []
    for (let r = 0; r < graph.parent.length; r++) {
      if (graph.parent[r] === r && (radius[r] as number) + 0.5 < options.minRadius) thin.push(r)
    }
    if (thin.length === 0) break
    thin.sort(
      (a, b) =>
        (radius[a] as number) - (radius[b] as number) ||
        (graph.areas[a] as number) - (graph.areas[b] as number),
    )
    for (const r of thin) if (graph.parent[r] === r) graph.mergeAway(r)
    labels = graph.rootLabels()
    distance = regionDistance(labels, width, height)
    step(0.45 + 0.4 * Math.min(1, (round + 1) / 4))
  }
  if (options.maxRegions !== undefined && graph.alive > options.maxRegions) {
    const max = options.maxRegions
    const heap = new MinHeap()
    for (let r = 0; r < graph.parent.length; r++) {
      if (graph.parent[r] === r) heap.push(graph.areas[r] as number, r)
    }
    while (graph.alive > max && heap.size > 0) {
      const r = heap.pop()
      if (graph.parent[r] !== r) continue
      graph.mergeAway(r)
      const into = graph.find(r)
      heap.push(graph.areas[into] as number, into)
    }
    labels = graph.rootLabels()
    distance = regionDistance(labels, width, height)
  }
  // Dense ids in reading order, so the same picture always numbers its regions the same way.
  const dense = new Int32Array(graph.parent.length).fill(-1)
  const colors: number[] = []
  const areas: number[] = []
  for (let p = 0; p < labels.length; p++) {
    const root = labels[p] as number
    let id = dense[root] as number
    if (id === -1) {
      id = colors.length
      dense[root] = id
      colors.push(graph.colors[root] as number)
      areas.push(0)
    }
    labels[p] = id
    areas[id] = (areas[id] as number) + 1
  }
  return {
    labels,
    count: colors.length,
    colors: Int32Array.from(colors),
    areas: Int32Array.from(areas),
    distance,
  }
}
