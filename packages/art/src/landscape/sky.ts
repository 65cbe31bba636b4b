import { mix, ramp, tone } from '../draw/colour'
import { bands, type Ids, type Light } from '../draw/light'
import type { Rng } from '../draw/random'
import { ellipse, n1, type Point, path, polygon, SIZE, smooth } from '../draw/svg'
import type { TimeOfDay } from './times'

/** The sky down to `horizon`: wavy bands of its colours, top to bottom. */
export function skyBands(t: TimeOfDay, horizon: number, r: Rng): string {
  const n = t.sky.length
  let out = path(
    polygon([
      [0, 0],
      [SIZE, 0],
      [SIZE, horizon],
      [0, horizon],
    ]),
    t.sky[0] as string,
  )
  for (let i = 1; i < n; i++) {
    const y = (horizon * i) / n + r.range(-15, 15)
    const wave: Point[] = []
    for (let x = -50; x <= SIZE + 50; x += 150) wave.push([x, y + r.range(-18, 18)])
    out += path(
      smooth([...wave, [SIZE + 50, horizon + 40], [-50, horizon + 40]]),
      t.sky[i] as string,
    )
  }
  return out
}

/** The sun (or moon) at (x, y), with rings of glow and, low in the sky, rays of uneven width. */
export function sun(t: TimeOfDay, x: number, y: number, radius: number, r: Rng, rings: number) {
  let out = ''
  if (t.rays) {
    let a = r.range(0, 0.3)
    while (a < Math.PI * 2) {
      const w = r.range(0.08, 0.2)
      const far = SIZE * 1.5
      const p = (ang: number): Point => [x + Math.cos(ang) * far, y + Math.sin(ang) * far]
      out += path(polygon([[x, y], p(a), p(a + w)]), mix(t.glow, t.sky[1] as string, 0.55))
      a += w + r.range(0.18, 0.4)
    }
  }
  for (let i = rings; i >= 1; i--)
    out += ellipse(
      x,
      y,
      radius * (1 + i * 0.38),
      radius * (1 + i * 0.38),
      tone(t.glow, -0.035 * (i - 1)),
    )
  out += ellipse(x, y, radius, radius, t.sun)
  if (t.key === 'night')
    out += ellipse(
      x - radius * 0.3,
      y - radius * 0.2,
      radius * 0.3,
      radius * 0.26,
      tone(t.sun, -0.08),
    )
  return out
}

/** A cloud of a few lobes, shaded in bands away from the light. */
export function cloud(
  t: TimeOfDay,
  x: number,
  y: number,
  w: number,
  r: Rng,
  light: Light,
  id: Ids,
  n: number,
) {
  const lobes: Point[] = []
  const count = r.int(5, 8)
  for (let i = 0; i < count; i++) {
    const a = Math.PI + (i / (count - 1)) * Math.PI
    lobes.push([
      x + Math.cos(a) * w * r.range(0.85, 1.05),
      y + Math.sin(a) * w * 0.42 * r.range(0.8, 1.3),
    ])
  }
  lobes.push([x + w * 0.9, y + w * 0.12], [x - w * 0.9, y + w * 0.12])
  const base =
    t.key === 'night' ? tone(t.sky[1] as string, 0.1) : tone(t.sky[n > 3 ? 3 : 2] as string, 0.06)
  return bands(smooth(lobes), [x, y], w, ramp(base, n, 0.06), light, id, 0.18, 0.1)
}

/** Stars of uneven size on a night sky: never a wallpaper of one shape. */
export function stars(count: number, horizon: number, r: Rng, colour: string): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = r.range(20, SIZE - 20)
    const y = r.range(20, horizon * 0.7)
    const s = r.range(5, 16)
    const k = r.range(0.25, 0.4)
    out += path(
      `M${n1(x)} ${n1(y - s)}L${n1(x + s * k)} ${n1(y)}L${n1(x)} ${n1(y + s)}L${n1(x - s * k)} ${n1(y)}Z`,
      colour,
    )
  }
  return out
}
