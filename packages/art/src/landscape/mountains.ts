import { mix, ramp, tone } from '../draw/colour'
import { facets } from '../draw/facets'
import type { Ids, Light } from '../draw/light'
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
 * A range coloured for its distance (`haze` 0 near, 1 far: aerial perspective), its faces lit by
 * their slope in `bandCount` bands (cells of `cell` units: smaller is more detail), snow on high peaks.
 */
export function drawRidge(
  g: Ridge,
  look: { rock: string; haze: string; distance: number; bandCount: number; cell: number },
  light: Light,
  r: Rng,
  id: Ids,
  snow?: { colour: string; line: number },
): string {
  const base = mix(look.rock, look.haze, look.distance)
  const outline = polygon(g.points)
  const peaks = g.peaks.map((i) => g.points[i] as Point)
  const waves = Array.from(
    { length: 3 },
    () => [r.range(0.01, 0.03), r.range(0.01, 0.03), r.range(0, 6)] as const,
  )
  const height = (x: number, y: number) => {
    let z = 0
    for (const [px, py] of peaks) z = Math.max(z, g.base - py - Math.abs(x - px) * 1.1)
    for (const [fx, fy, ph] of waves) z += Math.sin(x * fx + ph) * Math.sin(y * fy) * 30
    return z
  }
  const top = Math.min(...g.points.map((p) => p[1]))
  const colours = ramp(base, look.bandCount, 0.07)
  let out = path(outline, colours[Math.floor(look.bandCount / 2)] as string)
  out += facets(
    { x: -20, y: top - 5, w: SIZE + 40, h: g.base - top + 5 },
    look.cell,
    height,
    colours,
    light,
    r,
    id.next('m'),
    outline,
  )
  const away = light.x < 0 ? 1 : -1
  if (snow)
    for (const i of g.peaks)
      if ((g.points[i] as Point)[1] < snow.line) out += snowCap(g.points, i, snow, away)
  return out
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
