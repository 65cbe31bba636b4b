import { describe, expect, it } from 'vitest'
import { fitRegionColours } from './region-colours'
import { RegionGraph } from './region-graph'

/**
 * The region graph of a 30x10 picture of three regions side by side, 10 px wide each, with the
 * picture's colours and the palette places given, its means taken.
 */
function threeRegions(colours: [number, number, number][], regionColors: number[]): RegionGraph {
  const labels = Int32Array.from({ length: 300 }, (_, p) => Math.floor((p % 30) / 10))
  const lab = new Float32Array(300 * 3)
  for (let p = 0; p < 300; p++) lab.set(colours[labels[p] as number] as number[], p * 3)
  const areas = Int32Array.from([100, 100, 100])
  const graph = new RegionGraph(
    labels,
    Int32Array.from(regionColors),
    areas,
    new Float32Array(6),
    30,
    10,
  )
  graph.trackMeans(lab)
  return graph
}

const grey: [number, number, number] = [0.6, 0, 0]
const green: [number, number, number] = [0.6, -0.15, 0.1]
const white: [number, number, number] = [0.95, 0, 0]

describe('fitRegionColours', () => {
  it('gives a free palette place to the region its colour fits worst', () => {
    // Regions 0 and 2 grey, the middle one green; the palette has grey and a free place (NaN).
    const graph = threeRegions([grey, green, grey], [0, 0, 0])
    const palette = new Float32Array([...grey, Number.NaN, Number.NaN, Number.NaN])
    const fitted = fitRegionColours(graph, palette, 3)
    expect([...graph.colors]).toEqual([0, 1, 0])
    expect([...fitted.subarray(3, 6)].map((v) => Math.round(v * 100) / 100)).toEqual(green)
  })

  it('recolours a region with the nearer palette colour unless a neighbour has it', () => {
    // All three regions are white in the picture but painted grey; white is in the palette.
    const graph = threeRegions([white, white, white], [0, 1, 0])
    fitRegionColours(graph, new Float32Array([...grey, ...white]), 3)
    // The middle one already is white, so its neighbours keep grey rather than meet it in white.
    expect([...graph.colors]).toEqual([0, 1, 0])
    const again = threeRegions([white, white, white], [0, 0, 0])
    fitRegionColours(again, new Float32Array([...grey, ...white]), 3)
    expect([...again.colors]).toEqual([1, 0, 1])
  })
})
