import type { RgbaImage } from '../src/index'
import { createRandom } from '../src/random'

/** Small test pictures drawn in code: shapes with known colours, plus noise where asked. */
export function synthetic(
  name: 'circles' | 'stripes' | 'noisy-gradient' | 'rings' | 'saturated-patches',
  width = 96,
  height = 64,
): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4)
  const random = createRandom(99)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let rgb: [number, number, number]
      if (name === 'circles') {
        const d1 = Math.hypot(x - width * 0.3, y - height * 0.5)
        const d2 = Math.hypot(x - width * 0.72, y - height * 0.4)
        rgb =
          d1 < height * 0.3 ? [220, 40, 40] : d2 < height * 0.25 ? [40, 90, 220] : [245, 235, 200]
      } else if (name === 'stripes') {
        rgb = Math.floor(x / 16) % 2 === 0 ? [30, 160, 60] : [250, 210, 30]
      } else if (name === 'rings') {
        const d = Math.hypot(x - width / 2, y - height / 2)
        rgb = Math.floor(d / 9) % 2 === 0 ? [120, 40, 160] : [240, 240, 240]
      } else if (name === 'saturated-patches') {
        // Six vivid hues in bands, each shaded top to bottom and a little noisy, as a photo's are.
        const hues: [number, number, number][] = [
          [220, 30, 40],
          [250, 150, 20],
          [240, 220, 30],
          [40, 170, 60],
          [30, 90, 220],
          [150, 40, 190],
        ]
        const hue = hues[Math.floor((x / width) * hues.length)] as [number, number, number]
        const shade = 0.7 + 0.3 * (y / height)
        const n = (random() - 0.5) * 16
        rgb = [hue[0] * shade + n, hue[1] * shade + n, hue[2] * shade + n]
      } else {
        const n = (random() - 0.5) * 40
        rgb = [(x / width) * 255 + n, 120 + n, (y / height) * 255 + n]
      }
      data.set([rgb[0], rgb[1], rgb[2], 255], (y * width + x) * 4)
    }
  }
  return { data, width, height }
}
