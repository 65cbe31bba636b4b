import { describe, expect, it } from 'vitest'
import { medianColours } from './median-colours'

/** A 10x10 picture of one region: blue sky with a dark twig of `twig` pixels across it. */
function skyWithTwig(twig: number): Float32Array {
  const lab = new Float32Array(100 * 3)
  for (let p = 0; p < 100; p++) lab.set(p < twig ? [0.2, 0, 0] : [0.75, -0.03, -0.1], p * 3)
  return lab
}

describe('medianColours', () => {
  it('paints a sky with a twig across it sky blue, not the greyer mean of both', () => {
    const lab = skyWithTwig(15)
    const mean = new Float32Array([0.75 * 0.85 + 0.2 * 0.15, -0.03 * 0.85, -0.1 * 0.85])
    const palette = medianColours(new Int32Array(100), Int32Array.from([0]), lab, mean, 3)
    expect(palette[0]).toBeGreaterThan(0.74)
  })

  it('keeps a colour where it was when moving would make it a near-twin of another', () => {
    // Two regions: the sky's colour would move onto the other colour, a twin of sky blue.
    const lab = skyWithTwig(15)
    const labels = Int32Array.from({ length: 100 }, (_, p) => (p < 15 ? 0 : 1))
    for (let p = 0; p < 15; p++) lab.set([0.75, -0.03, -0.1], p * 3)
    const start = new Float32Array([0.755, -0.03, -0.1, 0.6, -0.03, -0.1])
    const palette = medianColours(labels, Int32Array.from([0, 1]), lab, start, 3)
    expect(Array.from(palette.subarray(3, 6))).toEqual(Array.from(start.subarray(3, 6)))
  })
})
