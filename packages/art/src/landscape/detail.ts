import type { Difficulty } from '../types'

/** How much a landscape draws at each difficulty: more bands and facets, more and finer trees. */
export interface LandscapeDetail {
  readonly ridges: number
  readonly facets: number
  readonly trees: number
  readonly tiers: number
  readonly ripples: number
  readonly clouds: number
  readonly cloudBands: number
  readonly lobes: number
  readonly stars: number
  readonly rocks: number
  readonly tufts: number
  /** Facet size of land and rock, in picture units. */
  readonly cell: number
}

export const landscapeDetail: Record<Difficulty, LandscapeDetail> = {
  easy: {
    ridges: 2,
    facets: 1,
    trees: 6,
    tiers: 2,
    ripples: 4,
    clouds: 2,
    cloudBands: 2,
    lobes: 1,
    stars: 4,
    rocks: 2,
    tufts: 0,
    cell: 110,
  },
  medium: {
    ridges: 3,
    facets: 2,
    trees: 30,
    tiers: 4,
    ripples: 14,
    clouds: 3,
    cloudBands: 3,
    lobes: 3,
    stars: 8,
    rocks: 5,
    tufts: 8,
    cell: 48,
  },
  hard: {
    ridges: 5,
    facets: 3,
    trees: 40,
    tiers: 6,
    ripples: 30,
    clouds: 4,
    cloudBands: 4,
    lobes: 5,
    stars: 16,
    rocks: 12,
    tufts: 30,
    cell: 22,
  },
}
