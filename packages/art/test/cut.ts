import { hexToRgb, type IndexedImage, type Puzzle, puzzleFromIndexed } from '@huey/pbn'
import sharp from 'sharp'
import { svgColours } from '../src/metrics/colour-distance'
import type { Difficulty } from '../src/types'

/**
 * The working raster and smallest shape the server cuts catalogue art at, by difficulty
 * (apps/server/src/catalog/picture.ts: low, mid and high detail).
 */
export const cutSettings: Record<Difficulty, { size: number; minArea: number }> = {
  easy: { size: 640, minArea: 0.0008 },
  medium: { size: 800, minArea: 0.0004 },
  hard: { size: 960, minArea: 0.0002 },
}

/** Region counts of each difficulty in today's catalogue (apps/server/src/catalog/picture.ts). */
export const difficultyBands: Record<Difficulty, readonly [number, number]> = {
  easy: [1, 150],
  medium: [151, 600],
  hard: [601, 2500],
}

/** Rasterised without anti-aliasing, so every pixel is one of the drawing's own fills. */
export async function raster(svg: string, size: number) {
  const crisp = svg.replace('<svg ', '<svg shape-rendering="crispEdges" ')
  const { data, info } = await sharp(Buffer.from(crisp), { density: (72 * size) / 1000 })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * The raster as indices into the drawing's own fills: every pixel takes the nearest fill, so
 * edge pixels of clip paths (anti-aliased whatever the hint) never become paints of their own.
 */
async function indexed(svg: string, size: number): Promise<IndexedImage> {
  const { data, width, height } = await raster(svg, size)
  const pixels = width * height
  const fills = [...new Set([...svgColours(svg), ...strokeColours(svg)])]
  const rgb = fills.map((hex) => hexToRgb(hex))
  const counts = new Uint32Array(fills.length)
  const memo = new Map<number, number>()
  const indices = new Uint8Array(pixels)
  for (let p = 0; p < pixels; p++) {
    const r = data[p * 3] as number
    const g = data[p * 3 + 1] as number
    const b = data[p * 3 + 2] as number
    const key = (r << 16) | (g << 8) | b
    let best = memo.get(key)
    if (best === undefined) {
      let bestD = Number.POSITIVE_INFINITY
      best = 0
      for (const [i, [r2, g2, b2]] of rgb.entries()) {
        const d = (r - r2) ** 2 + (g - g2) ** 2 + (b - b2) ** 2
        if (d < bestD) {
          bestD = d
          best = i
        }
      }
      memo.set(key, best)
    }
    indices[p] = best
    counts[best] = (counts[best] as number) + 1
  }
  // Only fills that show become paints (at most 256 of them, the most used).
  const shown = [...counts.keys()]
    .filter((i) => (counts[i] as number) > 0)
    .sort((a, b) => (counts[b] as number) - (counts[a] as number))
    .slice(0, 256)
  const slot = new Map(shown.map((c, k) => [c, k]))
  for (let p = 0; p < pixels; p++) indices[p] = slot.get(indices[p] as number) ?? 0
  return { indices, width, height, palette: shown.map((i) => fills[i] as string) }
}

const strokeColours = (svg: string) =>
  [...svg.matchAll(/stroke="(#[0-9a-fA-F]{6})"/g)].map((m) => (m[1] as string).toLowerCase())

/** The drawing cut as the server cuts catalogue art of its difficulty. */
export async function cut(svg: string, difficulty: Difficulty): Promise<Puzzle> {
  const { size, minArea } = cutSettings[difficulty]
  const image = await indexed(svg, size)
  return puzzleFromIndexed(image, { minArea: minArea * size * size }).puzzle
}
