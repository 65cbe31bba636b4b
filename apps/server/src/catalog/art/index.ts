import { flowers } from './flowers'
import { geometric } from './geometric'
import { type Kit, kit } from './kit'
import { landscape } from './landscape'
import { mandala } from './mandala'
import { ocean } from './ocean'
import { space } from './space'

export interface ArtCategory {
  readonly id: string
  readonly name: string
  readonly draw: (k: Kit) => string
  readonly titles: readonly string[]
}

/** The catalogue's own artwork: seeded generators, one per category. */
export const artCategories: readonly ArtCategory[] = [
  {
    id: 'mandalas',
    name: 'Mandalas',
    draw: mandala,
    titles: ['Lotus', 'Sunburst', 'Kaleidoscope', 'Rosette', 'Star Bloom'],
  },
  {
    id: 'landscapes',
    name: 'Landscapes',
    draw: landscape,
    titles: ['Rolling Hills', 'Quiet Valley', 'Pine Ridge', 'Evening Fields', 'Far Mountains'],
  },
  {
    id: 'flowers',
    name: 'Flowers',
    draw: flowers,
    titles: ['Meadow', 'Daisies', 'Spring Garden', 'Wildflowers', 'Sunny Patch'],
  },
  {
    id: 'ocean',
    name: 'Ocean',
    draw: ocean,
    titles: ['Coral Reef', 'Deep Blue', 'Fish Parade', 'Lagoon', 'Tide Pool'],
  },
  {
    id: 'space',
    name: 'Space',
    draw: space,
    titles: ['Ringed Planet', 'Starfield', 'Moons', 'Nebula Night', 'Orbit'],
  },
  {
    id: 'geometric',
    name: 'Geometric',
    draw: geometric,
    titles: ['Tiles', 'Patchwork', 'Bauhaus', 'Quilt', 'Mosaic'],
  },
]

/** One picture: the category's generator with this seed. */
export function drawArt(category: ArtCategory, seed: number): string {
  return category.draw(kit(seed))
}
