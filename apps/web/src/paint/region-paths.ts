import type { Puzzle } from '@huey/pbn'
import { type Box, pathBox } from './hit-index'

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

const boxCache = new WeakMap<Puzzle, ReadonlyMap<number, Box>>()

/** Each region's bounding box in puzzle units, computed once per puzzle. */
export function regionBoxes(puzzle: Puzzle): ReadonlyMap<number, Box> {
  let boxes = boxCache.get(puzzle)
  if (!boxes) {
    boxes = new Map(puzzle.regions.map((r) => [r.id, pathBox(r.path)]))
    boxCache.set(puzzle, boxes)
  }
  return boxes
}
