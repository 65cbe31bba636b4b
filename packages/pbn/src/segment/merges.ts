import { updateRegionDistances } from './distance'
import { MinHeap } from './heap'
import type { RegionGraph } from './region-graph'

/**
 * Merges regions for which `tooSmall` holds, smallest first, until none is left; with `state`,
 * the pixels and distances follow.
 */
export function mergeSmallest(
  graph: RegionGraph,
  tooSmall: (root: number) => boolean,
  state?: PixelState,
): void {
  const grown: number[] = []
  const heap = new MinHeap()
  for (let r = 0; r < graph.parent.length; r++) {
    if (graph.parent[r] === r && tooSmall(r)) heap.push(graph.areas[r] as number, r)
  }
  while (heap.size > 0) {
    const r = heap.pop()
    if (graph.parent[r] !== r || !tooSmall(r)) continue
    if (!graph.mergeAway(r)) continue
    grown.push(r)
    const into = graph.find(r)
    // A merge can bring two regions of one colour side by side: they become one.
    graph.absorbSameColour(into)
    if (tooSmall(into)) heap.push(graph.areas[into] as number, into)
  }
  if (state) refreshDistance(graph, grown, state)
}

export interface PixelState {
  /** Root of every pixel's region, kept up to date after each batch of merges. */
  readonly labels: Int32Array
  readonly width: number
  readonly height: number
  /**
   * Distance of every pixel to its region's edge: exact, except in the `stale` regions, where it
   * is a lower bound until `settleDistance` measures them again.
   */
  readonly distance: Float32Array
  /**
   * Roots grown by merges since their distances were measured. A merge only takes edges away, so
   * no pixel of the grown region comes closer to one: the old distances stay lower bounds, and a
   * region that was wide enough for a label still is. Measuring waits until a number is needed.
   */
  readonly stale: Set<number>
  /** A picture-sized scratch grid for distance updates. */
  readonly grid: Float32Array
}

/**
 * Merges every region whose widest inscribed circle is narrower than `minRadius` (no label fits),
 * thinnest first, in rounds: a merge can leave the grown region thin still. Only a grown region
 * that looks thin on its old distances is measured again before the next round.
 */
export function mergeThin(
  graph: RegionGraph,
  state: PixelState,
  minRadius: number,
  onRound: (round: number) => void,
): void {
  const radius = new Float32Array(graph.parent.length)
  for (let round = 0; round < 24; round++) {
    let thin = thinRoots(graph, state, radius, minRadius)
    const unsure = thin.filter((r) => state.stale.has(r))
    if (unsure.length > 0) {
      settleDistance(graph, state, unsure)
      thin = thinRoots(graph, state, radius, minRadius)
    }
    if (thin.length === 0) break
    thin.sort(
      (a, b) =>
        (radius[a] as number) - (radius[b] as number) ||
        (graph.areas[a] as number) - (graph.areas[b] as number),
    )
    const grown: number[] = []
    for (const r of thin) if (graph.parent[r] === r && graph.mergeAway(r)) grown.push(r)
    refreshDistance(graph, grown, state)
    onRound(round)
  }
}

/** The roots whose widest inscribed circle (into `radius`, by root) is narrower than `minRadius`. */
function thinRoots(
  graph: RegionGraph,
  state: PixelState,
  radius: Float32Array,
  minRadius: number,
): number[] {
  const { labels, distance } = state
  radius.fill(0)
  for (let p = 0; p < labels.length; p++) {
    const l = labels[p] as number
    if ((distance[p] as number) > (radius[l] as number)) radius[l] = distance[p] as number
  }
  const thin: number[] = []
  for (let r = 0; r < graph.parent.length; r++) {
    if (graph.parent[r] === r && (radius[r] as number) + 0.5 < minRadius) thin.push(r)
  }
  return thin
}

/** Merges the smallest regions until at most `max` are left. */
export function mergeSurplus(graph: RegionGraph, state: PixelState, max: number): void {
  if (graph.alive <= max) return
  const heap = new MinHeap()
  for (let r = 0; r < graph.parent.length; r++) {
    if (graph.parent[r] === r) heap.push(graph.areas[r] as number, r)
  }
  const grown: number[] = []
  while (graph.alive > max && heap.size > 0) {
    const r = heap.pop()
    if (graph.parent[r] !== r) continue
    if (graph.mergeAway(r)) grown.push(r)
    const into = graph.find(r)
    graph.absorbSameColour(into)
    heap.push(graph.areas[into] as number, into)
  }
  refreshDistance(graph, grown, state)
}

/**
 * After merges: relabels pixels with their regions' roots and marks the regions that grew as stale
 * (see `PixelState`). Other regions' distances do not change, as their edges stay.
 */
export function refreshDistance(
  graph: RegionGraph,
  merged: readonly number[],
  state: PixelState,
): void {
  if (merged.length === 0) return
  graph.rootLabels(state.labels)
  const roots = [...state.stale, ...merged].map((r) => graph.find(r))
  state.stale.clear()
  for (const r of roots) state.stale.add(r)
}

/** Measures the distances of the given stale roots again (all of them by default), exactly. */
export function settleDistance(
  graph: RegionGraph,
  state: PixelState,
  roots: readonly number[] = [...state.stale],
): void {
  if (roots.length === 0) return
  const { labels, width, height, distance, grid } = state
  updateRegionDistances(labels, width, height, distance, new Set(roots), grid, graph.areas)
  for (const r of roots) state.stale.delete(graph.find(r))
}
