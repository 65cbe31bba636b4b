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

/**
 * Confetti removal at the pixel level: every pixel of a component smaller than `threshold` takes
 * the colour of the nearest larger component (a breadth-first flood from their edges). Rewrites
 * `indices` in place and answers whether anything changed. Much cheaper than merging tens of
 * thousands of specks one by one in the region graph.
 */
export function dissolveSpecks(
  indices: Uint8Array,
  cc: Components,
  width: number,
  threshold: number,
  scratch?: Int32Array,
): boolean {
  const { labels, areas } = cc
  const n = labels.length
  const queue = scratch ?? new Int32Array(n)
  let tail = 0
  let specks = 0
  // Specks are marked -1; pixels of kept components next to a speck seed the flood.
  for (let p = 0; p < n; p++) {
    if ((areas[labels[p] as number] as number) < threshold) {
      labels[p] = -1
      specks++
    }
  }
  if (specks === 0 || specks === n) return false
  for (let p = 0; p < n; p++) {
    if (labels[p] === -1) continue
    const x = p % width
    if (
      (x > 0 && labels[p - 1] === -1) ||
      (x < width - 1 && labels[p + 1] === -1) ||
      (p >= width && labels[p - width] === -1) ||
      (p < n - width && labels[p + width] === -1)
    )
      queue[tail++] = p
  }
  let head = 0
  while (head < tail) {
    const p = queue[head++] as number
    const l = labels[p] as number
    const c = indices[p] as number
    const x = p % width
    if (x > 0 && labels[p - 1] === -1) {
      labels[p - 1] = l
      indices[p - 1] = c
      queue[tail++] = p - 1
    }
    if (x < width - 1 && labels[p + 1] === -1) {
      labels[p + 1] = l
      indices[p + 1] = c
      queue[tail++] = p + 1
    }
    if (p >= width && labels[p - width] === -1) {
      labels[p - width] = l
      indices[p - width] = c
      queue[tail++] = p - width
    }
    if (p < n - width && labels[p + width] === -1) {
      labels[p + width] = l
      indices[p + width] = c
      queue[tail++] = p + width
    }
  }
  return true
}
