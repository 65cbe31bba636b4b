/**
 * Colour-blind mode: every palette colour also gets a symbol of its own, shown on its swatch and on
 * its regions, so colours that look alike to someone stay apart. Twelve shapes, each filled,
 * outlined or outlined with a dot, make 36 symbols (the most colours a puzzle has).
 */

const polygon = (points: number, rotation = -Math.PI / 2, inner?: number): string => {
  const n = inner === undefined ? points : points * 2
  const xy: string[] = []
  for (let i = 0; i < n; i++) {
    const r = inner !== undefined && i % 2 === 1 ? inner : 1
    const a = rotation + (i / n) * Math.PI * 2
    xy.push(`${(Math.cos(a) * r).toFixed(3)} ${(Math.sin(a) * r).toFixed(3)}`)
  }
  return `M${xy.join('L')}Z`
}

/** The shapes as SVG path data in a box from -1 to 1, usable by an `<svg>` and by Path2D alike. */
const SHAPES: readonly string[] = [
  'M1 0A1 1 0 1 1 -1 0A1 1 0 1 1 1 0Z',
  'M-0.85 -0.85H0.85V0.85H-0.85Z',
  polygon(3),
  polygon(4),
  polygon(5, -Math.PI / 2, 0.45),
  'M-0.32 -1H0.32V-0.32H1V0.32H0.32V1H-0.32V0.32H-1V-0.32H-0.32Z',
  polygon(6, 0),
  polygon(3, Math.PI / 2),
  polygon(5),
  'M-1 -0.55L-0.55 -1L0 -0.45L0.55 -1L1 -0.55L0.45 0L1 0.55L0.55 1L0 0.45L-0.55 1L-1 0.55L-0.45 0Z',
  'M-1 -0.9L1 0.9V-0.9L-1 0.9Z',
  'M-1 0.35A1 1 0 0 1 1 0.35Z',
]

export type SymbolStyle = 'filled' | 'outline' | 'dot'

export interface ColourSymbol {
  /** SVG path data, -1 to 1 on both axes. */
  readonly path: string
  readonly style: SymbolStyle
}

const STYLES: readonly SymbolStyle[] = ['filled', 'outline', 'dot']

/** The symbol of a palette colour (0-based index); the first twelve are the solid shapes. */
export function colourSymbol(index: number): ColourSymbol {
  const i = Math.max(0, Math.floor(index))
  return {
    path: SHAPES[i % SHAPES.length] as string,
    style: STYLES[Math.floor(i / SHAPES.length) % STYLES.length] as SymbolStyle,
  }
}

/** The centre dot of a `dot` symbol, in the same box. */
export const SYMBOL_DOT = 'M0.3 0A0.3 0.3 0 1 1 -0.3 0A0.3 0.3 0 1 1 0.3 0Z'
