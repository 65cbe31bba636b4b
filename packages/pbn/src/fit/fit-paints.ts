import { oklabToRgb, rgbToOklab } from '../color'
import { cielabToRgb, rgbToCielab } from '../delta-e'
import { keepApart } from '../keep-apart'
import { PAINT_STRIDE, paintConstants, paintDistance } from './paint-distance'
import { type Tally, tallyRegions } from './pixel-tally'
import { type Neighbours, regionNeighbours } from './region-neighbours'

/** Regions and their paints, as the segmentation leaves them. */
export interface PaintedRegions {
  /** Region of every pixel, 0..count-1. */
  readonly labels: Int32Array
  readonly count: number
  /** Palette index of each region. */
  readonly colors: Int32Array
  readonly areas: Int32Array
  /** The palette in OKLab, 3 floats a colour (NaN for places not in use). */
  readonly paletteLab: Float32Array
}

export interface PaintFitOptions {
  /** Colours closer than this (CIEDE2000) pass for one paint: none is moved that close to another. */
  readonly twinDeltaE: number
  /** Lowest mean chroma of the painting as a share of the photo's (default 0.97). */
  readonly minChroma?: number
  /** Three picture-sized Int32 arrays of room (see `tallyRegions`). */
  readonly scratch: ArrayBuffer
}

// Paints a region is weighed against besides its own: the nearest to its mean colour.
const CANDIDATES = 4
// Weiszfeld steps of each paint towards the median of its pixels.
const STEPS = 3
// A pixel on the paint itself would weigh without bound: a fraction of a visible difference.
const NEAR = 0.3

/**
 * The last touch on a painting's colours, judged as the bench and a painter's eye judge them: by
 * CIEDE2000 between each pixel of the photo and the paint over it, summed over the picture. The
 * merges fit the colours in OKLab on the smoothed picture; here each region takes, among the paints
 * nearest its colour, the one that costs its pixels least (never one a neighbour has), and then
 * each paint moves to the CIEDE2000 median of the pixels it covers (a paint that would come within
 * `twinDeltaE` of another stays). If the painting comes out greyer than `minChroma` of the
 * photo, every paint's chroma is raised by one factor to it. Rewrites `seg.colors`; answers the
 * new palette (OKLab, as `seg.paletteLab`).
 *
 * @example
 * const paletteLab = fitPaints(seg, image.data, width, { twinDeltaE: 3, scratch: lab.buffer })
 */
export function fitPaints(
  seg: PaintedRegions,
  data: ArrayLike<number>,
  width: number,
  options: PaintFitOptions,
): Float32Array {
  const { labels, count, colors, areas } = seg
  const before = seg.paletteLab
  const k = before.length / 3
  const tally = tallyRegions(labels, areas, count, data, options.scratch)
  const paints = new Float64Array(k * PAINT_STRIDE)
  const lab = new Float64Array(k * 3)
  for (let c = 0; c < k; c++) {
    if (Number.isNaN(before[c * 3])) continue
    const painted = rgbToCielab(
      ...oklabToRgb(
        before[c * 3] as number,
        before[c * 3 + 1] as number,
        before[c * 3 + 2] as number,
      ),
    )
    lab.set(painted, c * 3)
    paintConstants(painted, paints, c * PAINT_STRIDE)
  }
  reassign(tally, colors, paints, before, regionNeighbours(labels, count, width))
  const moved = towardsMedians(tally, colors, paints, k)
  for (let c = 0; c < k; c++)
    if (!Number.isNaN(moved[c * 3])) lab.set(moved.subarray(c * 3, c * 3 + 3), c * 3)
  keepChroma(tally, colors, areas, lab, options.minChroma ?? 0.97)
  const palette = new Float32Array(before)
  for (let c = 0; c < k; c++) {
    if (Number.isNaN(before[c * 3])) continue
    const [r, g, b] = cielabToRgb(
      lab[c * 3] as number,
      lab[c * 3 + 1] as number,
      lab[c * 3 + 2] as number,
    )
    rgbToOklab(r, g, b, palette, c * 3)
  }
  keepApart(palette, before, options.twinDeltaE)
  return palette
}

