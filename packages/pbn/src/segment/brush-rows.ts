// Row scans behind the thin-part search (thin-parts.ts): the brush's shape and how far a
// region, or a set of marked pixels, reaches along each row.

/**
 * The brush a region must fit everywhere, a disc `width` px across, row by row: for each row dy
 * from -reach to reach, how far (px) the disc reaches left and right of its centre.
 */
export function brushSpans(width: number): Uint8Array {
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
export function rowReach(labels: Int32Array, width: number, height: number, out: Uint8Array): void {
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

/** Distance (capped at FAR) along each row to the nearest pixel where `marks` is 1. */
export function rowDistance(
  marks: Uint8Array,
  width: number,
  height: number,
  out: Uint8Array,
): void {
  for (let y = 0, row = 0; y < height; y++, row += width) {
    let run = FAR
    for (let x = 0; x < width; x++) {
      if (marks[row + x] === 1) run = 0
      out[row + x] = run
      if (run < FAR) run++
    }
    run = FAR
    for (let x = width - 1; x >= 0; x--) {
      if (marks[row + x] === 1) run = 0
      if (run < (out[row + x] as number)) out[row + x] = run
      if (run < FAR) run++
    }
  }
}

/** A growing list of pixel indices. */
export class PixelList {
  private items = new Int32Array(256)
  length = 0

  push(p: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2)
      grown.set(this.items)
      this.items = grown
    }
    this.items[this.length++] = p
  }

  at(i: number): number {
    return this.items[i] as number
  }

  clear(): void {
    this.length = 0
  }

  /** The pixels listed, sorted in place (repeats kept). */
  sorted(): Int32Array {
    return this.items.subarray(0, this.length).sort()
  }
}
