import type { Label } from '../types'

export interface ExtraLabelOptions {
  /** A region gets one more label wherever a point of it is farther than this (px) from its labels. */
  readonly spacing: number
  /** Radius (px, on the distance transform) a label of the smallest size needs. */
  readonly minRadius: number
  /** Turns a radius at a pixel into the label that fits there. */
  readonly fit: (region: number, radius: number, x: number, y: number) => Label
  /** Most labels a region gets. */
  readonly maxPerRegion?: number
}

/** How finely the farthest point is searched (px): far below any useful spacing. */
const STEP = 3

/**
 * Further labels for large or long regions, so each part of them shows its number: while some
 * point of a region lies farther than `spacing` from every label of it, a label goes where one
 * fits best (the widest spot) within half the spacing of that point. Returns the extra labels of
 * each region (empty for most).
 *
 * @example
 * const extra = extraLabels(labels, distance, count, width, main, { spacing: 150, minRadius: 6, fit })
 */
export function extraLabels(
  labels: Int32Array,
  distance: Float32Array,
  count: number,
  width: number,
  main: readonly Label[],
  options: ExtraLabelOptions,
): Label[][] {
  const height = labels.length / width
  const boxes = boundingBoxes(labels, count, width)
  const out: Label[][] = Array.from({ length: count }, () => [])
  for (let r = 0; r < count; r++) {
    const b = r * 4
    const w = (boxes[b + 2] as number) - (boxes[b] as number)
    const h = (boxes[b + 3] as number) - (boxes[b + 1] as number)
    if (Math.hypot(w, h) <= options.spacing) continue
    const anchor = main[r] as Label
    out[r] = labelsFor(
      r,
      labels,
      distance,
      width,
      height,
      anchor,
      boxes.subarray(b, b + 4),
      options,
    )
  }
  return out
}

function boundingBoxes(labels: Int32Array, count: number, width: number): Int32Array {
  const boxes = new Int32Array(count * 4)
  for (let r = 0; r < count; r++) boxes.set([width, labels.length, -1, -1], r * 4)
  for (let p = 0; p < labels.length; p++) {
    const b = (labels[p] as number) * 4
    const x = p % width
    const y = (p - x) / width
    if (x < (boxes[b] as number)) boxes[b] = x
    if (y < (boxes[b + 1] as number)) boxes[b + 1] = y
    if (x + 1 > (boxes[b + 2] as number)) boxes[b + 2] = x + 1
    if (y + 1 > (boxes[b + 3] as number)) boxes[b + 3] = y + 1
  }
  return boxes
}

function labelsFor(
  r: number,
  labels: Int32Array,
  distance: Float32Array,
  width: number,
  height: number,
  anchor: Label,
  box: Int32Array,
  options: ExtraLabelOptions,
): Label[] {
  const spacing2 = options.spacing ** 2
  const points = samplePoints(r, labels, width, box)
  // Each point's squared distance to the nearest point in sight (the labels, and spots where no
  // label fits, so the search moves on), brought up to date as each is added: measuring against
  // them all again on every try cost a large region most of its time.
  const near = new Float64Array(points.length / 2).fill(Number.POSITIVE_INFINITY)
  const see = (sx: number, sy: number) => {
    for (let i = 0; i < near.length; i++) {
      const dx = (points[i * 2] as number) + 0.5 - sx
      const dy = (points[i * 2 + 1] as number) + 0.5 - sy
      near[i] = Math.min(near[i] as number, dx * dx + dy * dy)
    }
  }
  see(anchor.x, anchor.y)
  const placed: Label[] = []
  const max = (options.maxPerRegion ?? 24) - 1
  // Spots where no label fits count as seen, so the search always ends: cap those too.
  for (let tries = 0; placed.length < max && tries < 4 * max; tries++) {
    let far = -1
    let farD = spacing2
    for (let i = 0; i < near.length; i++) {
      if ((near[i] as number) > farD) {
        farD = near[i] as number
        far = i
      }
    }
    if (far < 0) break
    const fx = points[far * 2] as number
    const fy = points[far * 2 + 1] as number
    const best = widestSpot(r, labels, distance, width, height, fx, fy, options)
    if (best < 0) {
      see(fx + 0.5, fy + 0.5)
      continue
    }
    const bx = best % width
    const by = (best - bx) / width
    const label = options.fit(r, distance[best] as number, bx, by)
    placed.push(label)
    see(label.x, label.y)
  }
  return placed
}

/** The region's pixels on a grid STEP px apart inside its box, as x, y pairs in reading order. */
function samplePoints(r: number, labels: Int32Array, width: number, box: Int32Array): Int32Array {
  const [x0, y0, x1, y1] = box as unknown as [number, number, number, number]
  const points: number[] = []
  for (let y = y0; y < y1; y += STEP) {
    for (let x = x0; x < x1; x += STEP) if (labels[y * width + x] === r) points.push(x, y)
  }
  return Int32Array.from(points)
}

/**
 * The pixel of region r within half the spacing of (fx, fy) farthest from the region's edge (the
 * last in reading order among equals), if a label of the smallest size fits there; else -1.
 */
function widestSpot(
  r: number,
  labels: Int32Array,
  distance: Float32Array,
  width: number,
  height: number,
  fx: number,
  fy: number,
  options: ExtraLabelOptions,
): number {
  const reach = Math.floor(options.spacing / 2)
  let best = -1
  let bestD = options.minRadius
  for (let y = Math.max(0, fy - reach); y < Math.min(height, fy + reach + 1); y++) {
    // The disc's extent along this row.
    const span = Math.floor(Math.sqrt(reach * reach - (y - fy) * (y - fy)))
    const row = y * width
    for (let x = Math.max(0, fx - span); x < Math.min(width, fx + span + 1); x++) {
      const p = row + x
      if (labels[p] !== r || (distance[p] as number) < bestD) continue
      bestD = distance[p] as number
      best = p
    }
  }
  return best
}
