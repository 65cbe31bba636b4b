import { afterEach, describe, expect, it, vi } from 'vitest'
import { twoSquares } from '../test/two-squares'
import { lazyRegionPaths } from './region-path-cache'

afterEach(() => vi.unstubAllGlobals())

describe('lazyRegionPaths', () => {
  it('parses a region’s outline the first time it is asked for, once, and no other', () => {
    const parsed: string[] = []
    vi.stubGlobal(
      'Path2D',
      class {
        constructor(d: string) {
          parsed.push(d)
        }
      },
    )
    const puzzle = { ...twoSquares }
    const paths = lazyRegionPaths(puzzle)
    expect(parsed).toEqual([])
    const first = paths.get(2)
    expect(paths.get(2)).toBe(first)
    expect(parsed).toEqual([twoSquares.regions[1]?.path])
    expect(paths.get(99)).toBeUndefined()
    expect(lazyRegionPaths(puzzle)).toBe(paths)
  })
})
