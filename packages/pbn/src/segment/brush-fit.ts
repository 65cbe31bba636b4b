import { Brush } from './brush'

/**
 * Where a brush of a given width fits: centres whose brush lies inside the centre's own region
 * (past the picture's edge counts as inside). A pixel no fitting brush covers is in a part too
 * narrow to paint. Kept up to date as single pixels change region, so a change that would leave a
 * pixel bare can be refused.
 */
export class BrushFit {
  private readonly brush: Brush
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
    this.brush = new Brush(minWidth, width, height)
    this.changed = new Int32Array(this.brush.dx.length)
    this.fits = fits.fill(0)
    // Past r + 1 from its edge, no pixel of another region is within the brush's radius r.
    const deep = (minWidth - 1) / 2 + 1
    for (let c = 0; c < labels.length; c++)
      if ((distance[c] as number) > deep || this.brush.inside(labels, c)) this.fits[c] = 1
  }

  /**
   * Moves pixel p to region b unless that leaves p, or a pixel of its old region that a brush
   * covered, with no brush covering it; answers whether it moved.
   */
  move(p: number, b: number): boolean {
    const { labels, width, brush } = this
    const a = labels[p] as number
    const x = p % width
    const y = (p - x) / width
    labels[p] = b
    this.refit(x, y, a, b)
    let ok = brush.covers(this.fits, p)
    // Only the pixels of a brush that stopped fitting can have lost their cover; they were covered.
    for (let i = 0; i < this.changedCount && ok; i++) {
      const c = this.changed[i] as number
      if (this.fits[c] === 1) continue
      const cx = c % width
      const cy = (c - cx) / width
      for (let j = 0; j < brush.dx.length && ok; j++) {
        const qx = cx + (brush.dx[j] as number)
        const qy = cy + (brush.dy[j] as number)
        if (qx < 0 || qy < 0 || qx >= width || qy >= this.height) continue
        const q = qy * width + qx
        if (labels[q] === a && !brush.covers(this.fits, q)) ok = false
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

  /**
   * Measures again the brushes centred round (x, y), whose pixel went from region a to b, noting
   * those changed. A brush of a held the pixel, so it no longer fits; one of a third region did not
   * fit before and still does not; only b's need looking at.
   */
  private refit(x: number, y: number, a: number, b: number): void {
    const { brush } = this
    this.changedCount = 0
    for (let i = 0; i < brush.dx.length; i++) {
      const cx = x - (brush.dx[i] as number)
      const cy = y - (brush.dy[i] as number)
      if (cx < 0 || cy < 0 || cx >= this.width || cy >= this.height) continue
      const c = cy * this.width + cx
      const l = this.labels[c]
      if (l !== a && l !== b) continue
      const now = l === b && brush.inside(this.labels, c) ? 1 : 0
      if (now === this.fits[c]) continue
      this.fits[c] = now
      this.changed[this.changedCount++] = c
    }
  }
}
