import type { Puzzle } from '@huey/pbn'

/** A 20x10 puzzle of two 10 px squares, red then green: the smallest a screen can show and fill. */
export const twoSquares: Puzzle = {
  width: 20,
  height: 10,
  palette: ['#ff0000', '#00ff00'],
  regions: [
    { id: 1, color: 0, path: 'M0 0l10 0 0 10-10 0Z', label: { x: 5, y: 5, size: 4 }, area: 100 },
    { id: 2, color: 1, path: 'M10 0l10 0 0 10-10 0Z', label: { x: 15, y: 5, size: 4 }, area: 100 },
  ],
}
