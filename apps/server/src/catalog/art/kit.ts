import { createRandom } from '@huey/pbn'

/** Drawing helpers shared by the generators: a seeded PRNG and a few shape builders. */
export interface Kit {
  readonly random: () => number
  range(min: number, max: number): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** A colour scheme of `n` harmonious colours around a random hue. */
  palette(n: number, saturation?: number, lightness?: [number, number]): string[]
}

export function kit(seed: number): Kit {
  const random = createRandom(seed)
  const range = (min: number, max: number) => min + random() * (max - min)
  return {
    random,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => items[Math.floor(random() * items.length)] as (typeof items)[number],
    palette(n, saturation = 65, lightness = [35, 80]) {
      const base = random() * 360
      const spread = range(25, 70)
      return Array.from({ length: n }, (_, i) => {
        const hue = (base + (i - n / 2) * (spread / n) * 2 + 360) % 360
        const light = lightness[0] + ((lightness[1] - lightness[0]) * i) / Math.max(1, n - 1)
        return `hsl(${hue.toFixed(0)} ${saturation}% ${light.toFixed(0)}%)`
      })
    },
  }
}

export const SIZE = 600

export function svg(body: string, background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="${background}"/>${body}</svg>`
}

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
    const mx = (p0[0] + p1[0]) / 2
    const my = (p0[1] + p1[1]) / 2
    d += i === 0 ? `M${mx.toFixed(1)} ${my.toFixed(1)}` : ''
    const next = pts[(i + 2) % n] as readonly [number, number]
    d += `Q${p1[0].toFixed(1)} ${p1[1].toFixed(1)} ${((p1[0] + next[0]) / 2).toFixed(1)} ${((p1[1] + next[1]) / 2).toFixed(1)}`
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
    d += `${i === 0 ? 'M' : 'L'}${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)}`
  }
  return `${d}Z`
}
