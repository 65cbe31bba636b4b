import { n1, type Point, path } from './svg'

/** Where the light comes from: a unit vector pointing from a surface towards the light. */
export interface Light {
  readonly x: number
  readonly y: number
}

/** Light from the upper left or upper right, `elevation` 0 (level) to 1 (overhead). */
export function lightFrom(side: 'left' | 'right', elevation = 0.6): Light {
  const a = ((1 - elevation) * Math.PI) / 2
  return { x: (side === 'left' ? -1 : 1) * Math.cos(a), y: -Math.sin(a) }
}

/** Ids of clip paths, unique within one picture: each drawing starts its own counter. */
export interface Ids {
  next(prefix: string): string
}

export function ids(): Ids {
  let n = 0
  return { next: (prefix) => `${prefix}${n++}` }
}

/**
 * A surface shaded in bands: the whole shape in the darkest colour, then smaller copies, each
 * moved towards the light, in lighter colours, clipped to the shape. The shadow ends up as a
 * crescent on the side away from the light (`shift` 0 makes even rims: inset bands).
 * `colours` run lightest first, as `ramp` makes them.
 */
export function bands(
  d: string,
  centre: Point,
  radius: number,
  colours: readonly string[],
  light: Light,
  id: Ids,
  shift = 0.2,
  shrink = 0.16,
): string {
  const clip = id.next('b')
  const n = colours.length
  let out = `<clipPath id="${clip}"><path d="${d}"/></clipPath>${path(d, colours[n - 1] as string)}<g clip-path="url(#${clip})">`
  for (let i = 1; i < n; i++) {
    const s = 1 - i * shrink
    const dx = light.x * radius * shift * i
    const dy = light.y * radius * shift * i
    const tx = centre[0] * (1 - s) + dx
    const ty = centre[1] * (1 - s) + dy
    out += path(
      d,
      colours[n - 1 - i] as string,
      ` transform="matrix(${s.toFixed(3)} 0 0 ${s.toFixed(3)} ${n1(tx)} ${n1(ty)})"`,
    )
  }
  return `${out}</g>`
}
