import type { RgbaImage } from './types'

/**
 * The image enlarged (bilinear, pixel centres aligned) to at least `minPixels` pixels, keeping its
 * proportions; the image itself when it is big enough already.
 *
 * @example
 * const big = enlarge({ data, width: 768, height: 512 }, 1_000_000) // 1225x817
 */
export function enlarge(image: RgbaImage, minPixels: number): RgbaImage {
  const { width, height, data } = image
  if (width * height >= minPixels) return image
  const scale = Math.sqrt(minPixels / (width * height))
  const w = Math.ceil(width * scale)
  const h = Math.ceil(height * scale)
  const out = new Uint8ClampedArray(w * h * 4)
  const fx = width / w
  const fy = height / h
  for (let y = 0, o = 0; y < h; y++) {
    const sy = Math.min(Math.max((y + 0.5) * fy - 0.5, 0), height - 1)
    const y0 = Math.floor(sy)
    const y1 = Math.min(y0 + 1, height - 1)
    const ty = sy - y0
    for (let x = 0; x < w; x++, o += 4) {
      const sx = Math.min(Math.max((x + 0.5) * fx - 0.5, 0), width - 1)
      const x0 = Math.floor(sx)
      const x1 = Math.min(x0 + 1, width - 1)
      const tx = sx - x0
      const a = (y0 * width + x0) * 4
      const b = (y0 * width + x1) * 4
      const c = (y1 * width + x0) * 4
      const d = (y1 * width + x1) * 4
      for (let k = 0; k < 4; k++) {
        const top = (data[a + k] as number) * (1 - tx) + (data[b + k] as number) * tx
        const bottom = (data[c + k] as number) * (1 - tx) + (data[d + k] as number) * tx
        out[o + k] = top * (1 - ty) + bottom * ty
      }
    }
  }
  return { data: out, width: w, height: h }
}
