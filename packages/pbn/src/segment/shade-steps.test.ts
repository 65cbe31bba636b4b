import { describe, expect, it } from 'vitest'
import { keepShadeSteps } from './shade-steps'

/** Two 4x4 cells side by side (8x4 px), left of shade `left`, right of shade `right` (OKLab L). */
function twoCells(left: number, right: number): { labels: Int32Array; lab: Float32Array } {
  const labels = new Int32Array(32)
  const lab = new Float32Array(32 * 3)
  for (let p = 0; p < 32; p++) {
    const isRight = p % 8 >= 4
    labels[p] = isRight ? 1 : 0
    lab.set([isRight ? right : left, 0, 0], p * 3)
  }
  return { labels, lab }
}

// Three greys: the middle one is nearest both cells below, the others lie either side.
const palette = new Float32Array([0.7, 0, 0, 0.6, 0, 0, 0.5, 0, 0])

describe('keepShadeSteps', () => {
  it('gives the cell the colour fits worse the next colour on its side of a step in shade', () => {
    const { labels, lab } = twoCells(0.57, 0.62)
    const colors = Int32Array.from([1, 1])
    expect(keepShadeSteps(labels, colors, lab, palette, 8, 4, { step: 1.2 })).toBe(1)
    // The darker cell was farther from the middle grey: it takes the darker grey.
    expect(Array.from(colors)).toEqual([2, 1])
  })

  it('leaves cells alike in shade one colour, so a flat area stays whole', () => {
    const { labels, lab } = twoCells(0.598, 0.602)
    const colors = Int32Array.from([1, 1])
    expect(keepShadeSteps(labels, colors, lab, palette, 8, 4, { step: 1.2 })).toBe(0)
    expect(Array.from(colors)).toEqual([1, 1])
  })

  it('keeps the colour when the next one on that side is no likeness of the cell', () => {
    const { labels, lab } = twoCells(0.59, 0.61)
    const colors = Int32Array.from([1, 1])
    // The next grey is 0.09 off the darker cell, nine times the 0.01 its own colour is.
    keepShadeSteps(labels, colors, lab, palette, 8, 4, { step: 1.2, reach: 3 })
    expect(Array.from(colors)).toEqual([1, 1])
  })
})
