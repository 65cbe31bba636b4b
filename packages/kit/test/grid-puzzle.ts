import type { Puzzle, Region } from '@huey/pbn'
import { kitSettings } from '../src/plan'

/**
 * A puzzle of `cols` x `rows` square regions of `cell` px, numbered along the palette in turn,
 * each labelled at its centre: a picture whose every area and number position is known.
 */
export function gridPuzzle(
  cols: number,
  rows: number,
  cell: number,
  palette: readonly string[],
): Puzzle {
  const regions: Region[] = []
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const id = regions.length + 1
      const x = col * cell
      const y = row * cell
      regions.push({
        id,
        color: (id - 1) % palette.length,
        path: `M${x} ${y}l${cell} 0 0 ${cell} ${-cell} 0Z`,
        label: { x: x + cell / 2, y: y + cell / 2, size: cell / 3 },
        area: cell * cell,
      })
    }
  }
  return { width: cols * cell, height: rows * cell, palette, regions }
}

/** The settings most tests want: A4 sheets and the 12-tube acrylic set, at a canvas size. */
export const a4Acrylic = (size: string, mode: 'mix' | 'restrict' = 'mix') =>
  kitSettings({ size, paper: 'a4', paints: 'acrylic-12', mode })
