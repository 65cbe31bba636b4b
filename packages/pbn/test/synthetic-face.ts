import type { RgbaImage } from '../src/index'

type Rgb = [number, number, number]

/** A picture in two halves, left and right, each flat. */
export function halves(left: Rgb, right: Rgb, width = 120, height = 80) {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data.set([...(x < width / 2 ? left : right), 255], (y * width + x) * 4)
  return { image: { data, width, height } as RgbaImage, left, right }
}

const inside = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1

/**
 * A drawn face, as a portrait's is at a phone photo's scale: a skin oval on a grey-blue ground
 * with two eyes (white, a dark iris), a shaded nose and a red mouth; shaded top to bottom.
 * Positions are shares of the picture: eyes at (0.38, 0.42) and (0.62, 0.42), mouth at (0.5, 0.75).
 */
export function face(width = 240, height = 320): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const u = x / width
      const v = y / height
      const shade = 1 - 0.12 * v
      let rgb: Rgb = [110, 125, 150]
      if (inside(u, v, 0.5, 0.5, 0.32, 0.4)) rgb = [226, 184, 156]
      if (inside(u, v, 0.5, 0.58, 0.05, 0.1)) rgb = [205, 160, 134]
      for (const cx of [0.38, 0.62]) {
        if (inside(u, v, cx, 0.42, 0.075, 0.035)) rgb = [238, 236, 230]
        if (inside(u, v, cx, 0.42, 0.032, 0.024)) rgb = [55, 38, 30]
      }
      if (inside(u, v, 0.5, 0.75, 0.1, 0.035)) rgb = [170, 62, 64]
      data.set([rgb[0] * shade, rgb[1] * shade, rgb[2] * shade, 255], (y * width + x) * 4)
    }
  return { data, width, height }
}
