import { type Puzzle, toSvg } from '@huey/pbn'

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

/** The two squares as the catalogue's GET /images/sun answers them. */
export const sunDetail = {
  _id: 'sun',
  title: 'Sun',
  categories: ['sky'],
  date: '2026-01-01',
  premium: false,
  difficulty: 'easy',
  regions: 2,
  svgData: toSvg(twoSquares),
  colors: twoSquares.palette,
} as const

/** The two squares as one's own photo puzzle, as GET /works/puzzles/own-beach answers it. */
export const ownBeach = {
  imageId: 'own-beach',
  title: 'Beach',
  difficulty: 'easy',
  regions: 2,
  createdAt: '2026-11-01T09:00:00.000Z',
  svgData: toSvg(twoSquares),
  colors: twoSquares.palette,
  thumbnail: 'data:image/png;base64,AAAA',
} as const
