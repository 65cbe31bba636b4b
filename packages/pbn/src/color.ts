const toLinear = new Float32Array(256)
for (let i = 0; i < 256; i++) {
  const c = i / 255
  toLinear[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/**
 * sRGB bytes to OKLab (Björn Ottosson), a space where distances follow what people see.
 * Writes L, a, b at `out[o..o+2]`.
 *
 * @example
 * const out = new Float32Array(3)
 * rgbToOklab(255, 128, 0, out, 0)
 */
export function rgbToOklab(r: number, g: number, b: number, out: Float32Array, o: number): void {
  const lr = toLinear[r] as number
  const lg = toLinear[g] as number
  const lb = toLinear[b] as number
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
  out[o] = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s
  out[o + 1] = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s
  out[o + 2] = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s
}

const fromLinear = (c: number) => {
  const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055
  return Math.max(0, Math.min(255, Math.round(v * 255)))
}

/**
 * OKLab back to sRGB bytes.
 *
 * @example
 * oklabToRgb(1, 0, 0) // [255, 255, 255]
 */
export function oklabToRgb(L: number, a: number, b: number): [number, number, number] {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ]
}

/**
 * sRGB bytes to a `#rrggbb` string.
 *
 * @example
 * rgbToHex(220, 40, 40) // '#dc2828'
 */
export function rgbToHex(r: number, g: number, b: number): string {
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`
}

/**
 * A `#rrggbb` string to sRGB bytes.
 *
 * @example
 * hexToRgb('#dc2828') // [220, 40, 40]
 */
export function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

/**
 * The whole image in OKLab, 3 floats a pixel.
 *
 * @example
 * const lab = imageToOklab(imageData.data, width * height)
 */
export function imageToOklab(data: ArrayLike<number>, pixels: number): Float32Array {
  const lab = new Float32Array(pixels * 3)
  // Photos repeat colours a lot: a small cache of the last conversions saves most cube roots.
  const cacheKey = new Int32Array(4096).fill(-1)
  const cacheVal = new Float32Array(4096 * 3)
  for (let i = 0; i < pixels; i++) {
    const r = data[i * 4] as number
    const g = data[i * 4 + 1] as number
    const b = data[i * 4 + 2] as number
    const key = (r << 16) | (g << 8) | b
    const slot = ((r * 31 + g) * 31 + b) & 4095
    if (cacheKey[slot] === key) {
      lab[i * 3] = cacheVal[slot * 3] as number
      lab[i * 3 + 1] = cacheVal[slot * 3 + 1] as number
      lab[i * 3 + 2] = cacheVal[slot * 3 + 2] as number
    } else {
      rgbToOklab(r, g, b, lab, i * 3)
      cacheKey[slot] = key
      cacheVal[slot * 3] = lab[i * 3] as number
      cacheVal[slot * 3 + 1] = lab[i * 3 + 1] as number
      cacheVal[slot * 3 + 2] = lab[i * 3 + 2] as number
    }
  }
  return lab
}

/**
 * The palette colour (OKLab, 3 floats a colour) nearest the colour L, A, B; the first of equals.
 *
 * @example
 * const c = nearestColour(paletteLab, 0.6, 0.02, -0.05)
 */
export function nearestColour(
  palette: Float32Array,
  L: number,
  A: number,
  B: number,
  k = palette.length / 3,
): number {
  let best = 0
  let bestD = Number.POSITIVE_INFINITY
  for (let c = 0; c < k; c++) {
    const dl = (palette[c * 3] as number) - L
    const da = (palette[c * 3 + 1] as number) - A
    const db = (palette[c * 3 + 2] as number) - B
    const d = dl * dl + da * da + db * db
    if (d < bestD) {
      bestD = d
      best = c
    }
  }
  return best
}
