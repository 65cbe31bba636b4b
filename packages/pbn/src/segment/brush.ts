import { brushSpans } from './brush-rows'

/**
 * The brush a region must fit everywhere (a disc `minWidth` px across) laid on a picture `width` x
 * `height`: its pixels round a centre, and the two questions the thin-part search (thin-parts.ts)
 * and the border moves (brush-fit.ts) ask of it. Past the picture's edge counts as inside every
 * region (a painter paints over the edge).
 */
export class Brush {
  /** How far the disc reaches left and right of its centre, row by row from -reach to reach. */
  readonly spans: Uint8Array
  readonly reach: number
  /** The disc's pixels round its centre. */
  readonly dx: Int8Array
  readonly dy: Int8Array
  /** The same as offsets in the pixel array, for centres a brush's reach inside the picture. */
  readonly offsets: Int32Array

  constructor(
    minWidth: number,
    private readonly width: number,
    private readonly height: number,
  ) {
    this.spans = brushSpans(minWidth)
    this.reach = (this.spans.length - 1) / 2
    const dx: number[] = []
    const dy: number[] = []
    for (let y = -this.reach; y <= this.reach; y++) {
      const s = this.spans[y + this.reach] as number
      for (let x = -s; x <= s; x++) {
        dx.push(x)
        dy.push(y)
      }
    }
    this.dx = Int8Array.from(dx)
    this.dy = Int8Array.from(dy)
    this.offsets = Int32Array.from(dx, (x, i) => (dy[i] as number) * width + x)
  }

  /** Whether a brush centred on (x, y) lies wholly inside the picture. */
  inner(x: number, y: number): boolean {
    const { reach } = this
    return x >= reach && y >= reach && x < this.width - reach && y < this.height - reach
  }

  /** Whether a brush centred on pixel p lies inside p's region. */
  inside(labels: Int32Array, p: number): boolean {
    const { width, height, offsets } = this
    const x = p % width
    const y = (p - x) / width
    const l = labels[p]
    if (this.inner(x, y)) {
      for (let i = 0; i < offsets.length; i++)
        if (labels[p + (offsets[i] as number)] !== l) return false
      return true
    }
    for (let i = 0; i < this.dx.length; i++) {
      const nx = x + (this.dx[i] as number)
      const ny = y + (this.dy[i] as number)
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
      if (labels[ny * width + nx] !== l) return false
    }
    return true
  }

  /** Whether the brush of some centre marked 1 in `centres` covers pixel p. */
  covers(centres: Uint8Array, p: number): boolean {
    const { width, height, offsets } = this
    if (centres[p] === 1) return true
    const x = p % width
    const y = (p - x) / width
    if (this.inner(x, y)) {
      for (let i = 0; i < offsets.length; i++)
        if (centres[p + (offsets[i] as number)] === 1) return true
      return false
    }
    for (let i = 0; i < this.dx.length; i++) {
      const cx = x + (this.dx[i] as number)
      const cy = y + (this.dy[i] as number)
      if (cx >= 0 && cy >= 0 && cx < width && cy < height && centres[cy * width + cx] === 1)
        return true
    }
    return false
  }
}
