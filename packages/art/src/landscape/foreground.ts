import { mix, ramp, tone } from '../draw/colour'
import { bands, type Ids, type Light } from '../draw/light'
import type { Rng } from '../draw/random'
import { n1, type Point, path, polygon } from '../draw/svg'

/** Boulders of uneven size along the bottom, each a faceted shape shaded in bands. */
export function rocks(
  count: number,
  top: number,
  bottom: number,
  rock: string,
  light: Light,
  r: Rng,
  id: Ids,
  bandCount: number,
): string {
  let out = ''
  const rowed = Array.from({ length: count }, () => ({
    x: r.range(0, 1000),
    y: r.range(top, bottom),
  })).sort((a, b) => a.y - b.y)
  for (const { x, y } of rowed) {
    const w = r.range(25, 70) * (0.5 + (y - top) / Math.max(1, bottom - top))
    const pts: Point[] = []
    const k = r.int(5, 7)
    for (let i = 0; i < k; i++) {
      const a = Math.PI + (i / (k - 1)) * Math.PI
      pts.push([x + Math.cos(a) * w * r.range(0.8, 1.1), y + Math.sin(a) * w * r.range(0.5, 0.8)])
    }
    out += bands(
      polygon(pts),
      [x, y - w * 0.3],
      w,
      ramp(mix(rock, '#8a8a8a', 0.3), bandCount, 0.08),
      light,
      id,
      0.2,
      0.18,
    )
  }
  return out
}

/** Tufts of grass: a few blades each, of uneven height and lean, in two greens. */
export function tufts(count: number, top: number, bottom: number, grass: string, r: Rng): string {
  let out = ''
  const light = tone(grass, 0.07)
  const dark = tone(grass, -0.08)
  for (let i = 0; i < count; i++) {
    const x = r.range(0, 1000)
    const y = r.range(top, bottom)
    const h = r.range(18, 55) * (0.6 + (y - top) / Math.max(1, bottom - top))
    const blades = r.int(3, 5)
    for (let b = 0; b < blades; b++) {
      const bx = x + (b - blades / 2) * h * 0.18
      const lean = r.range(-0.5, 0.5) * h
      const w = h * r.range(0.07, 0.12)
      out += path(
        `M${n1(bx - w)} ${n1(y)}Q${n1(bx + lean * 0.3)} ${n1(y - h * 0.6)} ${n1(bx + lean)} ${n1(y - h * r.range(0.8, 1.1))}Q${n1(bx + lean * 0.2 + w)} ${n1(y - h * 0.5)} ${n1(bx + w)} ${n1(y)}Z`,
        b % 2 === 0 ? light : dark,
      )
    }
  }
  return out
}
