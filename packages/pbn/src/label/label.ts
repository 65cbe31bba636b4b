import type { Label } from '../types'

export interface LabelOptions {
  /** How far (px) traced borders may stray inside the pixel edges; labels keep this clear. */
  readonly margin?: number
  readonly maxSize?: number
}

/**
 * Half the diagonal of a number's box, per px of font size (digits ~0.6 em wide, 1 em tall).
 *
 * @example
 * const r = 12 * labelHalfDiagonal(2) // a 12 px "24" needs a circle this wide
 */
export function labelHalfDiagonal(digits: number): number {
  return Math.sqrt((0.3 * digits) ** 2 + 0.25)
}

/**
 * The smallest inscribed radius that still fits a `size` px label of `digits` digits.
 *
 * @example
 * const minRadius = radiusForLabel(6, 2) // regions thinner than this get merged
 */
export function radiusForLabel(size: number, digits: number, margin = 1): number {
  return margin + size * labelHalfDiagonal(digits)
}

/**
 * One label per region at its pole of inaccessibility, found on the distance transform: the pixel
 * farthest from the region's edge. The font size is the largest whose box fits in the circle
 * there, so every label lies strictly inside its region.
 *
 * @example
 * const labels = label(seg.labels, seg.distance, seg.count, seg.colors)
 */
export function label(
  labels: Int32Array,
  distance: Float32Array,
  count: number,
  colors: Int32Array,
  width: number,
  options: LabelOptions = {},
): Label[] {
  const margin = options.margin ?? 1
  const maxSize = options.maxSize ?? 48
  const best = new Float32Array(count).fill(-1)
  const where = new Int32Array(count)
  for (let p = 0; p < labels.length; p++) {
    const r = labels[p] as number
    if ((distance[p] as number) > (best[r] as number)) {
      best[r] = distance[p] as number
      where[r] = p
    }
  }
  const out: Label[] = []
  for (let r = 0; r < count; r++) {
    const p = where[r] as number
    const x = p % width
    const y = (p - x) / width
    const radius = (best[r] as number) + 0.5
    const digits = String((colors[r] as number) + 1).length
    const size = Math.min(
      maxSize,
      Math.floor(((radius - margin) / labelHalfDiagonal(digits)) * 2) / 2,
    )
    out.push({ x: x + 0.5, y: y + 0.5, size: Math.max(0, size) })
  }
  return out
}
