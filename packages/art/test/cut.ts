import { type IndexedImage, type Puzzle, puzzleFromIndexed } from '@huey/pbn'
import sharp from 'sharp'
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
 * The raster as indices into its own colours. Edge pixels of clip paths (anti-aliased whatever
 * the hint) and other colours of a handful of pixels join the nearest common colour, as the
 * server's indexArt joins them.
 */
async function indexed(svg: string, size: number): Promise<IndexedImage> {
  const { data, width, height } = await raster(svg, size)
  const pixels = width * height
  const keyAt = (p: number) =>
    ((data[p * 3] as number) << 16) |
    ((data[p * 3 + 1] as number) << 8) |
    (data[p * 3 + 2] as number)
  const counts = new Map<number, number>()
  for (let p = 0; p < pixels; p++) counts.set(keyAt(p), (counts.get(keyAt(p)) ?? 0) + 1)
  const common = [...counts.entries()]
    .filter(([, n]) => n >= pixels * 0.0002)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 256)
    .map(([k]) => k)
  const slot = new Map(common.map((k, i) => [k, i]))
  const rgb = (k: number) => [(k >> 16) & 255, (k >> 8) & 255, k & 255] as const
  for (const k of counts.keys()) {
    if (slot.has(k)) continue
    const [r, g, b] = rgb(k)
    let best = 0
    let bestD = Number.POSITIVE_INFINITY
    for (const [i, c] of common.entries()) {
      const [r2, g2, b2] = rgb(c)
      const d = (r - r2) ** 2 + (g - g2) ** 2 + (b - b2) ** 2
      if (d < bestD) {
        bestD = d
        best = i
      }
    }
    slot.set(k, best)
  }
  const indices = new Uint8Array(pixels)
  for (let p = 0; p < pixels; p++) indices[p] = slot.get(keyAt(p)) as number
  const palette = common.map((k) => `#${k.toString(16).padStart(6, '0')}`)
  return { indices, width, height, palette }
}

/** The drawing cut as the server cuts catalogue art of its difficulty. */
export async function cut(svg: string, difficulty: Difficulty): Promise<Puzzle> {
  const { size, minArea } = cutSettings[difficulty]
  const image = await indexed(svg, size)
  return puzzleFromIndexed(image, { minArea: minArea * size * size }).puzzle
}
