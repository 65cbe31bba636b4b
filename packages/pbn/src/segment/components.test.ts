import { describe, expect, it } from 'vitest'
import { components, dissolveSpecks } from './components'

// Palette: 0 light, 1 dark, 2 a mid grey only the specks have.
const paletteLab = new Float32Array([0.9, 0, 0, 0.2, 0, 0, 0.55, 0, 0])

/** 20x10: light left half, dark right half, and a one-pixel column of mid grey on the seam. */
function seam(): { indices: Uint8Array; width: number; height: number } {
  const width = 20
  const height = 10
  const indices = new Uint8Array(width * height)
  for (let p = 0; p < indices.length; p++) {
    const x = p % width
    indices[p] = x === 10 ? 2 : x < 10 ? 0 : 1
  }
  return { indices, width, height }
}

describe('dissolveSpecks', () => {
  it('gives a speck on a border to the side whose colour it looks like', () => {
    const { indices, width, height } = seam()
    // The photo under the seam is dark: the column belongs with the right half.
    const lab = new Float32Array(width * height * 3)
    for (let p = 0; p < width * height; p++) lab[p * 3] = p % width < 10 ? 0.9 : 0.25
    const cc = components(indices, width, height)
    expect(dissolveSpecks(indices, cc, width, 12, undefined, { lab, paletteLab })).toBe(true)
    for (let y = 0; y < height; y++) expect(indices[y * width + 10]).toBe(1)
  })

  it('leaves no speck behind and touches nothing else', () => {
    const { indices, width, height } = seam()
    const before = indices.slice()
    const cc = components(indices, width, height)
    dissolveSpecks(indices, cc, width, 12)
    for (let p = 0; p < indices.length; p++) {
      if (p % width === 10) expect([0, 1]).toContain(indices[p])
      else expect(indices[p]).toBe(before[p])
    }
  })
})
