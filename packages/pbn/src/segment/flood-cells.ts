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
  const { across, down } = shadeSteps(lab, width, height)
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
      // The four neighbours; a step costs 4, plus more the more the shade changes.
      for (let k = 0; k < 4; k++) {
        let q: number
        let shade: number
        if (k === 0) {
          if (x === 0) continue
          q = p - 1
          shade = across[q] as number
        } else if (k === 1) {
          if (x === width - 1) continue
          q = p + 1
          shade = across[p] as number
        } else if (k === 2) {
          if (p < width) continue
          q = p - width
          shade = down[q] as number
        } else {
          if (p >= n - width) continue
          q = p + width
          shade = down[p] as number
        }
        if (labels[q] !== r) continue
        const c = level + 4 + shade
        if (c >= (cost[q] as number)) continue
        cost[q] = c
        owner[q] = cell
        ;(buckets[c & (BUCKETS - 1)] as number[]).push(q)
        pending++
      }
    }
  }
}

/**
 * What crossing each pixel's right and lower edge costs beyond a step, by how much the shade
 * changes there (capped below the queue's span), measured in one pass in reading order: the flood
 * visits pixels all over the picture at once, and reading the picture's colours there instead
 * misses the cache at nearly every step.
 */
function shadeSteps(
  lab: Float32Array,
  width: number,
  height: number,
): { across: Uint8Array; down: Uint8Array } {
  const n = width * height
  const across = new Uint8Array(n)
  const down = new Uint8Array(n)
  const shade = (p: number, q: number) => {
    const dl = (lab[p * 3] as number) - (lab[q * 3] as number)
    const da = (lab[p * 3 + 1] as number) - (lab[q * 3 + 1] as number)
    const db = (lab[p * 3 + 2] as number) - (lab[q * 3 + 2] as number)
    return Math.min(Math.round(300 * Math.sqrt(dl * dl + da * da + db * db)), BUCKETS - 8)
  }
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      if (x < width - 1) across[p] = shade(p, p + 1)
      if (y < height - 1) down[p] = shade(p, p + width)
    }
  }
  return { across, down }
}
