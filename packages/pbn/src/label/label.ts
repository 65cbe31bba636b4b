import type { Label } from '../types'

/**
 * How far (px) a label keeps inside its region's pixel edges: as far as the traced outline may
 * stray inside them (the simplification's tolerance). With the drawn stroke's half-width, the
 * test renders the outlines and finds no number touching one.
 */
export const LABEL_MARGIN = 1.3

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
export function radiusForLabel(size: number, digits: number, margin = LABEL_MARGIN): number {
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
  const margin = options.margin ?? LABEL_MARGIN
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
    const digits = String((colors[r] as number) + 1).length
    out.push(fitLabel(best[r] as number, x, (p - x) / width, digits, margin, maxSize))
  }
  return out
}

/**
 * The label centred on pixel (x, y), whose distance to its region's edge is `distance`: the
 * largest font size (in half px, at most `maxSize`) whose box stays `margin` inside the region.
 *
 * @example
 * fitLabel(8, 10, 12, 2, 1, 48) // { x: 10.5, y: 12.5, size: 9.5 }
 */
export function fitLabel(
  distance: number,
  x: number,
  y: number,
  digits: number,
  margin: number,
  maxSize: number,
): Label {
  const radius = distance + 0.5
  const size = Math.min(
    maxSize,
    Math.floor(((radius - margin) / labelHalfDiagonal(digits)) * 2) / 2,
  )
  return { x: x + 0.5, y: y + 0.5, size: Math.max(0, size) }
}
