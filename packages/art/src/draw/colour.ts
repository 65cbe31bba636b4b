import { hexToRgb, oklabToRgb, rgbToHex, rgbToOklab } from '@huey/pbn'

/** A colour as lightness (0-1), chroma and hue (degrees) in OKLCH: even steps look even. */
export interface Lch {
  readonly l: number
  readonly c: number
  readonly h: number
}

export function toLch(hex: string): Lch {
  const lab = new Float32Array(3)
  rgbToOklab(...hexToRgb(hex), lab, 0)
  const a = lab[1] as number
  const b = lab[2] as number
  return {
    l: lab[0] as number,
    c: Math.hypot(a, b),
    h: ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360,
  }
}

/** `#rrggbb` of an OKLCH colour; chroma is reduced until it fits sRGB, so hue and lightness hold. */
export function lch(l: number, c: number, h: number): string {
  const rad = (h * Math.PI) / 180
  const L = Math.min(0.99, Math.max(0.05, l))
  for (let k = Math.max(0, c); ; k *= 0.9) {
    const a = Math.cos(rad) * k
    const b = Math.sin(rad) * k
    const lab = [L, a, b] as const
    const exact = linearInGamut(...lab)
    if (exact || k < 0.005) return rgbToHex(...oklabToRgb(...lab))
  }
}

function linearInGamut(L: number, a: number, b: number): boolean {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3
  const r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
  const g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
  const bl = -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s
  const ok = (v: number) => v >= -0.001 && v <= 1.001
  return ok(r) && ok(g) && ok(bl)
}

/** The colour `dl` lighter (negative: darker), warmer in light and cooler in shadow, as paint is. */
export function tone(hex: string, dl: number): string {
  const { l, c, h } = toLch(hex)
  return lch(l + dl, c * (dl < 0 ? 1 + Math.min(0.3, -dl) : 1 - Math.min(0.4, dl * 1.5)), h)
}

/** `n` bands of one surface, lightest first: the base colour in the middle of the ramp. */
export function ramp(hex: string, n: number, step = 0.075): string[] {
  return Array.from({ length: n }, (_, i) => tone(hex, ((n - 1) / 2 - i) * step))
}

/** `a` moved `t` of the way to `b` in OKLab: the haze of distance. */
export function mix(a: string, b: string, t: number): string {
  const p = new Float32Array(3)
  const q = new Float32Array(3)
  rgbToOklab(...hexToRgb(a), p, 0)
  rgbToOklab(...hexToRgb(b), q, 0)
  const v = [0, 1, 2].map((i) => (p[i] as number) + ((q[i] as number) - (p[i] as number)) * t)
  return rgbToHex(...oklabToRgb(v[0] as number, v[1] as number, v[2] as number))
}
