import type { Puzzle } from '@huey/pbn'

/** Region outlines by region id, as the renderer and hit tests ask for them. */
export interface RegionPaths {
  get(id: number): Path2D | undefined
}

const cache = new WeakMap<Puzzle, RegionPaths>()

/**
 * Each region's Path2D, parsed the first time it is asked for and kept: a big puzzle that opens
 * on part of itself parses only the regions of its first frame, the rest as they are drawn.
 */
export function lazyRegionPaths(puzzle: Puzzle): RegionPaths {
  let paths = cache.get(puzzle)
  if (!paths) {
    const source = new Map(puzzle.regions.map((r) => [r.id, r.path]))
    const made = new Map<number, Path2D>()
    paths = {
      get(id) {
        let path = made.get(id)
        if (!path) {
          const d = source.get(id)
          if (d === undefined) return undefined
          path = new Path2D(d)
          made.set(id, path)
        }
        return path
      },
    }
    cache.set(puzzle, paths)
  }
  return paths
}
