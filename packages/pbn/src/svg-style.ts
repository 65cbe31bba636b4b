/** How a puzzle's SVG draws its outlines and numbers. */
export interface SvgStyle {
  /** Outline colour (any SVG colour). */
  readonly outlineColor: string
  /** Outline width in puzzle pixels; `undefined` scales with the puzzle (about 1 px per 1,200). */
  readonly outlineWidth?: number
  /** Colour of the numbers. */
  readonly numberColor: string
  /** Weight of the numbers' strokes (CSS font-weight, 100 to 900); `undefined` is the font's own. */
  readonly numberWeight?: number
  /** Fill of the unpainted regions. */
  readonly fill: string
}

export type SvgStyleName = 'screen' | 'print'

/**
 * The built-in styles. `screen`: pale grey outlines and numbers, which a painted colour covers.
 * `print`: dark thin outlines and dark, slightly heavier numbers, which read on paper and under a
 * coat of paint.
 *
 * @example
 * toSvg(puzzle, { style: { ...svgStyles.print, outlineWidth: 0.5 } })
 */
export const svgStyles: Readonly<Record<SvgStyleName, SvgStyle>> = {
  screen: { outlineColor: '#8a8797', numberColor: '#6b6878', fill: '#fff' },
  print: {
    outlineColor: '#2b2a30',
    outlineWidth: 0.5,
    numberColor: '#2b2a30',
    numberWeight: 600,
    fill: '#fff',
  },
}

/** A style by name, or a partial style over `screen`. */
export type SvgStyleOption = SvgStyleName | Partial<SvgStyle>

/**
 * The style an option names: a built-in by name, or the given colours and width over `screen`.
 *
 * @example
 * resolveStyle('print').numberColor // '#2b2a30'
 */
export function resolveStyle(option: SvgStyleOption | undefined): SvgStyle {
  if (option === undefined) return svgStyles.screen
  if (typeof option === 'string') return svgStyles[option]
  return { ...svgStyles.screen, ...option }
}
