import { oklabToRgb } from './color'

// sRGB bytes to linear light, once per byte value.
const linear = new Float64Array(256)
for (let i = 0; i < 256; i++) {
  const v = i / 255
  linear[i] = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
}
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116)

/** sRGB bytes to CIELAB (D65), the space CIEDE2000 is defined in. */
export function rgbToCielab(r: number, g: number, b: number): [number, number, number] {
  const R = linear[r] as number
  const G = linear[g] as number
  const B = linear[b] as number
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
}

const finv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27))
const gamma = (v: number) =>
  Math.round(
    255 * Math.min(1, Math.max(0, v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055)),
  )

/**
 * CIELAB (D65) back to sRGB bytes, clipped to what sRGB can show.
 *
 * @example
 * cielabToRgb(...rgbToCielab(200, 40, 40)) // [200, 40, 40]
 */
export function cielabToRgb(L: number, a: number, b: number): [number, number, number] {
  const fy = (L + 16) / 116
  const x = finv(fy + a / 500) * 0.95047
  const y = finv(fy)
  const z = finv(fy - b / 200) * 1.08883
  return [
    gamma(3.2404542 * x - 1.5371385 * y - 0.4985314 * z),
    gamma(-0.969266 * x + 1.8760108 * y + 0.041556 * z),
    gamma(0.0556434 * x - 0.2040259 * y + 1.0572252 * z),
  ]
}

const rad = Math.PI / 180
const hue = (b: number, a: number) => {
  const v = Math.atan2(b, a) / rad
  return v < 0 ? v + 360 : v
}

/**
 * CIEDE2000 colour difference of two CIELAB colours: about 1 is the smallest difference people
 * see, and under about 3 two paints side by side pass for one.
 *
 * @example
 * deltaE2000(rgbToCielab(200, 40, 40), rgbToCielab(205, 42, 40)) // ≈ 1.1
 */
export function deltaE2000(
  [L1, a1, b1]: readonly number[],
  [L2, a2, b2]: readonly number[],
): number {
  const Cb = (Math.hypot(a1 as number, b1 as number) + Math.hypot(a2 as number, b2 as number)) / 2
  const stretch = aStretch(Cb)
  const a1p = stretch * (a1 as number)
  const a2p = stretch * (a2 as number)
  const C1p = Math.hypot(a1p, b1 as number)
  const C2p = Math.hypot(a2p, b2 as number)
  const h1p = hue(b1 as number, a1p)
  const h2p = hue(b2 as number, a2p)
  const dL = (L2 as number) - (L1 as number)
  const dC = C2p - C1p
  let dh = 0
  if (C1p * C2p !== 0) {
    dh = h2p - h1p
    if (dh > 180) dh -= 360
    else if (dh < -180) dh += 360
  }
  const dH = 2 * Math.sqrt(C1p * C2p) * Math.sin((dh * rad) / 2)
  const Lb = ((L1 as number) + (L2 as number)) / 2
  const Cbp = (C1p + C2p) / 2
  let hb = h1p + h2p
  if (C1p * C2p !== 0) hb = Math.abs(h1p - h2p) <= 180 ? hb / 2 : (hb + (hb < 360 ? 360 : -360)) / 2
  const SL = lightnessScale(Lb)
  const SC = 1 + 0.045 * Cbp
  const SH = 1 + 0.015 * Cbp * hueT(hb)
  const RT = blueRotation(Cbp, hb)
  return Math.sqrt((dL / SL) ** 2 + (dC / SC) ** 2 + (dH / SH) ** 2 + RT * (dC / SC) * (dH / SH))
}

/** CIEDE2000's stretch of the a axis (1 + G) for colours of mean chroma C: greys' a counts more. */
export function aStretch(C: number): number {
  return 1 + 0.5 * (1 - Math.sqrt(C ** 7 / (C ** 7 + 25 ** 7)))
}

/** CIEDE2000's S_L: lightness differences count less far from mid-grey (mean lightness L). */
export function lightnessScale(L: number): number {
  return 1 + (0.015 * (L - 50) ** 2) / Math.sqrt(20 + (L - 50) ** 2)
}

/** CIEDE2000's T, the hue weight's dependence on the mean hue h (degrees). */
export function hueT(h: number): number {
  return (
    1 -
    0.17 * Math.cos((h - 30) * rad) +
    0.24 * Math.cos(2 * h * rad) +
    0.32 * Math.cos((3 * h + 6) * rad) -
    0.2 * Math.cos((4 * h - 63) * rad)
  )
}

/** CIEDE2000's R_T, which turns chroma against hue differences in the blues (chroma C, hue h). */
export function blueRotation(C: number, h: number): number {
  return (
    -2 *
    Math.sqrt(C ** 7 / (C ** 7 + 25 ** 7)) *
    Math.sin(60 * Math.exp(-(((h - 275) / 25) ** 2)) * rad)
  )
}

/**
 * CIEDE2000 between two OKLab colours as painted: each rounded to the sRGB bytes it is shown as.
 *
 * @example
 * oklabDeltaE2000(palette, 3, palette, 7) < 3 // near-twins
 */
export function oklabDeltaE2000(p: Float32Array, i: number, q: Float32Array, j: number): number {
  const a = oklabToRgb(p[i * 3] as number, p[i * 3 + 1] as number, p[i * 3 + 2] as number)
  const b = oklabToRgb(q[j * 3] as number, q[j * 3 + 1] as number, q[j * 3 + 2] as number)
  return deltaE2000(rgbToCielab(...a), rgbToCielab(...b))
}
