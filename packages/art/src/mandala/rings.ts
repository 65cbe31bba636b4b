import { ramp } from '../draw/colour'
import type { Rng } from '../draw/random'
import { n1 } from '../draw/svg'

type Petal = 'almond' | 'scallop' | 'spike' | 'tulip'
const petals: readonly Petal[] = ['almond', 'scallop', 'spike', 'tulip']

/** One petal pointing out at `a` (radians) from radius r0 to r1, `w` radians wide at its base. */
function petal(
  kind: Petal,
  cx: number,
  cy: number,
  a: number,
  r0: number,
  r1: number,
  w: number,
): string {
  const at = (rad: number, ang: number) =>
    `${n1(cx + Math.cos(ang) * rad)} ${n1(cy + Math.sin(ang) * rad)}`
  const mid = (r0 + r1) / 2
  switch (kind) {
    case 'almond':
      return `M${at(r0, a)}Q${at(mid, a - w * 1.3)} ${at(r1, a)}Q${at(mid, a + w * 1.3)} ${at(r0, a)}Z`
    case 'scallop':
      return `M${at(r0, a - w)}Q${at(r1 * 1.08, a - w)} ${at(r1, a)}Q${at(r1 * 1.08, a + w)} ${at(r0, a + w)}Z`
    case 'spike':
      return `M${at(r0, a - w)}L${at(r1, a)}L${at(r0, a + w)}Z`
    case 'tulip':
      return `M${at(r0, a - w * 0.6)}Q${at(r1, a - w * 1.4)} ${at(r1, a - w * 0.3)}L${at(mid, a)}L${at(r1, a + w * 0.3)}Q${at(r1, a + w * 1.4)} ${at(r0, a + w * 0.6)}Z`
  }
}

export interface MandalaDetail {
  readonly rings: number
  /** Nested bands in each petal. */
  readonly bands: number
  /** A petal's width at its base against its ring's width: smaller is more petals. */
  readonly slender: number
}

/**
 * A mandala of `d.rings` rings about (cx, cy) out to `radius`: each ring a disc of one colour
 * and a round of petals of one kind, their count growing outwards, each petal drawn in nested
 * bands of its own hue, light at the tip. Rings vary in width, so no two rounds are alike.
 */
export function mandala(
  cx: number,
  cy: number,
  radius: number,
  d: MandalaDetail,
  hues: readonly string[],
  r: Rng,
): string {
  const widths = Array.from({ length: d.rings }, () => r.range(0.7, 1.3))
  const total = widths.reduce((a, b) => a + b, 0)
  const edges = [0]
  for (const w of widths) edges.push((edges[edges.length - 1] as number) + (w / total) * radius)
  let out = ''
  for (let k = d.rings - 1; k >= 0; k--) {
    const r0 = edges[k] as number
    const r1 = edges[k + 1] as number
    const disc = hues[(k * 2 + 1) % hues.length] as string
    out += `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r1)}" fill="${disc}"/>`
    if (k === 0) continue
    const kind = r.pick(petals)
    const count = Math.max(
      6,
      Math.round((Math.PI * 2 * r1) / Math.max(30, (r1 - r0) * d.slender * r.range(0.8, 1.3)) / 2) *
        2,
    )
    const tones = ramp(hues[(k * 2) % hues.length] as string, d.bands, 0.09)
    const w = (Math.PI / count) * 0.92
    const turn = r.range(0, Math.PI / count)
    for (let i = 0; i < count; i++) {
      const a = turn + (i / count) * Math.PI * 2
      for (let b = 0; b < d.bands; b++) {
        const s = 1 - b / (d.bands + 0.6)
        out += `<path d="${petal(kind, cx, cy, a, r0, r0 + (r1 - r0) * s, w * s)}" fill="${tones[d.bands - 1 - b]}"/>`
      }
    }
  }
  return out
}
