import type { Rng } from './random'
import type { Point } from './svg'

/**
 * Irregular cells over a box: the Voronoi cells of sites thrown at random, each at least
 * `spacing(x, y)` from the others, so cells are small where the spacing is small and broad where
 * it is large. Cells are convex and tile the box.
 */
export function voronoi(
  box: { x: number; y: number; w: number; h: number },
  spacing: (x: number, y: number) => number,
  r: Rng,
): Point[][] {
  const sites: Point[] = []
  for (let tries = 0; tries < 30_000 && sites.length < 4000; tries++) {
    const p: Point = [box.x + r() * box.w, box.y + r() * box.h]
    const gap = spacing(p[0], p[1])
    if (sites.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= gap)) sites.push(p)
  }
  return sites.map((s) => {
    const reach = spacing(s[0], s[1]) * 4
    let poly: Point[] = [
      [box.x, box.y],
      [box.x + box.w, box.y],
      [box.x + box.w, box.y + box.h],
      [box.x, box.y + box.h],
    ]
    for (const o of sites)
      if (o !== s && Math.abs(o[0] - s[0]) < reach && Math.abs(o[1] - s[1]) < reach)
        poly = clipHalf(poly, s, o)
    return poly
  })
}

/** The part of the polygon nearer to `s` than to `o` (Sutherland-Hodgman on their bisector). */
function clipHalf(poly: Point[], s: Point, o: Point): Point[] {
  const nx = o[0] - s[0]
  const ny = o[1] - s[1]
  const c = (nx * (s[0] + o[0])) / 2 + (ny * (s[1] + o[1])) / 2
  const side = (p: Point) => nx * p[0] + ny * p[1] - c
  const out: Point[] = []
  for (let k = 0; k < poly.length; k++) {
    const a = poly[k] as Point
    const b = poly[(k + 1) % poly.length] as Point
    const sa = side(a)
    const sb = side(b)
    if (sa <= 0) out.push(a)
    if ((sa < 0 && sb > 0) || (sa > 0 && sb < 0)) {
      const t = sa / (sa - sb)
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t])
    }
  }
  return out
}

/**
 * Each cell cut in two by a chord of random angle near its middle, with chance `p`: the pieces
 * come in every size and shape, never a tiling of one.
 */
export function splitCells(cells: readonly Point[][], p: number, r: Rng): Point[][] {
  return cells.flatMap((c) => {
    if (!r.chance(p)) return [c]
    const cx = c.reduce((a, q) => a + q[0], 0) / c.length + r.range(-8, 8)
    const cy = c.reduce((a, q) => a + q[1], 0) / c.length + r.range(-8, 8)
    const a = r.range(0, Math.PI)
    const s: Point = [cx - Math.cos(a), cy - Math.sin(a)]
    const o: Point = [cx + Math.cos(a), cy + Math.sin(a)]
    return [clipHalf(c, s, o), clipHalf(c, o, s)].filter((x) => x.length >= 3)
  })
}
