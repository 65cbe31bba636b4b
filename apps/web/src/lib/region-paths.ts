import type { Puzzle } from '@huey/pbn'

const cache = new WeakMap<Puzzle, ReadonlyMap<number, Path2D>>()

/** Each region's outline as a Path2D, parsed once per puzzle and shared by every drawing. */
export function regionPaths(puzzle: Puzzle): ReadonlyMap<number, Path2D> {
  let paths = cache.get(puzzle)
  if (!paths) {
    paths = new Map(puzzle.regions.map((r) => [r.id, new Path2D(r.path)]))
    cache.set(puzzle, paths)
  }
  return paths
}
