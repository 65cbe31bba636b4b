import { SUBJECT_OPEN } from '../metrics/subject-area'

/** Every picture is drawn on a square of this many units (the server checks its view box). */
export const SIZE = 1000

export const n1 = (v: number) => (Math.round(v * 10) / 10).toString()

export function svgRoot(body: string, background: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">${defs ? `<defs>${defs}</defs>` : ''}<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>${body}</svg>`
}

export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra}/>`

/** The one subject of a picture, marked so its area can be measured. */
export const subject = (body: string) => `${SUBJECT_OPEN}${body}</g>`

export type Point = readonly [number, number]

/** A closed polygon through the points. */
export function polygon(points: readonly Point[]): string {
  return `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n1(x)} ${n1(y)}`).join('')}Z`
}

/** A closed smooth curve through the points (quadratic joins at the midpoints). */
export function smooth(points: readonly Point[]): string {
  const n = points.length
  let d = ''
  for (let i = 0; i < n; i++) {
    const p1 = points[(i + 1) % n] as Point
    const p0 = points[i] as Point
    const p2 = points[(i + 2) % n] as Point
    if (i === 0) d += `M${n1((p0[0] + p1[0]) / 2)} ${n1((p0[1] + p1[1]) / 2)}`
    d += `Q${n1(p1[0])} ${n1(p1[1])} ${n1((p1[0] + p2[0]) / 2)} ${n1((p1[1] + p2[1]) / 2)}`
  }
  return `${d}Z`
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string): string {
  return `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"/>`
}
