export interface Components {
  /** Component of every pixel, 0..count-1, in reading order of first pixels. */
  readonly labels: Int32Array
  readonly count: number
  readonly colors: Int32Array
  readonly areas: Int32Array
}

/** Root of run `i`, halving the path on the way: every link points to a smaller run. */
function findRun(parent: Int32Array, i: number): number {
  let r = i
  while (parent[r] !== r) {
    const up = parent[parent[r] as number] as number
    parent[r] = up
    r = up
  }
  return r
}

/**
 * Splits each row into runs of one index (each run's first pixel into `starts`) and joins the runs
 * that touch a run of their index in the row above (`parent`, the smaller run as root, so a root
 * is its component's first run in reading order). The number of runs.
 */
function joinRuns(
  indices: Uint8Array,
  width: number,
  height: number,
  starts: Int32Array,
  parent: Int32Array,
): number {
  let runs = 0
  let above = 0
  for (let y = 0; y < height; y++) {
    const row = y * width
    const first = runs
    for (let p = row; p < row + width; p++) {
      if (p !== row && indices[p] === indices[p - 1]) continue
      starts[runs] = p
      parent[runs] = runs
      runs++
    }
    // Runs of the row above and of this row overlap where each starts before the other ends.
    for (let a = above, b = first; a < first && b < runs; ) {
      const aEnd = (a + 1 < first ? (starts[a + 1] as number) : row) + width
      const bEnd = b + 1 < runs ? (starts[b + 1] as number) : row + width
      if (indices[starts[a] as number] === indices[starts[b] as number]) {
        const ra = findRun(parent, a)
        const rb = findRun(parent, b)
        if (ra < rb) parent[rb] = ra
        else if (rb < ra) parent[ra] = rb
      }
      if (aEnd <= bEnd) a++
      if (bEnd <= aEnd) b++
    }
    above = first
  }
  return runs
}

/**
 * 4-connected components of equal palette index, found on runs of one index rather than pixel by
 * pixel (flat art and quantized photos come in long runs). `scratch` (picture-sized) holds the
 * runs' starts when the caller has one to lend; `labels` holds their links until it is filled.
 */
export function components(
  indices: Uint8Array,
  width: number,
  height: number,
  labels: Int32Array = new Int32Array(width * height),
  scratch?: Int32Array,
): Components {
  const n = width * height
  const starts = scratch ?? new Int32Array(n)
  // Run i's link sits at labels[i], at or before its first pixel: filling the runs from the last
  // one down overwrites only links already read.
  const runs = joinRuns(indices, width, height, starts, labels)
  let count = 0
  for (let i = 0; i < runs; i++) {
    // Links point to earlier runs, which hold their component's number by now.
    const up = labels[i] as number
    labels[i] = up === i ? count++ : (labels[up] as number)
  }
  const colors = new Int32Array(count)
  const areas = new Int32Array(count)
  for (let i = runs - 1, end = n; i >= 0; i--) {
    const start = starts[i] as number
    const l = labels[i] as number
    colors[l] = indices[start] as number
    areas[l] = (areas[l] as number) + end - start
    labels.fill(l, start, end)
    end = start
  }
  return { labels, count, colors, areas }
}

/** What a speck's pixels are compared with: the picture and the palette, both OKLab. */
export interface SpeckColours {
  readonly lab: Float32Array
  readonly paletteLab: Float32Array
}

/**
 * Confetti removal at the pixel level: every pixel of a component smaller than `threshold` joins a
 * larger component next to it, by a breadth-first flood from their edges. With `colours`, a pixel
 * reached from several sides joins the one whose colour is nearest its own (a speck on a border
 * goes back to the side it looks like), else the first. Rewrites `indices` in place and answers
 * whether anything changed. Much cheaper than merging tens of thousands of specks one by one in
 * the region graph.
 */
export function dissolveSpecks(
  indices: Uint8Array,
  cc: Components,
  width: number,
  threshold: number,
  scratch?: Int32Array,
  colours?: SpeckColours,
): boolean {
  const { labels, areas } = cc
  const n = labels.length
  const queue = scratch ?? new Int32Array(n)
  let specks = 0
  for (let p = 0; p < n; p++) {
    if ((areas[labels[p] as number] as number) < threshold) {
      labels[p] = SPECK
      specks++
    }
  }
  if (specks === 0 || specks === n) return false
  let tail = 0
  for (let p = 0; p < n; p++) {
    if (labels[p] !== SPECK) continue
    for (let k = 0; k < 4; k++) {
      const q = neighbour(p, k, width, n)
      if (q >= 0 && (labels[q] as number) >= 0) {
        labels[p] = QUEUED
        queue[tail++] = p
        break
      }
    }
  }
  // Layer by layer from the kept components' edges: each pixel of a layer first picks its side
  // (written as CHOSE - side), then all take their sides, so the order within a layer is moot.
  for (let head = 0; head < tail; ) {
    const end = tail
    for (let i = head; i < end; i++) {
      const q = queue[i] as number
      labels[q] = CHOSE - pickSide(q, labels, indices, width, n, colours)
    }
    for (let i = head; i < end; i++) {
      const q = queue[i] as number
      const from = CHOSE - (labels[q] as number)
      labels[q] = labels[from] as number
      indices[q] = indices[from] as number
    }
    for (let i = head; i < end; i++) {
      const p = queue[i] as number
      for (let k = 0; k < 4; k++) {
        const r = neighbour(p, k, width, n)
        if (r < 0 || labels[r] !== SPECK) continue
        labels[r] = QUEUED
        queue[tail++] = r
      }
    }
    head = end
  }
  return true
}

const SPECK = -1
const QUEUED = -2
const CHOSE = -3

/** Pixel p's k-th 4-neighbour (left, right, up, down), or -1 past the picture's edge. */
function neighbour(p: number, k: number, width: number, n: number): number {
  if (k === 0) return p % width > 0 ? p - 1 : -1
  if (k === 1) return p % width < width - 1 ? p + 1 : -1
  if (k === 2) return p >= width ? p - width : -1
  return p < n - width ? p + width : -1
}

/** The kept neighbour pixel whose colour is nearest pixel q's own (the first without colours). */
function pickSide(
  q: number,
  labels: Int32Array,
  indices: Uint8Array,
  width: number,
  n: number,
  colours: SpeckColours | undefined,
): number {
  let best = -1
  let bestD = Number.POSITIVE_INFINITY
  for (let k = 0; k < 4; k++) {
    const r = neighbour(q, k, width, n)
    if (r < 0 || (labels[r] as number) < 0) continue
    if (!colours) return r
    const { lab, paletteLab } = colours
    const c = (indices[r] as number) * 3
    const dl = (paletteLab[c] as number) - (lab[q * 3] as number)
    const da = (paletteLab[c + 1] as number) - (lab[q * 3 + 1] as number)
    const db = (paletteLab[c + 2] as number) - (lab[q * 3 + 2] as number)
    const d = dl * dl + da * da + db * db
    if (d < bestD) {
      bestD = d
      best = r
    }
  }
  return best
}
