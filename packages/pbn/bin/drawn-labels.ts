// Whether numbers clear the outlines as drawn (simplified and smoothed), not only the pixel map:
// used by the CLI's stats and the engine's invariant tests.
import sharp from 'sharp'
import { type Label, type Puzzle, toSvg } from '../src/index'

/** The drawn outlines alone (screen style, no numbers): white, grey wherever a stroke passes. */
async function renderOutlines(puzzle: Puzzle): Promise<Buffer> {
  const svg = toSvg(puzzle).replace(/<g class="labels".*?<\/g>/, '')
  return sharp(Buffer.from(svg)).flatten({ background: '#fff' }).removeAlpha().raw().toBuffer()
}

/**
 * Labels whose box (digits 0.6 em wide, 1 em tall) holds a pixel that a drawn outline darkens,
 * or reaches past the picture.
 */
export async function labelsOnOutlines(puzzle: Puzzle): Promise<Label[]> {
  const outlines = await renderOutlines(puzzle)
  const touching: Label[] = []
  for (const r of puzzle.regions) {
    for (const l of [r.label, ...(r.extraLabels ?? [])]) {
      const hw = (String(r.color + 1).length * 0.6 * l.size) / 2
      const x0 = Math.ceil(l.x - hw)
      const x1 = Math.floor(l.x + hw)
      const y0 = Math.ceil(l.y - l.size / 2)
      const y1 = Math.floor(l.y + l.size / 2)
      let hit = x0 < 0 || y0 < 0 || x1 > puzzle.width || y1 > puzzle.height
      for (let y = y0; y < y1 && !hit; y++) {
        for (let x = x0; x < x1 && !hit; x++) {
          hit = (outlines[(y * puzzle.width + x) * 3] as number) < 250
        }
      }
      if (hit) touching.push(l)
    }
  }
  return touching
}
