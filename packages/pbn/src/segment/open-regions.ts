import { PixelList } from './brush-rows'
import { ThinMap } from './thin-parts'

/** A round moving more than this share of the round before's pixels only passes slivers round. */
const SETTLED = 0.9

export interface OpenOptions {
  /** Narrowest part a region may have (px): the brush's width. */
  readonly minWidth: number
  /** Palette index of every label. */
  readonly colors: Int32Array
  /** OKLab palette, 3 floats a colour. */
  readonly paletteLab: Float32Array
  /** The picture in OKLab: a part goes to the neighbour whose colour is nearest its own mean. */
  readonly lab?: Float32Array
  /** Picture-sized buffers to work in. */
  readonly scratch?: Int32Array
  readonly scratch2?: Int32Array
  /** Rounds at most (default 8; each round can leave new thin bits on the neighbours that grew). */
  readonly rounds?: number
}

/**
 * Opens every region with a brush of `minWidth`: each part too narrow for it (a thin arm, a comb
 * tooth, a neck) goes to its best neighbour, the one of nearest colour weighted by shared border,
 * never back to the region it came from, and again until no part is left. A few slivers too narrow
 * for every region around them can still pass round a ring of three or more regions: the rounds
 * stop once they move hardly fewer pixels than the round before (or the rounds run out), leaving
 * those slivers where they are. Rewrites `labels` in place (a region can fall apart into pieces:
 * the caller relabels) and answers how many pixels moved.
 *
 * @example
 * const moved = openRegions(labels, width, height, { minWidth: 5, colors, paletteLab, lab })
 */
export function openRegions(
  labels: Int32Array,
  width: number,
  height: number,
  options: OpenOptions,
): number {
  const n = width * height
  const map = new ThinMap(labels, width, height, options.minWidth)
  const { thin } = map
  const queue = options.scratch ?? new Int32Array(n)
  let moved = 0
  // The region each pixel last left (-1 for none): a part never goes back where it came from. A
  // sliver too narrow for either of two regions would otherwise pass between them every round.
  const from = (options.scratch2 ?? new Int32Array(n)).fill(-1)
  // Pixels of parts that had nowhere to go: looked at again next round, as their neighbours move.
  let stuck: number[] = []
  let movedBefore = n
  const border = new BorderTally(options.colors.length)
  for (let round = 0; round < (options.rounds ?? 8); round++) {
    // Every thin pixel found is dealt with (marked 2), so after the first round thin parts can
    // only appear near the pixels that moved: only there are they looked for again.
    if (round === 0 && map.all() === 0) break
    if (round > 0) {
      for (const p of stuck) thin[p] = 1
      map.again()
      // Looked at again only if near a move; if not, still thin, and listed here (once more if both).
      for (const p of stuck) map.found.push(p)
      stuck = []
    }
    let movedNow = 0
    // Only the pixels found thin, in reading order as a scan of the picture would meet them.
    const candidates = map.found.sorted()
    for (let i = 0; i < candidates.length; i++) {
      const start = candidates[i] as number
      if (thin[start] !== 1) continue
      const size = collectPart(labels, thin, start, width, height, queue)
      const into = bestNeighbour(labels, queue, size, width, height, from, options, border)
      if (into < 0) {
        for (let i = 0; i < size; i++) stuck.push(queue[i] as number)
        continue
      }
      for (let i = 0; i < size; i++) {
        const p = queue[i] as number
        from[p] = labels[p] as number
        labels[p] = into
        map.move(p)
      }
      movedNow += size
    }
    moved += movedNow
    if (movedNow === 0 || movedNow > movedBefore * SETTLED) break
    movedBefore = movedNow
  }
  return moved
}

