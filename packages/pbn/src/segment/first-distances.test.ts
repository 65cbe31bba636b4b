import { describe, expect, it } from 'vitest'
import { components } from './components'
import { regionDistance } from './distance'
import { firstDistances } from './first-distances'
import type { PixelState } from './merges'
import { RegionGraph } from './region-graph'

const paletteLab = new Float32Array([0.9, 0, 0, 0.5, 0.1, 0, 0.2, 0, 0.1])

/** A 60 x 40 picture: a wide field (0), a 2 px strip across it (1) and a 12 px square (2). */
function picture(): PixelState & { graph: RegionGraph } {
  const width = 60
  const height = 40
  const indices = new Uint8Array(width * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      indices[y * width + x] =
        y === 30 || y === 31 ? 1 : x >= 40 && x < 52 && y >= 5 && y < 17 ? 2 : 0
  const cc = components(indices, width, height)
  const graph = new RegionGraph(cc.labels, cc.colors, cc.areas, paletteLab, width, height)
  return {
    graph,
    labels: cc.labels,
    width,
    height,
    distance: new Float32Array(width * height),
    stale: new Set(),
    grid: new Float32Array(width * height),
  }
}

describe('firstDistances', () => {
  it('measures the regions that might be thin exactly, and leaves wide ones for later', () => {
    const state = picture()
    const exact = regionDistance(state.labels, state.width, state.height)
    firstDistances(state.graph, state, 4)
    const strip = state.labels[30 * state.width] as number
    const field = state.labels[0] as number
    const square = state.labels[5 * state.width + 40] as number
    expect([...state.stale].sort()).toEqual([field, square].sort())
    let fieldMax = 0
    for (let p = 0; p < state.labels.length; p++) {
      const l = state.labels[p]
      // Measured exactly where a region might be thin; never above the truth where it is wide.
      if (l === strip) expect(state.distance[p]).toBe(exact[p])
      else expect(state.distance[p]).toBeLessThanOrEqual(exact[p] as number)
      if (l === field) fieldMax = Math.max(fieldMax, state.distance[p] as number)
    }
    // Enough to tell the field has room for a label: radius + 0.5 is not under the minimum.
    expect(fieldMax + 0.5).toBeGreaterThanOrEqual(4)
  })
})
