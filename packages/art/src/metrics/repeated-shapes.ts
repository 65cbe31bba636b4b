/** A region as the repetition measure sees it: its area and bounding box, in pixels. */
export interface RegionShape {
  readonly area: number
  readonly width: number
  readonly height: number
}

/** Regions under this share of the canvas are "small" (issue 33). */
export const SMALL_SHAPE_SHARE = 0.02
/** Two areas match when they differ by at most this share of the larger. */
const AREA_TOLERANCE = 0.15
/** Two bounding boxes match when width and height each differ by at most this (px). */
const BOX_TOLERANCE = 3
/** A small region is repeated when it matches at least this many other regions. */
const MATCHES = 3

/**
 * The share of a picture's regions that are repeated small shapes: regions under 2 % of the
 * canvas whose area (to 15 %) and bounding box (to 3 px) match at least three other regions. A
 * wallpaper of one icon scores high; detail drawn into a subject (feathers of many sizes) low.
 */
export function repeatedSmallShapeShare(
  regions: readonly RegionShape[],
  canvasArea: number,
): number {
  if (regions.length === 0) return 0
  const small = regions
    .filter((r) => r.area < canvasArea * SMALL_SHAPE_SHARE)
    .sort((a, b) => a.area - b.area)
  let repeated = 0
  for (let i = 0; i < small.length; i++) {
    const r = small[i] as RegionShape
    let matches = 0
    // Sorted by area: only neighbours within the tolerance can match, so the scan stops early.
    for (let j = i - 1; j >= 0 && matches < MATCHES; j--) {
      const o = small[j] as RegionShape
      if (r.area - o.area > r.area * AREA_TOLERANCE) break
      if (boxesMatch(r, o)) matches++
    }
    for (let j = i + 1; j < small.length && matches < MATCHES; j++) {
      const o = small[j] as RegionShape
      if (o.area - r.area > o.area * AREA_TOLERANCE) break
      if (boxesMatch(r, o)) matches++
    }
    if (matches >= MATCHES) repeated++
  }
  return repeated / regions.length
}

const boxesMatch = (a: RegionShape, b: RegionShape) =>
  Math.abs(a.width - b.width) <= BOX_TOLERANCE && Math.abs(a.height - b.height) <= BOX_TOLERANCE
