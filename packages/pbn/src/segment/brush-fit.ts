import { brushSpans } from './brush-rows'

/**
 * Where a brush of a given width fits: centres whose brush lies inside the centre's own region
 * (past the picture's edge counts as inside). A pixel no fitting brush covers is in a part too
 * narrow to paint. Kept up to date as single pixels change region, so a change that would leave a
 * pixel bare can be refused.
 */
export class BrushFit {
  /** The brush's pixels round its centre. */
  private readonly dx: Int8Array
  private readonly dy: Int8Array
  /** The same as offsets in the pixel array, for centres a brush's reach inside the picture. */
  private readonly offsets: Int32Array
  private readonly reach: number
  private readonly fits: Uint8Array
  /** Centres whose brush started or stopped fitting in the change being made. */
  private readonly changed: Int32Array
  private changedCount = 0

  /**
   * `distance`: every pixel's exact distance to its region's edge (see regionDistance), which
   * answers for the centres far from any edge without looking at their brush. `fits`: a
   * picture-sized buffer to keep the answers in.
   */
  constructor(
    private readonly labels: Int32Array,
    private readonly width: number,
    private readonly height: number,
    minWidth: number,
    distance: Float32Array,
    fits: Uint8Array = new Uint8Array(labels.length),
  ) {
    const spans = brushSpans(minWidth)
    const reach = (spans.length - 1) / 2
    const dx: number[] = []
    const dy: number[] = []
    for (let y = -reach; y <= reach; y++) {
      const s = spans[y + reach] as number
      for (let x = -s; x <= s; x++) {
        dx.push(x)
        dy.push(y)
      }
    }
    this.dx = Int8Array.from(dx)
    this.dy = Int8Array.from(dy)
    this.offsets = Int32Array.from(dx, (x, i) => (dy[i] as number) * width + x)
    this.reach = reach
    this.changed = new Int32Array(dx.length)
    this.fits = fits.fill(0)
    // Past r + 1 from its edge, no pixel of another region is within the brush's radius r.
    const deep = (minWidth - 1) / 2 + 1
    for (let y = 0, c = 0; y < height; y++)
      for (let x = 0; x < width; x++, c++)
        if ((distance[c] as number) > deep || this.fitsAt(x, y)) this.fits[c] = 1
  }

  /**
   * Moves pixel p to region b unless that leaves p, or a pixel of its old region that a brush
   * covered, with no brush covering it; answers whether it moved.
   */
  move(p: number, b: number): boolean {
    const { labels, width } = this
    const a = labels[p] as number
    const x = p % width
    const y = (p - x) / width
    labels[p] = b
    this.refit(x, y, a, b)
    let ok = this.covered(p)
    // Only the pixels of a brush that stopped fitting can have lost their cover; they were covered.
    for (let i = 0; i < this.changedCount && ok; i++) {
      const c = this.changed[i] as number
      if (this.fits[c] === 1) continue
      const cx = c % width
      const cy = (c - cx) / width
      for (let j = 0; j < this.dx.length && ok; j++) {
        const qx = cx + (this.dx[j] as number)
        const qy = cy + (this.dy[j] as number)
        if (qx < 0 || qy < 0 || qx >= width || qy >= this.height) continue
        const q = qy * width + qx
        if (labels[q] === a && !this.covered(q)) ok = false
      }
    }
    if (ok) return true
    labels[p] = a
    // Every brush that changed, changed because of p: back as it was.
    for (let i = 0; i < this.changedCount; i++) {
      const c = this.changed[i] as number
      this.fits[c] = 1 - (this.fits[c] as number)
    }
    return false
  }

  /** Whether a fitting brush covers pixel q (its centre is then in q's region). */
  covered(q: number): boolean {
    const { width, fits } = this
    const x = q % width
    const y = (q - x) / width
    if (this.inner(x, y)) {
      for (let i = 0; i < this.offsets.length; i++)
        if (fits[q + (this.offsets[i] as number)]) return true
      return false
    }
    for (let i = 0; i < this.dx.length; i++) {
      const cx = x + (this.dx[i] as number)
      const cy = y + (this.dy[i] as number)
      if (cx >= 0 && cy >= 0 && cx < width && cy < this.height && fits[cy * width + cx]) return true
    }
    return false
  }

  /**
   * Measures again the brushes centred round (x, y), whose pixel went from region a to b, noting
   * those changed. A brush of a held the pixel, so it no longer fits; one of a third region did not
   * fit before and still does not; only b's need looking at.
   */
  private refit(x: number, y: number, a: number, b: number): void {
    this.changedCount = 0
    for (let i = 0; i < this.dx.length; i++) {
      const cx = x - (this.dx[i] as number)
      const cy = y - (this.dy[i] as number)
      if (cx < 0 || cy < 0 || cx >= this.width || cy >= this.height) continue
      const c = cy * this.width + cx
      const l = this.labels[c]
      if (l !== a && l !== b) continue
      const now = l === b && this.fitsAt(cx, cy) ? 1 : 0
      if (now === this.fits[c]) continue
      this.fits[c] = now
      this.changed[this.changedCount++] = c
    }
  }

  private inner(x: number, y: number): boolean {
    const { reach } = this
    return x >= reach && y >= reach && x < this.width - reach && y < this.height - reach
  }

  private fitsAt(x: number, y: number): boolean {
    const { labels, width, height, offsets } = this
    const c = y * width + x
    const l = labels[c]
    if (this.inner(x, y)) {
      for (let i = 0; i < offsets.length; i++)
        if (labels[c + (offsets[i] as number)] !== l) return false
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
}
