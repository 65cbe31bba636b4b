import { BrushFit } from './brush-fit'

export interface BorderOptions {
  /** Palette index of every label. */
  readonly colors: Int32Array
  /** OKLab palette, 3 floats a colour. */
  readonly paletteLab: Float32Array
  /** The picture in OKLab, 3 floats a pixel. */
  readonly lab: Float32Array
  /** Narrowest part a region may have (px): no move makes a part narrower than this brush. */
  readonly minWidth: number
  /**
   * Exact distance of every pixel to its region's edge (see regionDistance), before any move: a
   * region loses pixels only when its widest inscribed circle stays at least `minRadius` wide.
   */
  readonly distance: Float32Array
  readonly minRadius: number
  /** Passes over the borders (default 3): each moves a border by at most one pixel. */
  readonly passes?: number
  /** At least 4 bytes a pixel to work in (a picture-sized Int32Array's buffer fits). */
  readonly scratch?: Uint8Array
  /** Told of every pixel that moved, after its label changed. */
  readonly onMove?: (p: number, from: number, to: number) => void
}

/**
 * Moves pixels on a border to the neighbouring region whose colour is nearer the pixel's own than
 * its region's colour. Regions are merged whole, so their borders follow the quantized map's
 * steps, not the photo's edges, and an edge between two paints is often a pixel or two off where
 * the photo has it. A move never splits a region (only pixels whose removal keeps their region
 * connected around them move), never makes a part narrower than the brush (every pixel a brush of
 * `minWidth` covered inside its region stays covered, and the moved pixel is covered in its new
 * region), never brings two regions of one colour side by side, and never takes a label's room.
 * Rewrites `labels` in place and answers how many pixels moved.
 *
 * @example
 * const moved = settleBorders(labels, width, height, { colors, paletteLab, lab, minWidth: 5,
 *   distance, minRadius: 5.7 })
 */
export function settleBorders(
  labels: Int32Array,
  width: number,
  height: number,
  options: BorderOptions,
): number {
  const n = labels.length
  const passes = options.passes ?? 3
  const lent = options.scratch
  const bytes = lent && lent.length >= 4 * n ? lent : new Uint8Array(4 * n)
  const part = (i: number) => bytes.subarray(i * n, (i + 1) * n)
  const due = part(3).fill(0)
  const settler = new Settler(labels, width, height, options, passes, [part(0), part(1), part(2)])
  // The pass each pixel is due to be looked at in: the first pass looks at every pixel on a
  // border, a later one at those that still were, and at those a move came next to.
  for (let p = 0; p < n; p++) if (settler.onBorder(p)) due[p] = 1
  const mark = (q: number, pass: number) => {
    if (due[q] !== pass) due[q] = pass + 1
  }
  let total = 0
  for (let pass = 1; pass <= passes; pass++) {
    let now = 0
    for (let p = 0; p < n; p++) {
      if (due[p] !== pass) continue
      if (!settler.visit(p, pass)) {
        if (settler.onBorder(p)) due[p] = pass + 1
        continue
      }
      now++
      const x = p % width
      due[p] = pass + 1
      if (x > 0) mark(p - 1, pass)
      if (x < width - 1) mark(p + 1, pass)
      if (p >= width) mark(p - width, pass)
      if (p + width < n) mark(p + width, pass)
    }
    total += now
    if (now === 0) break
  }
  return total
}

/** The state of settleBorders over its passes. */
class Settler {
  private readonly brush: BrushFit
  /** Passes in which each region may still lose pixels: its label keeps the room it needs. */
  private readonly allowance: Uint8Array
  /** The pass each pixel last moved in: a pixel moved this pass does not pull its neighbour along. */
  private readonly moved: Uint8Array
  /**
   * The pass in which the brush last refused a pixel's move: it is asked again only once something
   * moved near it since, as nothing else changes the brush's answer.
   */
  private readonly refused: Uint8Array
  private readonly changes: Changes

  constructor(
    private readonly labels: Int32Array,
    private readonly width: number,
    private readonly height: number,
    private readonly options: BorderOptions,
    passes: number,
    [fits, moved, refused]: [Uint8Array, Uint8Array, Uint8Array],
  ) {
    const { colors, distance } = options
    this.brush = new BrushFit(labels, width, height, options.minWidth, distance, fits)
    // A region's inscribed circle shrinks by at most a pixel a pass.
    const depth = new Float32Array(colors.length)
    for (let p = 0; p < labels.length; p++) {
      const l = labels[p] as number
      if ((distance[p] as number) > (depth[l] as number)) depth[l] = distance[p] as number
    }
    this.allowance = new Uint8Array(colors.length)
    for (let l = 0; l < colors.length; l++) {
      const spare = Math.floor((depth[l] as number) - options.minRadius)
      this.allowance[l] = Math.max(0, Math.min(passes, spare))
    }
    this.moved = moved.fill(0)
    this.refused = refused.fill(0)
    this.changes = new Changes(width, height)
  }

  /** Whether pixel p has a 4-neighbour in another region. */
  onBorder(p: number): boolean {
    const { labels, width } = this
    const a = labels[p]
    const x = p % width
    return (
      (x > 0 && labels[p - 1] !== a) ||
      (x < width - 1 && labels[p + 1] !== a) ||
      (p >= width && labels[p - width] !== a) ||
      (p + width < labels.length && labels[p + width] !== a)
    )
  }

