import type { Light } from './light'
import type { Rng } from './random'
import { n1, type Point, path } from './svg'

/** A height above the picture plane at a point: the surface the facets light. */
export type Height = (x: number, y: number) => number

/**
 * A surface cut into jittered triangles, each lit by the slope of `height` under it and painted
 * in the band of `colours` (lightest first) its light falls in. Neighbours in one band join into
 * one facet when cut, so the facets come in many shapes, never a grid. Clipped to `clip`.
 */
export function facets(
  box: { x: number; y: number; w: number; h: number },
  cell: number,
  height: Height,
  colours: readonly string[],
  light: Light,
  r: Rng,
  clipId: string,
  clip: string,
): string {
  const cols = Math.max(1, Math.ceil(box.w / cell))
  const rows = Math.max(1, Math.ceil(box.h / cell))
  const grid: Point[][] = []
  for (let j = 0; j <= rows; j++) {
    const row: Point[] = []
    for (let i = 0; i <= cols; i++) {
      const edge = i === 0 || j === 0 || i === cols || j === rows
      const jx = edge ? 0 : r.range(-0.38, 0.38) * cell
      const jy = edge ? 0 : r.range(-0.38, 0.38) * cell
      row.push([box.x + (i * box.w) / cols + jx, box.y + (j * box.h) / rows + jy])
    }
    grid.push(row)
  }
  // The light as a 3-D direction: across the picture and out of it towards the viewer.
  const lz = 0.55
  const norm = Math.hypot(light.x, light.y, lz)
  const L = [light.x / norm, light.y / norm, lz / norm] as const
  const n = colours.length
  const tris: [Point, Point, Point][] = []
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const a = grid[j]?.[i] as Point
      const b = grid[j]?.[i + 1] as Point
      const c = grid[j + 1]?.[i + 1] as Point
      const d = grid[j + 1]?.[i] as Point
      if ((i + j) % 2 === 0) tris.push([a, b, c], [a, c, d])
      else tris.push([a, b, d], [b, c, d])
    }
  const lit = tris.map((tri) => shade(tri, height, L))
  // Bands by the surface's own range of light: gentle ground and steep rock both use every band.
  const lo = Math.min(...lit)
  const span = Math.max(1e-6, Math.max(...lit) - lo)
  let out = `<clipPath id="${clipId}"><path d="${clip}"/></clipPath><g clip-path="url(#${clipId})">`
  for (const [k, [p, q, s]] of tris.entries()) {
    const band = Math.min(n - 1, Math.floor((1 - ((lit[k] as number) - lo) / span) * n))
    out += path(
      `M${n1(p[0])} ${n1(p[1])}L${n1(q[0])} ${n1(q[1])}L${n1(s[0])} ${n1(s[1])}Z`,
      colours[band] as string,
    )
  }
  return `${out}</g>`
}

/** How much light a triangle gets (0 to 1) from its slope on the height field. */
function shade(
  [p, q, s]: [Point, Point, Point],
  height: Height,
  L: readonly [number, number, number],
): number {
  const P = [p[0], p[1], height(p[0], p[1])]
  const Q = [q[0], q[1], height(q[0], q[1])]
  const S = [s[0], s[1], height(s[0], s[1])]
  const u = [
    (Q[0] as number) - (P[0] as number),
    (Q[1] as number) - (P[1] as number),
    (Q[2] as number) - (P[2] as number),
  ]
  const v = [
    (S[0] as number) - (P[0] as number),
    (S[1] as number) - (P[1] as number),
    (S[2] as number) - (P[2] as number),
  ]
  let nx = (u[1] as number) * (v[2] as number) - (u[2] as number) * (v[1] as number)
  let ny = (u[2] as number) * (v[0] as number) - (u[0] as number) * (v[2] as number)
  let nz = (u[0] as number) * (v[1] as number) - (u[1] as number) * (v[0] as number)
  if (nz < 0) {
    nx = -nx
    ny = -ny
    nz = -nz
  }
  const len = Math.hypot(nx, ny, nz) || 1
  return Math.max(0, Math.min(1, (nx * L[0] + ny * L[1] + nz * L[2]) / len))
}

/** Rolling ground: a few long waves of random direction, `amp` units high. */
export function rolling(r: Rng, amp: number, scale = 1): Height {
  const waves = Array.from({ length: 4 }, () => {
    const a = r.range(0, Math.PI)
    const f = r.range(0.006, 0.02) * scale
    return [Math.cos(a) * f, Math.sin(a) * f, r.range(0, 6)] as const
  })
  return (x, y) => waves.reduce((z, [fx, fy, ph]) => z + Math.sin(x * fx + y * fy + ph) * amp, 0)
}
