import { type Kit, SIZE, star } from './kit'

/**
 * Patterned grounds: tiles of a few colours over the whole square. Neighbouring tiles never share
 * a colour (they would melt into one region) and every colour gets about as many tiles as the
 * others, so no colour owns the picture's regions.
 */
export const patternKinds = [
  'checks',
  'stripes',
  'dots',
  'waves',
  'zigzags',
  'scales',
  'triangles',
  'diamonds',
  'stars',
  'bricks',
] as const
export type PatternKind = (typeof patternKinds)[number]

export const patternNames: Record<PatternKind, string> = {
  checks: 'Checks',
  stripes: 'Stripes',
  dots: 'Polka Dots',
  waves: 'Waves',
  zigzags: 'Zigzags',
  scales: 'Scales',
  triangles: 'Triangles',
  diamonds: 'Diamonds',
  stars: 'Stars',
  bricks: 'Bricks',
}

const f = (v: number) => v.toFixed(1)

/** Colour of tile (i, j): five colours and (i + 2j) mod 5 differ from all eight neighbours. */
const tone = (colours: readonly string[], i: number, j: number) =>
  colours[(((i + 2 * j) % colours.length) + colours.length) % colours.length] as string

/** A pattern of `kind` with tiles about `cell` units wide, in five `colours`. */
export function pattern(kind: PatternKind, cell: number, colours: readonly string[]): string {
  const n = Math.ceil(SIZE / cell) + 1
  let out = ''
  /** Tiles `stepX` by `stepY` apart, one row and column beyond every edge. */
  const grid = (stepX: number, stepY: number, draw: (i: number, j: number) => string) => {
    for (let j = -1; j <= Math.ceil(SIZE / stepY) + 1; j++)
      for (let i = -1; i <= Math.ceil(SIZE / stepX) + 1; i++) out += draw(i, j)
  }
  switch (kind) {
    case 'checks':
      grid(
        cell,
        cell,
        (i, j) =>
          `<rect x="${i * cell}" y="${j * cell}" width="${cell}" height="${cell}" fill="${tone(colours, i, j)}"/>`,
      )
      break
    case 'bricks':
      grid(cell * 2, cell * 0.6, (i, j) => {
        const x = i * cell * 2 + (j % 2 ? cell : 0)
        return `<rect x="${x}" y="${f(j * cell * 0.6)}" width="${cell * 2}" height="${f(cell * 0.6)}" fill="${tone(colours, i, j)}"/>`
      })
      break
    case 'stripes':
      // Stripes of patches, staggered, like a woven ribbon.
      grid(cell * 0.6, cell * 2, (i, j) => {
        const y = j * cell * 2 + (i % 2 ? cell : 0)
        return `<rect x="${f(i * cell * 0.6)}" y="${f(y)}" width="${f(cell * 0.6)}" height="${cell * 2}" fill="${tone(colours, i, j)}"/>`
      })
      break
    case 'dots':
      out += `<rect width="${SIZE}" height="${SIZE}" fill="${colours[0]}"/>`
      grid(cell, cell * 0.87, (i, j) => {
        const c = colours[1 + ((((i + 2 * j) % 4) + 4) % 4)] ?? colours[1]
        return `<circle cx="${f((i + (j % 2 ? 0.5 : 0)) * cell)}" cy="${f(j * cell * 0.87)}" r="${f(cell * 0.36)}" fill="${c}"/>`
      })
      break
    case 'stars':
      out += `<rect width="${SIZE}" height="${SIZE}" fill="${colours[0]}"/>`
      grid(cell, cell * 0.87, (i, j) => {
        const c = colours[1 + ((((i + 2 * j) % 4) + 4) % 4)] ?? colours[1]
        return `<path d="${star((i + (j % 2 ? 0.5 : 0)) * cell, j * cell * 0.87, cell * 0.45, cell * 0.24, 5)}" fill="${c}"/>`
      })
      break
    case 'waves':
    case 'zigzags':
      // Bands split into patches, top row first: each lower band covers the rest of the one above.
      for (let j = -1; j <= SIZE / (cell * 0.7); j++) {
        const y = j * cell * 0.7
        for (let x0 = -cell * (j % 2 ? 1 : 0); x0 < SIZE; x0 += cell * 2) {
          let d = `M${f(x0)} ${SIZE}L${f(x0)} ${f(y)}`
          for (let x = x0 + cell / 2; x <= x0 + cell * 2; x += cell / 2) {
            const up = Math.round((x - x0) / (cell / 2)) % 2 === 1
            d +=
              kind === 'waves'
                ? `Q${f(x - cell / 4)} ${f(y + (up ? -cell * 0.35 : cell * 0.35))} ${f(x)} ${f(y)}`
                : `L${f(x)} ${f(y + (up ? -cell * 0.3 : 0))}`
          }
          out += `<path d="${d}L${f(x0 + cell * 2)} ${SIZE}Z" fill="${tone(colours, Math.round(x0 / cell / 2), j)}"/>`
        }
      }
      break
    case 'scales':
      for (let j = Math.ceil(SIZE / (cell * 0.5)) + 2; j >= -1; j--)
        for (let i = -1; i < n; i++) {
          const cx = (i + (j % 2 ? 0.5 : 0)) * cell
          const cy = j * cell * 0.5
          out += `<path d="M${f(cx - cell / 2)} ${f(cy)}A${f(cell / 2)} ${f(cell / 2)} 0 0 0 ${f(cx + cell / 2)} ${f(cy)}L${f(cx + cell / 2)} ${f(cy - cell)}L${f(cx - cell / 2)} ${f(cy - cell)}Z" fill="${tone(colours, i, j)}"/>`
        }
      break
    case 'triangles':
      grid(cell / 2, cell * 0.87, (i, j) => {
        const x = (i * cell) / 2
        const y = j * cell * 0.87
        const up = (i + j) % 2 === 0
        const d = up
          ? `M${f(x)} ${f(y + cell * 0.87)}L${f(x + cell / 2)} ${f(y)}L${f(x + cell)} ${f(y + cell * 0.87)}Z`
          : `M${f(x)} ${f(y)}L${f(x + cell)} ${f(y)}L${f(x + cell / 2)} ${f(y + cell * 0.87)}Z`
        return `<path d="${d}" fill="${tone(colours, i, j)}"/>`
      })
      break
    case 'diamonds':
      grid(cell, cell / 2, (i, j) => {
        const cx = (i + (j % 2 ? 0.5 : 0)) * cell
        const cy = (j * cell) / 2
        return `<path d="M${f(cx)} ${f(cy - cell / 2)}L${f(cx + cell / 2)} ${f(cy)}L${f(cx)} ${f(cy + cell / 2)}L${f(cx - cell / 2)} ${f(cy)}Z" fill="${tone(colours, i, j)}"/>`
      })
      break
  }
  return out
}

/** Five colours for a pattern: a harmonious run around a hue, light enough to sit behind a subject. */
export function patternColours(k: Kit, hue: number, light = true): string[] {
  return k.palette(5, hue, k.range(35, 70), light ? [62, 92] : [30, 70])
}
