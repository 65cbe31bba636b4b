/**
 * The brush a region must fit everywhere, a disc `width` px across, row by row: for each row dy
 * from -reach to reach, how far (px) the disc reaches left and right of its centre.
 */
function brushSpans(width: number): Uint8Array {
  const r = (width - 1) / 2
  const reach = Math.floor(r)
  const spans = new Uint8Array(2 * reach + 1)
  for (let dy = -reach; dy <= reach; dy++)
    spans[dy + reach] = Math.floor(Math.sqrt(r * r - dy * dy))
  return spans
}

/** Beyond any brush's reach: the picture's edge counts as a region going on forever. */
const FAR = 255

/**
 * For every pixel, how far its own region reaches both left and right of it along its row (the
 * smaller of the two, capped at FAR): a brush row `s` px to each side fits there when this is >= s.
 */
function rowReach(labels: Int32Array, width: number, height: number, out: Uint8Array): void {
  for (let y = 0, row = 0; y < height; y++, row += width) {
    let run = FAR
    for (let x = 0; x < width; x++) {
      const p = row + x
      if (x > 0 && labels[p - 1] !== labels[p]) run = 0
      out[p] = run
      if (run < FAR) run++
    }
    run = FAR
    for (let x = width - 1; x >= 0; x--) {
      const p = row + x
      if (x < width - 1 && labels[p + 1] !== labels[p]) run = 0
      if (run < (out[p] as number)) out[p] = run
      if (run < FAR) run++
    }
  }
}

/**
 * Marks in `thin` (1) every pixel that no brush position inside its own region covers: the parts
 * of regions narrower than `minWidth`, which a morphological opening removes. Outside the picture
 * counts as part of every region: a painter paints over the edge. Returns how many there are.
 * Separable: the brush is checked and drawn a row at a time, from how far each pixel's region
 * reaches along its row and how far the nearest brush centre is along it.
 *
 * @example
 * const count = thinParts(labels, width, height, 5, new Uint8Array(width * height))
 */
export function thinParts(
  labels: Int32Array,
  width: number,
  height: number,
  minWidth: number,
  thin: Uint8Array,
  work: Uint8Array = new Uint8Array(width * height),
): number {
  const spans = brushSpans(minWidth)
  const reach = (spans.length - 1) / 2
  rowReach(labels, width, height, work)
  // Brush centres: every row of the brush lies inside the centre's region (or off the picture).
  for (let y = 0, p = 0; y < height; y++) {
    const lo = Math.max(-reach, -y)
    const hi = Math.min(reach, height - 1 - y)
    for (let x = 0; x < width; x++, p++) {
      const l = labels[p]
      let fits = 1
      for (let dy = lo; dy <= hi; dy++) {
        const q = p + dy * width
        if (labels[q] !== l || (work[q] as number) < (spans[dy + reach] as number)) {
          fits = 0
          break
        }
      }
      thin[p] = fits
    }
  }
  // How far the nearest centre is along each row, then: covered when some brush row reaches.
  for (let y = 0, row = 0; y < height; y++, row += width) {
    let run = FAR
    for (let x = 0; x < width; x++) {
      if (thin[row + x] === 1) run = 0
      work[row + x] = run
      if (run < FAR) run++
    }
    run = FAR
    for (let x = width - 1; x >= 0; x--) {
      if (thin[row + x] === 1) run = 0
      if (run < (work[row + x] as number)) work[row + x] = run
      if (run < FAR) run++
    }
  }
  let count = 0
  for (let y = 0, p = 0; y < height; y++) {
    const lo = Math.max(-reach, -y)
    const hi = Math.min(reach, height - 1 - y)
    for (let x = 0; x < width; x++, p++) {
      let covered = 0
      for (let dy = lo; dy <= hi; dy++) {
        if ((work[p + dy * width] as number) <= (spans[dy + reach] as number)) {
          covered = 1
          break
        }
      }
      thin[p] = 1 - covered
      count += 1 - covered
    }
  }
  return count
}

export interface OpenOptions {
  /** Narrowest part a region may have (px): the brush's width. */
  readonly minWidth: number
  /** Palette index of every label. */
  readonly colors: Int32Array
  /** OKLab palette, 3 floats a colour. */
  readonly paletteLab: Float32Array
  /** The picture in OKLab: a part goes to the neighbour whose colour is nearest its own mean. */
  readonly lab?: Float32Array
  /** A picture-sized buffer to work in. */
  readonly scratch?: Int32Array
  /** Rounds at most (each round can leave new thin bits on the neighbours that grew). */
  readonly rounds?: number
}

/**
 * Opens every region with a brush of `minWidth`: each part too narrow for it (a thin arm, a comb
 * tooth, a neck) goes to its best neighbour, the one of nearest colour weighted by shared border,
 * and again until no part is left or the rounds run out. Rewrites `labels` in place (a region can
 * fall apart into pieces: the caller relabels) and answers how many pixels moved.
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
  const thin = new Uint8Array(n)
  const work = new Uint8Array(n)
  const queue = options.scratch ?? new Int32Array(n)
  let moved = 0
  for (let round = 0; round < (options.rounds ?? 6); round++) {
    if (thinParts(labels, width, height, options.minWidth, thin, work) === 0) break
    let movedNow = 0
    for (let start = 0; start < n; start++) {
      if (thin[start] !== 1) continue
      const size = collectPart(labels, thin, start, width, height, queue)
      const into = bestNeighbour(labels, queue, size, width, height, options)
      if (into < 0) continue
      for (let i = 0; i < size; i++) labels[queue[i] as number] = into
      movedNow += size
    }
    moved += movedNow
    if (movedNow === 0) break
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

/** The neighbour a part goes to: nearest colour to the part's mean, weighted by shared border. */
function bestNeighbour(
  labels: Int32Array,
  part: Int32Array,
  size: number,
  width: number,
  height: number,
  options: OpenOptions,
): number {
  const own = labels[part[0] as number] as number
  const border = new Map<number, number>()
  let L = 0
  let A = 0
  let B = 0
  const { lab, paletteLab, colors } = options
  for (let i = 0; i < size; i++) {
    const p = part[i] as number
    if (lab) {
      L += lab[p * 3] as number
      A += lab[p * 3 + 1] as number
      B += lab[p * 3 + 2] as number
    }
    const x = p % width
    const y = (p - x) / width
    if (x > 0) tally(border, labels[p - 1] as number, own)
    if (x < width - 1) tally(border, labels[p + 1] as number, own)
    if (y > 0) tally(border, labels[p - width] as number, own)
    if (y < height - 1) tally(border, labels[p + width] as number, own)
  }
  if (border.size === 0) return -1
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
  for (const [m, shared] of border) {
    const k = (colors[m] as number) * 3
    const d =
      ((paletteLab[k] as number) - L) ** 2 +
      ((paletteLab[k + 1] as number) - A) ** 2 +
      ((paletteLab[k + 2] as number) - B) ** 2
    const score = (d + 1e-4) / Math.sqrt(shared)
    if (score < bestScore || (score === bestScore && m < best)) {
      bestScore = score
      best = m
    }
  }
  return best
}

function tally(border: Map<number, number>, m: number, own: number): void {
  if (m !== own) border.set(m, (border.get(m) ?? 0) + 1)
}
