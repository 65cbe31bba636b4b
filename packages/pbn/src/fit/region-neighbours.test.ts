import { describe, expect, it } from 'vitest'
import { regionNeighbours } from './region-neighbours'

describe('regionNeighbours', () => {
  it('lists each region that shares an edge once, and not one that meets only at a corner', () => {
    // 0 0 1
    // 0 2 1
    // 3 3 1    (2 touches 0, 1 and 3; 0 and 3 meet along one edge; 0 and 1 along two)
    const labels = Int32Array.from([0, 0, 1, 0, 2, 1, 3, 3, 1])
    const { start, list } = regionNeighbours(labels, 4, 3)
    const of = (r: number) => [...list.subarray(start[r], start[r + 1])].sort()
    expect(of(0)).toEqual([1, 2, 3])
    expect(of(1)).toEqual([0, 2, 3])
    expect(of(2)).toEqual([0, 1, 3])
    expect(of(3)).toEqual([0, 1, 2])
  })

  it('finds no neighbours in a picture of one region', () => {
    const { start, list } = regionNeighbours(new Int32Array(12), 1, 4)
    expect([...start]).toEqual([0, 0])
    expect(list.length).toBe(0)
  })
})
