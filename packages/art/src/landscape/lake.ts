import { mix, tone } from '../draw/colour'
import type { Ids } from '../draw/light'
import type { Rng } from '../draw/random'
import { n1, type Point, path, polygon, SIZE } from '../draw/svg'
import type { Ridge } from './mountains'

/** Still water from `top` down, in two bands (far light, near deep). */
export function water(colour: string, top: number, bottom: number): string {
  return (
    path(
      polygon([
        [0, top],
        [SIZE, top],
        [SIZE, bottom],
        [0, bottom],
      ]),
      tone(colour, 0.04),
    ) +
    path(
      polygon([
        [0, top + (bottom - top) * 0.45],
        [SIZE, top + (bottom - top) * 0.38],
        [SIZE, bottom],
        [0, bottom],
      ]),
      tone(colour, -0.04),
    )
  )
}

/** A range mirrored in the water below `top`: its outline flipped, in the water's tint. */
export function reflection(
  g: Ridge,
  colour: string,
  waterColour: string,
  top: number,
  bottom: number,
  id: Ids,
): string {
  const clip = id.next('w')
  const flipped = g.points.map(([x, y]): Point => [x, top + (top - y) * 0.8 + (g.base - top) * 0.2])
  return `<clipPath id="${clip}"><rect x="0" y="${n1(top)}" width="${SIZE}" height="${n1(bottom - top)}"/></clipPath><g clip-path="url(#${clip})">${path(polygon(flipped), mix(colour, waterColour, 0.45))}</g>`
}

/** Ripples of uneven length: thin lenses of light on the water. */
export function ripples(
  count: number,
  top: number,
  bottom: number,
  colour: string,
  r: Rng,
): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const y = r.range(top + 8, bottom - 8)
    const near = (y - top) / Math.max(1, bottom - top)
    const len = r.range(40, 160) * (0.6 + near)
    const x = r.range(-20, SIZE - len + 20)
    const th = r.range(3, 6) * (0.7 + near)
    out += path(
      `M${n1(x)} ${n1(y)}Q${n1(x + len / 2)} ${n1(y - th)} ${n1(x + len)} ${n1(y)}Q${n1(x + len / 2)} ${n1(y + th)} ${n1(x)} ${n1(y)}Z`,
      colour,
    )
  }
  return out
}
