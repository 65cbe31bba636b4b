import { describe, expect, it } from 'vitest'
import { rgbToCielab } from '../delta-e'
import { tallyRegions } from './pixel-tally'

describe('tallyRegions', () => {
  it("counts every pixel once, in its own region's bins, at their mean colour", () => {
    // 4x2: region 0 is the left half (two near reds, one bin, and a blue), region 1 the right.
    const labels = Int32Array.from([0, 0, 1, 1, 0, 0, 1, 1])
    const colours = [
      [200, 40, 40],
      [202, 42, 40],
      [10, 10, 10],
      [10, 10, 10],
      [40, 40, 200],
      [200, 40, 40],
      [10, 10, 10],
      [250, 250, 250],
    ]
    const data = new Uint8ClampedArray(colours.flatMap((c) => [...c, 255]))
    const tally = tallyRegions(labels, Int32Array.from([4, 4]), 2, data, new ArrayBuffer(8 * 12))
    expect([...tally.start]).toEqual([0, 2, 4])
    expect([...tally.pixels]).toEqual([3, 1, 3, 1])
    const entry = (e: number) => [...tally.lab.subarray(e * 3, e * 3 + 3)]
    // The reds' mean, (200.7, 40.7, 40) to the nearest bytes.
    expect(entry(0)).toEqual(rgbToCielab(201, 41, 40).map(Math.fround))
    expect(entry(1)).toEqual(rgbToCielab(40, 40, 200).map(Math.fround))
    expect(entry(2)).toEqual(rgbToCielab(10, 10, 10).map(Math.fround))
  })
})
