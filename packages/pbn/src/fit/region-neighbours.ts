/** Each region's neighbours: those of region r are list[start[r] .. start[r + 1] - 1]. */
export interface Neighbours {
  readonly start: Int32Array
  readonly list: Int32Array
}

/**
 * The regions (labels 0..count-1) that share an edge with each region, 4-connected.
 *
 * @example
 * const { start, list } = regionNeighbours(seg.labels, seg.count, width)
 */
export function regionNeighbours(labels: Int32Array, count: number, width: number): Neighbours {
  const pairs = meetings(labels, width)
  // Both ways round, grouped by region (a counting sort), then each region's list without repeats.
  const start = new Int32Array(count + 1)
  for (let i = 0; i < pairs.length; i++) {
    const r = pairs[i] as number
    start[r + 1] = (start[r + 1] as number) + 1
  }
  for (let r = 0; r < count; r++) start[r + 1] = (start[r + 1] as number) + (start[r] as number)
  const all = new Int32Array(pairs.length)
  const next = start.slice(0, count)
  for (let i = 0; i < pairs.length; i++) {
    const r = pairs[i] as number
    all[next[r] as number] = pairs[i ^ 1] as number
    next[r] = (next[r] as number) + 1
  }
  const seen = new Int32Array(count).fill(-1)
  let out = 0
  for (let r = 0; r < count; r++) {
    const from = start[r] as number
    start[r] = out
    for (let i = from; i < (next[r] as number); i++) {
      const n = all[i] as number
      if (seen[n] === r) continue
      seen[n] = r
      all[out++] = n
    }
  }
  start[count] = out
  return { start, list: all.subarray(0, out) }
}

/**
 * Where two regions touch, as pairs (a, b) one after the other, once per run along a border: a
 * side by side pair repeated from the row above, or a pair one above the other repeated from the
 * left, is skipped.
 */
function meetings(labels: Int32Array, width: number): Int32Array {
  const height = labels.length / width
  let pairs = new Int32Array(1024)
  let n = 0
  const add = (a: number, b: number) => {
    if (n + 2 > pairs.length) {
      const grown = new Int32Array(pairs.length * 2)
      grown.set(pairs)
      pairs = grown
    }
    pairs[n++] = a
    pairs[n++] = b
  }
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const l = labels[p] as number
      if (x < width - 1) {
        const right = labels[p + 1] as number
        if (right !== l && (y === 0 || labels[p - width] !== l || labels[p - width + 1] !== right))
          add(l, right)
      }
      if (y < height - 1) {
        const below = labels[p + width] as number
        if (below !== l && (x === 0 || labels[p - 1] !== l || labels[p - 1 + width] !== below))
          add(l, below)
      }
    }
  }
  return pairs.subarray(0, n)
}