  /** Moves pixel p to the neighbouring region of nearest colour when it may; answers whether. */
  visit(p: number, pass: number): boolean {
    const { labels, width, height, moved } = this
    const { colors, lab, paletteLab } = this.options
    const a = labels[p] as number
    if ((this.allowance[a] as number) < pass) return false
    const x = p % width
    const y = (p - x) / width
    const left = x > 0 ? p - 1 : p
    const right = x < width - 1 ? p + 1 : p
    const up = y > 0 ? p - width : p
    const down = y < height - 1 ? p + width : p
    const own = colors[a] as number
    let best = -1
    let bestCost = cost(lab, p, paletteLab, own)
    // Each 4-neighbour of another region and colour, not moved this pass, is a candidate.
    for (let i = 0; i < 4; i++) {
      const q = i === 0 ? left : i === 1 ? right : i === 2 ? up : down
      const b = labels[q] as number
      if (b === a || moved[q] === pass || colors[b] === own) continue
      const c = cost(lab, p, paletteLab, colors[b] as number)
      if (c < bestCost) {
        bestCost = c
        best = b
      }
    }
    if (best === -1 || !staysWhole(labels, p, x, y, width, height)) return false
    const twin = colors[best]
    if (
      sameColour(labels, colors, left, best, twin) ||
      sameColour(labels, colors, right, best, twin) ||
      sameColour(labels, colors, up, best, twin) ||
      sameColour(labels, colors, down, best, twin)
    )
      return false
    if (this.refused[p] !== 0 && !this.changes.near(x, y, this.refused[p] as number)) return false
    if (!this.brush.move(p, best)) {
      this.refused[p] = pass
      return false
    }
    moved[p] = pass
    this.options.onMove?.(p, a, best)
    this.changes.mark(x, y, pass)
    return true
  }
}

/** Squared OKLab distance from pixel p to palette colour c. */
function cost(lab: Float32Array, p: number, palette: Float32Array, c: number): number {
  const dL = (lab[p * 3] as number) - (palette[c * 3] as number)
  const dA = (lab[p * 3 + 1] as number) - (palette[c * 3 + 1] as number)
  const dB = (lab[p * 3 + 2] as number) - (palette[c * 3 + 2] as number)
  return dL * dL + dA * dA + dB * dB
}

// The ring of a pixel's 8 neighbours clockwise from north; even places are its 4-neighbours.
const RING_X = [0, 1, 1, 1, 0, -1, -1, -1]
const RING_Y = [-1, -1, 0, 1, 1, 1, 0, -1]

/**
 * For each set of ring places held by a pixel's region (a bit a place), whether the region stays
 * 4-connected without the pixel: its 4-neighbours all lie on one unbroken run of the region round
 * the ring, so a path through the pixel can go round it instead.
 */
const WHOLE = (() => {
  const table = new Uint8Array(256)
  for (let mask = 0; mask < 256; mask++) {
    let runs = 0
    for (let i = 0; i < 8; i++) {
      if (!(mask & (1 << i)) || mask & (1 << ((i + 7) % 8))) continue
      let edge = false
      for (let j = i; j < i + 8 && mask & (1 << (j % 8)); j++) if (j % 2 === 0) edge = true
      if (edge) runs++
    }
    // No run start at all: a full ring (an inner pixel) or none; either way nothing moves.
    table[mask] = runs === 1 ? 1 : 0
  }
  return table
})()

/** Whether the region of pixel p stays 4-connected without p (see WHOLE). */
function staysWhole(
  labels: Int32Array,
  p: number,
  x: number,
  y: number,
  width: number,
  height: number,
): boolean {
  const l = labels[p]
  let mask = 0
  for (let i = 0; i < 8; i++) {
    const nx = x + (RING_X[i] as number)
    const ny = y + (RING_Y[i] as number)
    if (nx >= 0 && ny >= 0 && nx < width && ny < height && labels[ny * width + nx] === l)
      mask |= 1 << i
  }
  return WHOLE[mask] === 1
}

/** Whether pixel q is in a region other than b of b's colour: a pixel of b beside it would make twins. */
function sameColour(
  labels: Int32Array,
  colors: Int32Array,
  q: number,
  b: number,
  colour: number | undefined,
): boolean {
  const l = labels[q] as number
  return l !== b && colors[l] === colour
}

/** The last pass in which a pixel moved, per block of 8 x 8 pixels. */
class Changes {
  private readonly last: Uint8Array
  private readonly columns: number
  private readonly rows: number

  constructor(width: number, height: number) {
    this.columns = (width >> 3) + 1
    this.rows = (height >> 3) + 1
    this.last = new Uint8Array(this.columns * this.rows)
  }

  mark(x: number, y: number, pass: number): void {
    this.last[(y >> 3) * this.columns + (x >> 3)] = pass
  }

  /** Whether a pixel moved in `pass` or later in the blocks round (x, y): 8 px round it at least. */
  near(x: number, y: number, pass: number): boolean {
    const bx = x >> 3
    const by = y >> 3
    for (let j = Math.max(0, by - 1); j <= Math.min(this.rows - 1, by + 1); j++)
      for (let i = Math.max(0, bx - 1); i <= Math.min(this.columns - 1, bx + 1); i++)
        if ((this.last[j * this.columns + i] as number) >= pass) return true
    return false
  }
}