/** Each region to the paint, among its own and those nearest its mean, that costs it least. */
function reassign(
  tally: Tally,
  colors: Int32Array,
  paints: Float64Array,
  palette: Float32Array,
  neighbours: Neighbours,
): void {
  const k = palette.length / 3
  const { start, lab, pixels } = tally
  // The paints nearest the region's mean, nearest first (-1 where fewer).
  const near = new Int32Array(CANDIDATES)
  const nearCost = new Float64Array(CANDIDATES)
  for (let r = 0; r < colors.length; r++) {
    let n = 0
    let L = 0
    let A = 0
    let B = 0
    for (let e = start[r] as number; e < (start[r + 1] as number); e++) {
      const w = pixels[e] as number
      const o = e * 3
      L += w * (lab[o] as number)
      A += w * (lab[o + 1] as number)
      B += w * (lab[o + 2] as number)
      n += w
    }
    if (n === 0) continue
    near.fill(-1)
    nearCost.fill(Number.POSITIVE_INFINITY)
    for (let c = 0; c < k; c++) {
      if (Number.isNaN(palette[c * 3])) continue
      const d = paintDistance(paints, c * PAINT_STRIDE, L / n, A / n, B / n)
      let i = CANDIDATES
      while (i > 0 && (nearCost[i - 1] as number) > d) i--
      if (i === CANDIDATES) continue
      near.copyWithin(i + 1, i, CANDIDATES - 1)
      nearCost.copyWithin(i + 1, i, CANDIDATES - 1)
      near[i] = c
      nearCost[i] = d
    }
    const own = colors[r] as number
    let best = own
    let bestCost = regionCost(tally, r, paints, own)
    for (const c of near) {
      if (c < 0 || c === own || taken(neighbours, colors, r, c)) continue
      const cost = regionCost(tally, r, paints, c)
      if (cost < bestCost) {
        best = c
        bestCost = cost
      }
    }
    colors[r] = best
  }
}

function taken(neighbours: Neighbours, colors: Int32Array, r: number, c: number): boolean {
  for (let i = neighbours.start[r] as number; i < (neighbours.start[r + 1] as number); i++)
    if (colors[neighbours.list[i] as number] === c) return true
  return false
}

function regionCost(tally: Tally, r: number, paints: Float64Array, c: number): number {
  const { start, lab, pixels } = tally
  let cost = 0
  for (let e = start[r] as number; e < (start[r + 1] as number); e++) {
    const o = e * 3
    cost +=
      (pixels[e] as number) *
      paintDistance(
        paints,
        c * PAINT_STRIDE,
        lab[o] as number,
        lab[o + 1] as number,
        lab[o + 2] as number,
      )
  }
  return cost
}

/**
 * Weiszfeld steps of every paint towards the median of the pixels it covers, by `paintDistance`.
 * Answers the new CIELAB colours (NaN for paints no region has); updates `paints`.
 */
function towardsMedians(
  tally: Tally,
  colors: Int32Array,
  paints: Float64Array,
  k: number,
): Float64Array {
  const { start, lab, pixels } = tally
  const acc = new Float64Array(k * 4)
  const out = new Float64Array(k * 3).fill(Number.NaN)
  for (let step = 0; step < STEPS; step++) {
    acc.fill(0)
    for (let r = 0; r < colors.length; r++) {
      const c = colors[r] as number
      const o = c * PAINT_STRIDE
      for (let e = start[r] as number; e < (start[r + 1] as number); e++) {
        const b = e * 3
        const L = lab[b] as number
        const A = lab[b + 1] as number
        const B = lab[b + 2] as number
        const w = (pixels[e] as number) / Math.max(paintDistance(paints, o, L, A, B), NEAR)
        acc[c * 4] = (acc[c * 4] as number) + w * L
        acc[c * 4 + 1] = (acc[c * 4 + 1] as number) + w * A
        acc[c * 4 + 2] = (acc[c * 4 + 2] as number) + w * B
        acc[c * 4 + 3] = (acc[c * 4 + 3] as number) + w
      }
    }
    for (let c = 0; c < k; c++) {
      const w = acc[c * 4 + 3] as number
      if (w === 0) continue
      for (let j = 0; j < 3; j++) out[c * 3 + j] = (acc[c * 4 + j] as number) / w
      paintConstants(
        rgbToCielab(
          ...cielabToRgb(out[c * 3] as number, out[c * 3 + 1] as number, out[c * 3 + 2] as number),
        ),
        paints,
        c * PAINT_STRIDE,
      )
    }
  }
  return out
}

/** Raises every paint's chroma by one factor when the painting is greyer than `least` of the photo. */
function keepChroma(
  tally: Tally,
  colors: Int32Array,
  areas: Int32Array,
  paint: Float64Array,
  least: number,
): void {
  const { lab, pixels } = tally
  let photo = 0
  // A square root, not Math.hypot: V8's hypot costs several times as much, once per entry.
  for (let e = 0; e < pixels.length; e++) {
    const a = lab[e * 3 + 1] as number
    const b = lab[e * 3 + 2] as number
    photo += (pixels[e] as number) * Math.sqrt(a * a + b * b)
  }
  let painted = 0
  for (let r = 0; r < colors.length; r++) {
    const c = colors[r] as number
    painted +=
      (areas[r] as number) * Math.hypot(paint[c * 3 + 1] as number, paint[c * 3 + 2] as number)
  }
  if (painted <= 1e-9 || painted >= least * photo) return
  const gain = (least * photo) / painted
  for (let c = 0; c < paint.length / 3; c++) {
    paint[c * 3 + 1] = (paint[c * 3 + 1] as number) * gain
    paint[c * 3 + 2] = (paint[c * 3 + 2] as number) * gain
  }
}
