import { PbnError } from './errors'
import { resolveStyle, type SvgStyleOption } from './svg-style'
import type { Label, Puzzle, Region } from './types'

export interface SvgOptions {
  /**
   * `'screen'` (default), `'print'`, or your own outline colour and width and number colour and
   * weight.
   */
  readonly style?: SvgStyleOption
}

/**
 * The puzzle as an SVG: one `<path>` per region (`data-region`, `data-color` 1-based, evenodd),
 * unfilled with thin outlines, and the numbers in a group of their own (a region's first number is
 * its `label`, then its `extraLabels`). The palette rides along in `data-palette` so `fromSvg`
 * gives the puzzle back whole.
 *
 * @example
 * const svg = toSvg(puzzle, { style: 'print' })
 */
export function toSvg(puzzle: Puzzle, options: SvgOptions = {}): string {
  const { width, height, palette, regions } = puzzle
  const style = resolveStyle(options.style)
  const stroke =
    style.outlineWidth ?? Math.max(0.5, Math.round((Math.max(width, height) / 1200) * 10) / 10)
  let out = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" data-palette="${palette.join(',')}">`
  out += `<g class="regions" fill="${style.fill}" stroke="${style.outlineColor}" stroke-width="${stroke}" stroke-linejoin="round" fill-rule="evenodd">`
  for (const r of regions) {
    out += `<path data-region="${r.id}" data-color="${r.color + 1}" data-area="${r.area}" d="${r.path}"/>`
  }
  const weight = style.numberWeight === undefined ? '' : ` font-weight="${style.numberWeight}"`
  out += `</g><g class="labels" fill="${style.numberColor}"${weight} font-family="system-ui,sans-serif" text-anchor="middle" dominant-baseline="central">`
  for (const r of regions) {
    for (const { x, y, size } of [r.label, ...(r.extraLabels ?? [])]) {
      out += `<text data-region="${r.id}" x="${x}" y="${y}" font-size="${size}">${r.color + 1}</text>`
    }
  }
  return `${out}</g></svg>`
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/**
 * Reads back an SVG made by `toSvg`, in any style.
 *
 * @example
 * const puzzle = fromSvg(svgText)
 */
export function fromSvg(svg: string): Puzzle {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0]
  const viewBox = root ? attr(root, 'viewBox')?.split(/\s+/).map(Number) : undefined
  const paletteAttr = root ? attr(root, 'data-palette') : undefined
  if (!root || !viewBox || viewBox.length !== 4 || paletteAttr === undefined) {
    throw new PbnError('invalid-image', 'This SVG is not a puzzle made by the engine.')
  }
  const width = viewBox[2] as number
  const height = viewBox[3] as number
  const palette = paletteAttr.split(',').filter(Boolean)
  const labels = new Map<number, Label[]>()
  for (const m of svg.matchAll(/<text\b[^>]*>/g)) {
    const id = Number(attr(m[0], 'data-region'))
    const list = labels.get(id) ?? []
    list.push({
      x: Number(attr(m[0], 'x')),
      y: Number(attr(m[0], 'y')),
      size: Number(attr(m[0], 'font-size')),
    })
    labels.set(id, list)
  }
  const regions: Region[] = []
  for (const m of svg.matchAll(/<path\b[^>]*>/g)) {
    const id = Number(attr(m[0], 'data-region'))
    const [label, ...extraLabels] = labels.get(id) ?? []
    if (!Number.isInteger(id) || !label)
      throw new PbnError('invalid-image', `Region ${id} has no label.`)
    regions.push({
      id,
      color: Number(attr(m[0], 'data-color')) - 1,
      area: Number(attr(m[0], 'data-area') ?? 0),
      path: attr(m[0], 'd') ?? '',
      label,
      ...(extraLabels.length > 0 ? { extraLabels } : {}),
    })
  }
  return { width, height, palette, regions }
}
