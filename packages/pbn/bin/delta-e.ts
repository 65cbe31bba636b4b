// Mean CIEDE2000 between two RGBA images of one size, as ../shared/tools/pbn-score computes it.
const lin = (c: number) => {
  const v = c / 255
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
}
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116)

export function lab(r: number, g: number, b: number): [number, number, number] {
  const R = lin(r)
  const G = lin(g)
  const B = lin(b)
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
}

const rad = Math.PI / 180
export function deltaE2000([L1, a1, b1]: number[], [L2, a2, b2]: number[]): number {
  const C1 = Math.hypot(a1 as number, b1 as number)
  const C2 = Math.hypot(a2 as number, b2 as number)
  const Cb = (C1 + C2) / 2
  const G = 0.5 * (1 - Math.sqrt(Cb ** 7 / (Cb ** 7 + 25 ** 7)))
  const a1p = (1 + G) * (a1 as number)
  const a2p = (1 + G) * (a2 as number)
  const C1p = Math.hypot(a1p, b1 as number)
  const C2p = Math.hypot(a2p, b2 as number)
  const h = (b: number, a: number) => {
    const v = Math.atan2(b, a) / rad
    return v < 0 ? v + 360 : v
  }
  const h1p = h(b1 as number, a1p)
  const h2p = h(b2 as number, a2p)
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
  const T =
    1 -
    0.17 * Math.cos((hb - 30) * rad) +
    0.24 * Math.cos(2 * hb * rad) +
    0.32 * Math.cos((3 * hb + 6) * rad) -
    0.2 * Math.cos((4 * hb - 63) * rad)
  const SL = 1 + (0.015 * (Lb - 50) ** 2) / Math.sqrt(20 + (Lb - 50) ** 2)
  const SC = 1 + 0.045 * Cbp
  const SH = 1 + 0.015 * Cbp * T
  const RT =
    -2 *
    Math.sqrt(Cbp ** 7 / (Cbp ** 7 + 25 ** 7)) *
    Math.sin(60 * Math.exp(-(((hb - 275) / 25) ** 2)) * rad)
  return Math.sqrt((dL / SL) ** 2 + (dC / SC) ** 2 + (dH / SH) ** 2 + RT * (dC / SC) * (dH / SH))
}

export function meanDeltaE2000(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = a.length / 4
  let sum = 0
  for (let i = 0; i < n; i++) {
    const k = i * 4
    sum += deltaE2000(
      lab(a[k] as number, a[k + 1] as number, a[k + 2] as number),
      lab(b[k] as number, b[k + 1] as number, b[k + 2] as number),
    )
  }
  return sum / n
}
