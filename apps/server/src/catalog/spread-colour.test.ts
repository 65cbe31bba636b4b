import { hexToRgb, puzzleFromIndexed, rgbToOklab } from '@huey/pbn'
import { describe, expect, it } from 'vitest'
import { indexArt } from './cut-art'
import { makePuzzle } from './make-puzzle'
import { MAX_COLOR_SHARE } from './picture'
import { recoloured, SHADE_DISTANCE, spreadColours } from './spread-colour'

// A wall with twelve windows of one colour: 12 of the 13 shapes are that colour.
const windows = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="#c8c8c8"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${30 + (i % 4) * 90}" y="${40 + Math.floor(i / 4) * 120}" width="50" height="70" fill="#6ca4ab"/>`).join('')}
</svg>`

const lab = (hex: string) => {
  const out = new Float32Array(3)
  rgbToOklab(...hexToRgb(hex), out, 0)
  return [...out]
}

describe('a drawing that repeats one shape', () => {
  it('deals the shapes to clearly different shades, so no colour owns more than a quarter', async () => {
    const made = await makePuzzle(windows, {
      size: 400,
      maxColors: 40,
      minArea: 100,
      maxColorShare: MAX_COLOR_SHARE,
    })
    // Every window is still its own region, as drawn.
    expect(made.regions).toBe(13)
    expect(made.largestColorShare).toBeLessThanOrEqual(MAX_COLOR_SHARE)
    const windowColours = made.colors.filter((c) => c !== '#c8c8c8')
    expect(windowColours).toContain('#6ca4ab')
    expect(windowColours.length).toBeGreaterThanOrEqual(4)
    for (const [i, a] of windowColours.entries())
      for (const b of windowColours.slice(i + 1)) {
        const q = lab(b)
        const d = Math.hypot(...lab(a).map((v, k) => v - (q[k] as number)))
        expect(d).toBeGreaterThanOrEqual(SHADE_DISTANCE - 0.005)
      }
  })

  it('recolours the cut without cutting it again: the same shapes and labels, lightest colour first', async () => {
    const cut = puzzleFromIndexed(await indexArt(windows, { size: 400, maxColors: 40 }), {
      minArea: 100,
    })
    const spread = spreadColours(cut.puzzle, cut.regionMap, MAX_COLOR_SHARE)
    if (!spread) throw new Error('The windows were not spread.')
    const { puzzle } = recoloured(cut, spread)
    expect(puzzle.regions.map((r) => [r.path, r.label])).toEqual(
      cut.puzzle.regions.map((r) => [r.path, r.label]),
    )
    expect(new Set(puzzle.regions.map((r) => r.color)).size).toBeGreaterThanOrEqual(5)
    const lightness = puzzle.palette.map((hex) => lab(hex)[0] as number)
    for (let i = 1; i < lightness.length; i++)
      expect(lightness[i]).toBeLessThanOrEqual(lightness[i - 1] as number)
  })
})
