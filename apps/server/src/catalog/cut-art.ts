import { type IndexedImage, rgbToHex, rgbToOklab } from '@huey/pbn'
import sharp from 'sharp'
import { flattenGradients } from './flat-gradients'

export interface CutOptions {
  /** Working size: the longer side of the raster, in pixels. */
  readonly size: number
  /** At most this many colours: the closest of the drawing's own colours are joined beyond it. */
  readonly maxColors: number
}

/**
 * The drawing's size in user units, read from its root element (its width and height, else its
 * view box): asking the rasteriser would parse the whole drawing once more.
 */
export function ownSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? ''
  const number = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1])
  const width = number('width')
  const height = number('height')
  if (width > 0 && height > 0) return { width, height }
  const box = /\sviewBox="[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root)
  if (box) return { width: Number(box[1]), height: Number(box[2]) }
  return undefined
}

/**
 * Rasterises the drawing without anti-aliasing at the working size, gradients flattened to their
 * mean colour, so every pixel carries a fill of the drawing itself: exact colours, and areas of one
 * colour are the drawn shapes.
 */
export async function rasterise(svg: string, size: number) {
  const crisp = flattenGradients(svg).replace('<svg ', '<svg shape-rendering="crispEdges" ')
  const own = ownSize(crisp) ?? (await sharp(Buffer.from(crisp)).metadata())
  const density = (72 * size) / Math.max(own.width ?? size, own.height ?? size)
  const { data, info } = await sharp(Buffer.from(crisp), { density })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * The drawing as an indexed image of its own colours. Colours that are the same to the eye (a
 * few OKLab hundredths apart), colours of a handful of pixels (where two translucent shapes
 * overlap) and colours beyond `maxColors` join their nearest colour; shapes are not touched.
 */
export async function indexArt(svg: string, options: CutOptions): Promise<IndexedImage> {
  const { data, width, height } = await rasterise(svg, options.size)
  const pixels = width * height
  // Flat art comes in long runs of one colour: each run is kept (where it starts, its colour)
  // and counted once, not a map look-up a pixel.
  let starts = new Int32Array(4096)
  let keys = new Int32Array(4096)
  let runs = 0
  const counts = new Map<number, number>()
  for (let p = 0, last = -1; p <= pixels; p++) {
    const key =
      p === pixels
        ? -1
        : ((data[p * 3] as number) << 16) |
          ((data[p * 3 + 1] as number) << 8) |
          (data[p * 3 + 2] as number)
    if (key === last) continue
    if (runs > 0) {
      const k = keys[runs - 1] as number
      counts.set(k, (counts.get(k) ?? 0) + p - (starts[runs - 1] as number))
    }
    if (p === pixels) break
    if (runs === starts.length) {
      starts = grow(starts)
      keys = grow(keys)
    }
    starts[runs] = p
    keys[runs++] = key
    last = key
  }
  const colours = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])
  const lab = new Float32Array(colours.length * 3)
  for (const [i, [key]] of colours.entries())
    rgbToOklab((key >> 16) & 255, (key >> 8) & 255, key & 255, lab, i * 3)
  const into = joinColours(
    lab,
    colours.map(([, n]) => n),
    options.maxColors,
    pixels * 0.0002,
  )
  const kept = [...new Set(into)].sort((a, b) => a - b)
  const slot = new Map(kept.map((c, i) => [c, i]))
  const byKey = new Map(colours.map(([key], i) => [key, slot.get(into[i] as number) as number]))
  const indices = new Uint8Array(pixels)
  for (let r = 0; r < runs; r++) {
    const end = r + 1 < runs ? (starts[r + 1] as number) : pixels
    indices.fill(byKey.get(keys[r] as number) as number, starts[r] as number, end)
  }
  const palette = kept.map((c) => {
    const key = (colours[c] as [number, number])[0]
    return rgbToHex((key >> 16) & 255, (key >> 8) & 255, key & 255)
  })
  return { indices, width, height, palette }
}

const grow = (a: Int32Array) => {
  const grown = new Int32Array(a.length * 2)
  grown.set(a)
  return grown
}

const JUST_NOTICEABLE = 0.03

/**
 * For each colour (most used first), the colour it ends as: itself, or a more used one it was
 * joined to. Joins go to the nearest colour, the rarest first.
 */
function joinColours(lab: Float32Array, counts: number[], max: number, rare: number): number[] {
  const n = counts.length
  const into = Array.from({ length: n }, (_, i) => i)
  const alive = new Set(into)
  const distance = (a: number, b: number) =>
    Math.hypot(
      (lab[a * 3] as number) - (lab[b * 3] as number),
      (lab[a * 3 + 1] as number) - (lab[b * 3 + 1] as number),
      (lab[a * 3 + 2] as number) - (lab[b * 3 + 2] as number),
    )
  const nearest = (c: number) => {
    let best = -1
    let bestD = Number.POSITIVE_INFINITY
    for (const o of alive) {
      if (o === c) continue
      const d = distance(c, o)
      if (d < bestD) {
        bestD = d
        best = o
      }
    }
    return { best, bestD }
  }
  const join = (c: number, target: number) => {
    alive.delete(c)
    counts[target] = (counts[target] as number) + (counts[c] as number)
    for (let i = 0; i < n; i++) if (into[i] === c) into[i] = target
  }
  for (let c = n - 1; c > 0 && alive.size > 1; c--) {
    const { best, bestD } = nearest(c)
    if ((counts[c] as number) < rare || bestD < JUST_NOTICEABLE) join(c, best)
  }
  while (alive.size > max) {
    let rarest = -1
    for (const c of alive)
      if (rarest === -1 || (counts[c] as number) < (counts[rarest] as number)) rarest = c
    join(rarest, nearest(rarest).best)
  }
  return into
}
