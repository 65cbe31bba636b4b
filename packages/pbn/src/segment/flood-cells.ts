/** Buckets of the flood's priority queue: a power of two, larger than the dearest step. */
const BUCKETS = 128

/**
 * Grows every cell from its seed at once, each inside the region it came from, by a flood that
 * pays more to cross a change of shade, so cuts run along the photo's own soft edges. `owner`
 * holds the cell a pixel is bound for until the pixel is settled.
 */
export function floodCells(
  labels: Int32Array,
  seeds: readonly number[],
  count: number,
  parentOf: readonly number[],
  cost: Int32Array,
  owner: Int32Array,
  width: number,
  height: number,
  lab: Float32Array,
): void {
  const n = width * height
  cost.fill(0x7fffffff)
  const buckets: number[][] = Array.from({ length: BUCKETS }, () => [])
  let pending = 0
  for (let i = 0; i < seeds.length; i++) {
    const p = seeds[i] as number
    cost[p] = 0
    owner[p] = count + i
    ;(buckets[0] as number[]).push(p)
    pending++
  }
  for (let level = 0; pending > 0; level++) {
    const bucket = buckets[level & (BUCKETS - 1)] as number[]
    while (bucket.length > 0) {
      const p = bucket.pop() as number
      pending--
      const cell = owner[p] as number
      const r = parentOf[cell] as number
      if (cost[p] !== level || labels[p] !== r) continue
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
        ;(buckets[c & (BUCKETS - 1)] as number[]).push(q)
        pending++
      }
    }
  }
}
