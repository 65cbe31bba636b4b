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
  // First every meeting of two regions (both ways), a run along one border counted once.
  const start = new Int32Array(count + 1)
  const meet = (a: number, b: number) => {
    start[a + 1] = (start[a + 1] as number) + 1
    start[b + 1] = (start[b + 1] as number) + 1
  }
  forEachMeeting(labels, width, meet)
  for (let r = 0; r < count; r++) start[r + 1] = (start[r + 1] as number) + (start[r] as number)
  const all = new Int32Array(start[count] as number)
  const next = start.slice(0, count)
  forEachMeeting(labels, width, (a, b) => {
    all[next[a] as number] = b
    next[a] = (next[a] as number) + 1
    all[next[b] as number] = a
    next[b] = (next[b] as number) + 1
  })
  // Then each region's list without repeats, packed in place.
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
 * Calls meet(a, b) where regions a and b touch, once per run along a border: a side by side pair
 * repeated from the row above, or a pair one above the other repeated from the left, is skipped.
 */
function forEachMeeting(
  labels: Int32Array,
  width: number,
  meet: (a: number, b: number) => void,
): void {
  const height = labels.length / width
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const l = labels[p] as number
      if (x < width - 1) {
        const right = labels[p + 1] as number
        if (right !== l && (y === 0 || labels[p - width] !== l || labels[p - width + 1] !== right))
          meet(l, right)
      }
      if (y < height - 1) {
        const below = labels[p + width] as number
        if (below !== l && (x === 0 || labels[p - 1] !== l || labels[p - 1 + width] !== below))
          meet(l, below)
      }
    }
  }
}
