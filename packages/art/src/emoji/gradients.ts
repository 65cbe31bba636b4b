import { hexToRgb, rgbToHex } from '@huey/pbn'

export interface Stop {
  readonly offset: number
  readonly rgb: readonly [number, number, number]
  readonly alpha: number
}

/** A gradient of a drawing, in its own user space (Fluent Emoji uses userSpaceOnUse throughout). */
export interface Gradient {
  readonly kind: 'linear' | 'radial'
  readonly attrs: Readonly<Record<string, string>>
  readonly stops: readonly Stop[]
}

const attrsOf = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))

function colour(value: string | undefined): [number, number, number] {
  const v = (value ?? '#000000').trim().toLowerCase()
  if (/^#[0-9a-f]{3}$/.test(v)) return hexToRgb(`#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`)
  if (/^#[0-9a-f]{6}$/.test(v)) return hexToRgb(v)
  if (v === 'white') return [255, 255, 255]
  return [0, 0, 0]
}

const offsetOf = (v: string | undefined) =>
  v === undefined ? 0 : v.endsWith('%') ? Number.parseFloat(v) / 100 : Number.parseFloat(v)

/** Every gradient defined in the drawing, by id; `href`s are followed for their stops. */
export function parseGradients(body: string): Map<string, Gradient> {
  const found = new Map<string, Gradient & { href?: string }>()
  const re = /<(linear|radial)Gradient\b([^>]*?)(\/>|>([\s\S]*?)<\/\1Gradient>)/g
  for (const m of body.matchAll(re)) {
    const attrs = attrsOf(m[2] ?? '')
    if (!attrs.id) continue
    const stops = [...(m[4] ?? '').matchAll(/<stop\b([^>]*?)\/?>/g)].map((s) => {
      const a = attrsOf(s[1] ?? '')
      return {
        offset: offsetOf(a.offset),
        rgb: colour(a['stop-color']),
        alpha: a['stop-opacity'] === undefined ? 1 : Number(a['stop-opacity']),
      }
    })
    const href = /href="#([^"]+)"/.exec(m[2] ?? '')?.[1]
    found.set(attrs.id, { kind: m[1] as 'linear' | 'radial', attrs, stops, href })
  }
  for (const [id, g] of found)
    if (g.stops.length === 0 && g.href)
      found.set(id, { ...g, stops: found.get(g.href)?.stops ?? [] })
  return found
}

/** The gradient's colour and opacity at `t` (0 to 1 along its axis or radius). */
export function sample(g: Gradient, t: number): { hex: string; alpha: number } {
  const stops = g.stops
  if (stops.length === 0) return { hex: '#808080', alpha: 0 }
  let i = 0
  while (i < stops.length - 1 && (stops[i + 1] as Stop).offset <= t) i++
  const a = stops[i] as Stop
  const b = stops[Math.min(stops.length - 1, i + 1)] as Stop
  const span = b.offset - a.offset
  const k = span <= 0 ? 0 : Math.max(0, Math.min(1, (t - a.offset) / span))
  const ch = (c: 0 | 1 | 2) => Math.round(a.rgb[c] + (b.rgb[c] - a.rgb[c]) * k)
  return { hex: rgbToHex(ch(0), ch(1), ch(2)), alpha: a.alpha + (b.alpha - a.alpha) * k }
}
