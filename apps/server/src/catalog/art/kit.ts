import { createRandom } from '@huey/pbn'

/** Drawing helpers shared by the composers: a seeded PRNG and colour choices. */
export interface Kit {
  readonly random: () => number
  range(min: number, max: number): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** `n` different items in a seeded order. */
  sample<T>(items: readonly T[], n: number): T[]
  /** A colour scheme of `n` harmonious colours around a hue, light to dark. */
  palette(n: number, hue?: number, saturation?: number, lightness?: [number, number]): string[]
}

export function kit(seed: number): Kit {
  const random = createRandom(seed)
  const range = (min: number, max: number) => min + random() * (max - min)
  const self: Kit = {
    random,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => items[Math.floor(random() * items.length)] as (typeof items)[number],
    sample(items, n) {
      const pool = [...items]
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1))
        ;[pool[i], pool[j]] = [pool[j] as (typeof pool)[number], pool[i] as (typeof pool)[number]]
      }
      return pool.slice(0, n)
    },
    palette(n, hue = random() * 360, saturation = 60, lightness = [40, 85]) {
      const spread = range(30, 80)
      return Array.from({ length: n }, (_, i) => {
        const h = (hue + (i - n / 2) * (spread / n) + 360) % 360
        const light = lightness[1] - ((lightness[1] - lightness[0]) * i) / Math.max(1, n - 1)
        return hsl(h, saturation, light)
      })
    },
  }
  return self
}

/** `#rrggbb` of a hue (degrees), saturation and lightness (percent). */
export function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${f(0)}${f(8)}${f(4)}`
}

/** Every picture is drawn on a square of this many units. */
export const SIZE = 1000

export function svg(body: string, background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="${background}"/>${body}</svg>`
}

const n1 = (v: number) => v.toFixed(1)

/** A closed smooth blob through `n` points around (cx, cy). */
export function blob(k: Kit, cx: number, cy: number, r: number, n = 7, wobble = 0.3): string {
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2
    const rr = r * (1 + (k.random() - 0.5) * 2 * wobble)
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr] as const
  })
  let d = ''
  for (let i = 0; i < n; i++) {
    const p0 = pts[i] as readonly [number, number]
    const p1 = pts[(i + 1) % n] as readonly [number, number]
    const next = pts[(i + 2) % n] as readonly [number, number]
    if (i === 0) d += `M${n1((p0[0] + p1[0]) / 2)} ${n1((p0[1] + p1[1]) / 2)}`
    d += `Q${n1(p1[0])} ${n1(p1[1])} ${n1((p1[0] + next[0]) / 2)} ${n1((p1[1] + next[1]) / 2)}`
  }
  return `${d}Z`
}

/** A regular polygon or star with `points` tips. */
export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  rotate = 0,
): string {
  let d = ''
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = rotate + (i / (points * 2)) * Math.PI * 2 - Math.PI / 2
    d += `${i === 0 ? 'M' : 'L'}${n1(cx + Math.cos(a) * r)} ${n1(cy + Math.sin(a) * r)}`
  }
  return `${d}Z`
}

/** A petal from (cx, cy) outwards at `angle` (radians): a pointed almond `length` long. */
export function petal(
  cx: number,
  cy: number,
  angle: number,
  from: number,
  length: number,
  width: number,
): string {
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  const at = (along: number, across: number) =>
    `${n1(cx + c * along - s * across)} ${n1(cy + s * along + c * across)}`
  const mid = from + length / 2
  return `M${at(from, 0)}Q${at(mid, width)} ${at(from + length, 0)}Q${at(mid, -width)} ${at(from, 0)}Z`
}
