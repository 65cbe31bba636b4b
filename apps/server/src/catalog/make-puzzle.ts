import { createPuzzle, type Preset, presets, toSvg } from '@huey/pbn'
import sharp from 'sharp'

export interface MadePuzzle {
  readonly svgData: string
  readonly colors: string[]
  readonly regionCount: number
  /** WebP, base64. */
  readonly thumbnail: string
}

/**
 * Flat art has no shading for the hard preset's cells to follow: larger cells (about 1,950 a
 * picture instead of 3,170) read better and keep it within the preset's 1,500 to 4,000 regions.
 */
const flatArtCells = { cellAreaRatio: 0.00045 }

/** Artwork SVG to puzzle: rasterised by sharp, then the engine at the difficulty's preset. */
export async function makePuzzle(
  artSvg: string,
  difficulty: Preset,
  seed: number,
): Promise<MadePuzzle> {
  const art = Buffer.from(artSvg)
  const { width = 1, height = 1 } = await sharp(art).metadata()
  // Vector art is drawn at the size the preset works at: sharper than the engine's enlargement.
  const scale = Math.sqrt((presets[difficulty].minPixels ?? 0) / (width * height))
  const { data, info } = await sharp(art, { density: 72 * Math.max(1, scale) })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { puzzle, finished } = createPuzzle(
    {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    },
    { preset: difficulty, seed, smoothing: 1, ...(difficulty === 'hard' ? flatArtCells : {}) },
  )
  const thumbnail = await sharp(Buffer.from(finished.buffer), {
    raw: { width: puzzle.width, height: puzzle.height, channels: 4 },
  })
    .resize(240, 240, { fit: 'inside' })
    .webp({ quality: 78 })
    .toBuffer()
  return {
    svgData: toSvg(puzzle),
    colors: [...puzzle.palette],
    regionCount: puzzle.regions.length,
    thumbnail: thumbnail.toString('base64'),
  }
}
