import { ramp, tone } from '../draw/colour'
import { bands, type Ids, type Light } from '../draw/light'
import type { Rng } from '../draw/random'
import { type Point, path, polygon, smooth } from '../draw/svg'

/** A fir: tiers of jagged branches, each split into a lit half and a shadow half. */
export function conifer(
  x: number,
  foot: number,
  h: number,
  green: string,
  trunk: string,
  tiers: number,
  light: Light,
  r: Rng,
  snow?: string,
): string {
  const w = h * r.range(0.36, 0.46)
  // Tiers alternate two tones a side, so each tier is a region of its own, not one merged cone.
  const lit = [tone(green, 0.07), tone(green, 0.02)]
  const dark = [tone(green, -0.04), tone(green, -0.09)]
  let out = path(
    polygon([
      [x - w * 0.06, foot],
      [x + w * 0.06, foot],
      [x + w * 0.05, foot - h * 0.2],
      [x - w * 0.05, foot - h * 0.2],
    ]),
    trunk,
  )
  const crown = h * 0.88
  const count = Math.max(2, Math.min(tiers, Math.round(h / 28)))
  for (let t = 0; t < count; t++) {
    const bottom = foot - h * 0.12 - (crown * t) / (count + 0.6)
    const top = foot - h
    const half = (w / 2) * (1 - t / (count + 0.5))
    const side = light.x < 0 ? -1 : 1
    const droop = half * r.range(0.15, 0.3)
    const outer = (s: number): Point[] => [
      [x, top],
      [x + s * half, bottom],
      [x + s * half * 0.5, bottom - droop],
      [x, bottom + droop * 0.3],
    ]
    out +=
      path(polygon(outer(side)), lit[t % 2] as string) +
      path(polygon(outer(-side)), dark[t % 2] as string)
    if (snow)
      out += path(
        polygon([
          [x, top],
          [x + side * half * 0.45, top + (bottom - top) * 0.4],
          [x - side * half * 0.3, top + (bottom - top) * 0.35],
        ]),
        snow,
      )
  }
  return out
}

/** A leafy tree: a trunk and a crown of lobes, each lobe shaded in bands away from the light. */
export function leafy(
  x: number,
  foot: number,
  h: number,
  colour: string,
  trunk: string,
  lobes: number,
  bandCount: number,
  light: Light,
  r: Rng,
  id: Ids,
): string {
  const w = h * r.range(0.5, 0.7)
  let out = path(
    polygon([
      [x - w * 0.07, foot],
      [x + w * 0.07, foot],
      [x + w * 0.04, foot - h * 0.5],
      [x - w * 0.04, foot - h * 0.5],
    ]),
    tone(trunk, -0.03),
  )
  const cy = foot - h * 0.62
  const colours = ramp(colour, bandCount, 0.08)
  for (let i = 0; i < lobes; i++) {
    const a = (i / lobes) * Math.PI * 2 + r.range(0, 1)
    const d = lobes === 1 ? 0 : w * 0.22
    const lx = x + Math.cos(a) * d
    const ly = cy + Math.sin(a) * d * 0.8
    const lr = (w / 2) * (lobes === 1 ? 1 : r.range(0.55, 0.75))
    const pts: Point[] = []
    for (let k = 0; k < 9; k++) {
      const b = (k / 9) * Math.PI * 2
      pts.push([
        lx + Math.cos(b) * lr * r.range(0.85, 1.1),
        ly + Math.sin(b) * lr * r.range(0.8, 1.05),
      ])
    }
    out += bands(smooth(pts), [lx, ly], lr, colours, light, id, 0.22, 0.2)
  }
  return out
}
