import { mix, tone } from '../draw/colour'
import type { Light } from '../draw/light'
import type { Rng } from '../draw/random'
import { type Point, path, polygon, SIZE } from '../draw/svg'

export interface Ridge {
  /** The outline: peaks and valleys from left to right, closed at `base`. */
  readonly points: readonly Point[]
  readonly base: number
  readonly peaks: readonly number[]
}

/** A mountain range: `peaks` summits of uneven height between `top` and `base`. */
export function ridge(r: Rng, top: number, base: number, peaks: number, sharp: boolean): Ridge {
  const pts: Point[] = [[-20, base - r.range(0.1, 0.3) * (base - top)]]
  const peakIdx: number[] = []
  const step = (SIZE + 40) / peaks
  for (let i = 0; i < peaks; i++) {
    const x = -20 + step * (i + r.range(0.3, 0.7))
    const h = top + r.range(0, 0.45) * (base - top)
    const vx = -20 + step * (i + 1) + r.range(-0.1, 0.1) * step
    const vy = h + r.range(0.35, 0.7) * (base - h)
    if (!sharp) pts.push([x - step * 0.18, h + (base - h) * 0.12])
    peakIdx.push(pts.length)
    pts.push([x, h])
    if (!sharp) pts.push([x + step * 0.18, h + (base - h) * 0.15])
    pts.push([vx, Math.min(base, vy)])
  }
  pts.push([SIZE + 20, base], [-20, base])
  return { points: pts, base, peaks: peakIdx }
}

/**
 * A range coloured for its distance (`haze` 0 near, 1 far: aerial perspective), the slope of each
 * peak that faces away from the light in shadow, split into `facets` bands, and snow on high peaks.
 */
export function drawRidge(
  g: Ridge,
  rock: string,
  haze: string,
  distance: number,
  light: Light,
  facets: number,
  snow?: { colour: string; line: number },
): string {
  const base = mix(rock, haze, distance)
  let out = path(polygon(g.points), tone(base, 0.05))
  for (const i of g.peaks) {
    const peak = g.points[i] as Point
    const away = light.x < 0 ? 1 : -1
    const valley = farValley(g.points, i, away)
    for (let f = facets; f >= 1; f--) {
      const foot: Point = [peak[0] + (valley[0] - peak[0]) * (1 - f / (facets + 1)) * 0.7, g.base]
      out += path(polygon([peak, valley, [valley[0], g.base], foot]), tone(base, -0.045 * f))
    }
    if (snow && peak[1] < snow.line) out += snowCap(g.points, i, snow, away)
  }
  return out
}

function farValley(points: readonly Point[], i: number, away: number): Point {
  let j = i + away
  while (j > 0 && j < points.length - 1 && (points[j] as Point)[1] < (points[i] as Point)[1] + 1)
    j += away
  return points[Math.max(0, Math.min(points.length - 1, j))] as Point
}

/** The peak's snow above the snow line, lit side and shaded side. */
function snowCap(
  points: readonly Point[],
  i: number,
  snow: { colour: string; line: number },
  away: number,
): string {
  const peak = points[i] as Point
  const depth = (snow.line - peak[1]) * 0.9
  const along = (j: number): Point => {
    const p = points[j] as Point
    const t = Math.min(1, depth / Math.max(1, p[1] - peak[1]))
    return [peak[0] + (p[0] - peak[0]) * t, peak[1] + (p[1] - peak[1]) * t]
  }
  const left = along(i - 1)
  const right = along(i + 1)
  const mid: Point = [peak[0] + (away > 0 ? 1 : -1) * depth * 0.15, peak[1] + depth * 0.75]
  const lit =
    away > 0
      ? [peak, left, [left[0] * 0.5 + mid[0] * 0.5, left[1] * 0.7 + mid[1] * 0.3] as Point, mid]
      : [peak, mid, [right[0] * 0.5 + mid[0] * 0.5, right[1] * 0.7 + mid[1] * 0.3] as Point, right]
  const dark =
    away > 0
      ? [peak, mid, [mid[0] * 0.5 + right[0] * 0.5, mid[1] * 0.4 + right[1] * 0.6] as Point, right]
      : [peak, left, [mid[0] * 0.5 + left[0] * 0.5, mid[1] * 0.4 + left[1] * 0.6] as Point, mid]
  return path(polygon(lit), snow.colour) + path(polygon(dark), tone(snow.colour, -0.09))
}