/** Floods the thin part holding `start` (same label, 4-connected) into `queue`; marks it done. */
function collectPart(
  labels: Int32Array,
  thin: Uint8Array,
  start: number,
  width: number,
  height: number,
  queue: Int32Array,
): number {
  const l = labels[start]
  let tail = 0
  queue[tail++] = start
  thin[start] = 2
  for (let head = 0; head < tail; head++) {
    const p = queue[head] as number
    const x = p % width
    const y = (p - x) / width
    for (let k = 0; k < 4; k++) {
      if ((k === 0 && x === 0) || (k === 1 && x === width - 1)) continue
      if ((k === 2 && y === 0) || (k === 3 && y === height - 1)) continue
      const q = k === 0 ? p - 1 : k === 1 ? p + 1 : k === 2 ? p - width : p + width
      if (thin[q] === 1 && labels[q] === l) {
        thin[q] = 2
        queue[tail++] = q
      }
    }
  }
  return tail
}

/**
 * The border a part shares with each region round it, counted in arrays kept from part to part:
 * a map a part costs more than the counting.
 */
class BorderTally {
  readonly counts: Int32Array
  /** The regions counted, in the order first met. */
  readonly met: Int32Array
  size = 0

  constructor(regions: number) {
    this.counts = new Int32Array(regions)
    this.met = new Int32Array(regions)
  }

  add(m: number, own: number): void {
    if (m === own) return
    if (this.counts[m] === 0) this.met[this.size++] = m
    this.counts[m] = (this.counts[m] as number) + 1
  }

  /** The regions the part's pixels came from, as met while counting (repeats kept). */
  readonly left = new PixelList()

  /** Marks the regions the part came from as not to go to (their counts are then -1). */
  excludeLeft(): void {
    for (let i = 0; i < this.left.length; i++) {
      const m = this.left.at(i)
      if ((this.counts[m] as number) > 0) this.counts[m] = -1
    }
  }

  clear(): void {
    for (let i = 0; i < this.size; i++) this.counts[this.met[i] as number] = 0
    this.size = 0
    this.left.clear()
  }
}

/**
 * The neighbour a part goes to: nearest colour to the part's mean, weighted by shared border; never
 * one a pixel of the part came from. -1 when there is none.
 */
function bestNeighbour(
  labels: Int32Array,
  part: Int32Array,
  size: number,
  width: number,
  height: number,
  from: Int32Array,
  options: OpenOptions,
  border: BorderTally,
): number {
  const own = labels[part[0] as number] as number
  let L = 0
  let A = 0
  let B = 0
  const { lab, paletteLab, colors } = options
  border.clear()
  for (let i = 0; i < size; i++) {
    const p = part[i] as number
    if (lab) {
      L += lab[p * 3] as number
      A += lab[p * 3 + 1] as number
      B += lab[p * 3 + 2] as number
    }
    const x = p % width
    const y = (p - x) / width
    if (x > 0) border.add(labels[p - 1] as number, own)
    if (x < width - 1) border.add(labels[p + 1] as number, own)
    if (y > 0) border.add(labels[p - width] as number, own)
    if (y < height - 1) border.add(labels[p + width] as number, own)
    const left = from[p] as number
    if (left >= 0) border.left.push(left)
  }
  border.excludeLeft()
  const c = (colors[own] as number) * 3
  if (lab) {
    L /= size
    A /= size
    B /= size
  } else {
    L = paletteLab[c] as number
    A = paletteLab[c + 1] as number
    B = paletteLab[c + 2] as number
  }
  let best = -1
  let bestScore = Number.POSITIVE_INFINITY
  for (let i = 0; i < border.size; i++) {
    const m = border.met[i] as number
    const shared = border.counts[m] as number
    if (shared < 0) continue
    const k = (colors[m] as number) * 3
    const dl = (paletteLab[k] as number) - L
    const da = (paletteLab[k + 1] as number) - A
    const db = (paletteLab[k + 2] as number) - B
    const d = dl * dl + da * da + db * db
    const score = (d + 1e-4) / Math.sqrt(shared)
    if (score < bestScore || (score === bestScore && m < best)) {
      bestScore = score
      best = m
    }
  }
  return best
}
