import { Brush } from './brush'
import { PixelList, rowDistance, rowReach } from './brush-rows'

/** What a sweep round moved pixels does: refresh the centres, find the thin pixels, clear marks. */
const CENTRES = 0
const COVER = 1
const CLEAR = 2
type Job = typeof CENTRES | typeof COVER | typeof CLEAR

/** Moved pixels past 1 in this many of the picture's are looked at again with the whole picture. */
const FULL_LOOK = 16

/**
 * The parts of regions narrower than a brush: pixels that no brush position inside their own
 * region covers, which a morphological opening removes. Outside the picture counts as part of
 * every region (a painter paints over the edge). `thin` holds 1 on each such pixel (a caller may
 * mark the ones it has dealt with 2). Found over the whole picture first; after pixels move, only
 * the pixels within two brush radii of a moved one can change, and only those are looked at again
 * (or the whole picture, when so many moved that it is cheaper).
 */
export class ThinMap {
  readonly thin: Uint8Array
  private readonly brush: Brush
  private readonly spans: Uint8Array
  private readonly reach: number
  /** 1 where a brush centred there lies inside the pixel's region. */
  private readonly centres: Uint8Array
  /** 1 on the pixels moved since the last look, which are listed in movedList. */
  private readonly moved: Uint8Array
  private readonly movedList = new PixelList()
  /** The thin pixels the last look found (all of them after `all`, the ones near moves after `again`). */
  readonly found = new PixelList()
  /** The centres that changed in the look under way. */
  private readonly changedList = new PixelList()
  /** 0 but while a list of pixels is being made without repeats. */
  private readonly near: Uint8Array
  private readonly work: Uint8Array

  constructor(
    private readonly labels: Int32Array,
    private readonly width: number,
    private readonly height: number,
    minWidth: number,
  ) {
    const n = width * height
    this.thin = new Uint8Array(n)
    this.centres = new Uint8Array(n)
    this.moved = new Uint8Array(n)
    this.near = new Uint8Array(n)
    this.work = new Uint8Array(n)
    this.brush = new Brush(minWidth, width, height)
    this.spans = this.brush.spans
    this.reach = this.brush.reach
  }

  /** Finds every thin pixel of the picture, separably: a brush row at a time. Answers how many. */
  all(): number {
    const { labels, width, height, spans, reach, centres, work, thin, found } = this
    rowReach(labels, width, height, work)
    for (let y = 0, p = 0; y < height; y++) {
      const lo = Math.max(-reach, -y)
      const hi = Math.min(reach, height - 1 - y)
      for (let x = 0; x < width; x++, p++) {
        const l = labels[p]
        let fits = 1
        for (let dy = lo; dy <= hi; dy++) {
          const q = p + dy * width
          if (labels[q] !== l || (work[q] as number) < (spans[dy + reach] as number)) {
            fits = 0
            break
          }
        }
        centres[p] = fits
      }
    }
    // How far the nearest centre is along each row, then: covered when some brush row reaches.
    rowDistance(centres, width, height, work)
    found.clear()
    let count = 0
    for (let y = 0, p = 0; y < height; y++) {
      const lo = Math.max(-reach, -y)
      const hi = Math.min(reach, height - 1 - y)
      for (let x = 0; x < width; x++, p++) {
        let covered = 0
        for (let dy = lo; dy <= hi; dy++) {
          if ((work[p + dy * width] as number) <= (spans[dy + reach] as number)) {
            covered = 1
            break
          }
        }
        thin[p] = 1 - covered
        count += 1 - covered
        if (covered === 0) found.push(p)
      }
    }
    return count
  }

  /** Notes that pixel p has changed region. */
  move(p: number): void {
    if (this.moved[p] === 1) return
    this.moved[p] = 1
    this.movedList.push(p)
  }

  /** Finds the thin pixels again near the pixels moved since the last look. Answers how many. */
  again(): number {
    const { moved, near, movedList, changedList } = this
    // Past a share of the picture, refreshing round each moved pixel costs more than looking at
    // every pixel again, separably; both find the same thin pixels.
    if (movedList.length * FULL_LOOK > moved.length) {
      for (let i = 0; i < movedList.length; i++) moved[movedList.at(i)] = 0
      movedList.clear()
      return this.all()
    }
    // A centre's brush reaches a brush radius: only centres that near a moved pixel can change,
    // and only pixels that near a changed centre (or moved themselves) can change whether they
    // are covered. Each is looked at once (marked in `near`), without listing them: at 1.5
    // megapixels such lists would hold millions.
    changedList.clear()
    this.found.clear()
    this.sweep(movedList, CENTRES)
    this.sweep(movedList, CLEAR)
    this.count = 0
    this.sweep(changedList, COVER)
    for (let i = 0; i < movedList.length; i++) {
      const p = movedList.at(i)
      if (near[p] === 0) {
        near[p] = 1
        this.lookAt(p)
      }
    }
    this.sweep(changedList, CLEAR)
    for (let i = 0; i < movedList.length; i++) {
      const p = movedList.at(i)
      near[p] = 0
      moved[p] = 0
    }
    movedList.clear()
    return this.count
  }

  /** Thin pixels found by the look under way. */
  private count = 0

  /** Whether pixel p is thin, noted in `thin` (and counted). */
  private lookAt(p: number): void {
    const t = this.brush.covers(this.centres, p) ? 0 : 1
    if (t === 1 || this.thin[p] === 1) this.thin[p] = t
    if (t === 1) this.found.push(p)
    this.count += t
  }

  /**
   * Visits each pixel within a brush radius (in x and in y) of the listed ones once, marking it in
   * `near`: refreshes whether it is a centre (listing the ones that change), or whether it is
   * thin; or clears the marks again.
   */
  private sweep(list: PixelList, job: Job): void {
    const { width, height, reach, near, centres, changedList, labels, brush } = this
    for (let i = 0; i < list.length; i++) {
      const p = list.at(i)
      const x = p % width
      const y = (p - x) / width
      const x0 = Math.max(0, x - reach)
      const x1 = Math.min(width - 1, x + reach)
      const y1 = Math.min(height - 1, y + reach)
      for (let yy = Math.max(0, y - reach); yy <= y1; yy++) {
        const row = yy * width
        if (job === CLEAR) {
          for (let q = row + x0; q <= row + x1; q++) near[q] = 0
          continue
        }
        for (let q = row + x0; q <= row + x1; q++) {
          if (near[q] === 1) continue
          near[q] = 1
          if (job === COVER) {
            this.lookAt(q)
            continue
          }
          const fits = brush.inside(labels, q) ? 1 : 0
          if (fits !== centres[q]) {
            centres[q] = fits
            changedList.push(q)
          }
        }
      }
    }
  }
}

/**
 * Marks in `thin` (1) every pixel that no brush `minWidth` px across, inside its own region,
 * covers: the parts of regions narrower than the brush. Returns how many there are.
 *
 * @example
 * const count = thinParts(labels, width, height, 5, new Uint8Array(width * height))
 */
export function thinParts(
  labels: Int32Array,
  width: number,
  height: number,
  minWidth: number,
  thin: Uint8Array,
): number {
  const map = new ThinMap(labels, width, height, minWidth)
  const count = map.all()
  thin.set(map.thin)
  return count
}
