import type { SettingKind } from './backgrounds'
import { type Detail, mandala, portrait, scene, tiles } from './compose'
import { type Kit, kit } from './kit'
import { type PatternKind, patternKinds, patternNames } from './patterns'
import type { Subject } from './subjects'
import * as s from './subjects'

/** The catalogue's categories, in the order the gallery shows them. */
const categoryIds = [
  'animals',
  'birds',
  'ocean',
  'flowers',
  'garden',
  'food',
  'vehicles',
  'cities',
  'space',
  'fantasy',
  'mandalas',
  'patterns',
  'seasons',
] as const
/** A category is named by its id with a capital, unless a longer name says more. */
const longerNames: { readonly [id in (typeof categoryIds)[number]]?: string } = {
  cities: 'Buildings & Cities',
}
export const catalogCategories = categoryIds.map((id) => ({
  id,
  name: longerNames[id] ?? id.charAt(0).toUpperCase() + id.slice(1),
}))
export type CategoryId = (typeof categoryIds)[number]

/** A picture of the catalogue before it is drawn: what it shows and how to draw it. */
export interface Artwork {
  readonly title: string
  readonly tags: readonly string[]
  readonly detail: Detail
  readonly draw: (k: Kit) => string
}

const where: Record<SettingKind, string> = {
  meadow: 'in a Meadow',
  savanna: 'on the Savanna',
  forest: 'by the Forest',
  snow: 'in the Snow',
  sea: 'under the Sea',
  beach: 'on the Beach',
  sky: 'in the Sky',
  space: 'in Space',
  garden: 'in the Garden',
  table: 'on the Table',
  street: 'on a City Street',
  night: 'under the Stars',
}

const details: readonly Detail[] = ['low', 'mid', 'high']
const unique = (subjects: readonly Subject[]) =>
  subjects.filter((x, i) => subjects.findIndex((y) => y.name === x.name) === i)

export const names = (subjects: readonly Subject[]) =>
  subjects.length === 1
    ? (subjects[0] as Subject).name
    : `${subjects
        .slice(0, -1)
        .map((x) => x.name)
        .join(', ')} and ${(subjects[subjects.length - 1] as Subject).name}`
const tagsOf = (subjects: readonly Subject[], more: readonly string[] = []) => [
  ...new Set([...subjects.flatMap((x) => x.tags), ...more]),
]

/** One portrait per subject, each on its own pattern. */
function portraits(subjects: readonly Subject[], offset = 0): Artwork[] {
  return unique(subjects).map((subject, i) => {
    const kind = patternKinds[(i + offset) % patternKinds.length] as PatternKind
    return {
      title: `${subject.name} on ${patternNames[kind]}`,
      tags: tagsOf([subject], ['portrait', patternNames[kind].toLowerCase()]),
      detail: details[(i + offset) % 3] as Detail,
      draw: (k) => portrait(k, subject.ref, kind, details[(i + offset) % 3] as Detail),
    }
  })
}

/**
 * `count` scenes in `settings` (taken in turn), each with `per` subjects from the pool, in an
 * order fixed by the category's seed so each scene has its own company.
 */
function scenes(
  pool: readonly Subject[],
  settings: readonly SettingKind[],
  count: number,
  per: number,
  seed: number,
  extras: readonly Subject[] = [],
): Artwork[] {
  // Heads alone stand in no scene: they would float above the ground.
  const bodies = unique(pool.filter((x) => !x.head))
  const order = kit(seed).sample(bodies, bodies.length)
  const out: Artwork[] = []
  const seen = new Set<string>()
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const cast = Array.from(
      { length: per },
      (_, j) => order[(i * per + j + Math.floor(i / order.length)) % order.length] as Subject,
    )
    const where_ = settings[i % settings.length] as SettingKind
    const title = `${names(unique(cast))} ${where[where_]}`
    if (unique(cast).length < Math.min(per, 2) || seen.has(title)) continue
    seen.add(title)
    const detail = details[out.length % 3] as Detail
    const filler = extras.length > 0 ? kit(seed + i).sample(extras, detail === 'high' ? 3 : 1) : []
    out.push({
      title,
      tags: tagsOf(cast, ['scene', where_]),
      detail,
      draw: (k) => scene(k, where_, [...cast, ...filler], detail),
    })
  }
  return out
}

function mandalas(motifs: readonly Subject[]): Artwork[] {
  const plain = ['Sunburst', 'Lotus Petal', 'Star Bloom', 'Kaleidoscope', 'Rosette', 'Compass Rose']
  return [
    ...plain.map((name, i) => ({
      title: `${name} Mandala`,
      tags: ['mandala', 'pattern', ...name.toLowerCase().split(' ')],
      detail: details[i % 3] as Detail,
      draw: (k: Kit) => mandala(k, undefined, details[i % 3] as Detail),
    })),
    ...unique(motifs).map((m, i) => ({
      title: `${m.name} Mandala`,
      tags: tagsOf([m], ['mandala', 'pattern']),
      detail: details[(i + 1) % 3] as Detail,
      draw: (k: Kit) => mandala(k, m.ref, details[(i + 1) % 3] as Detail),
    })),
  ]
}

/**
 * Wallpapers are half busy: a hundred small drawings on a pattern is where the catalogue's hard
 * pictures get their detail from drawings rather than from a background cut small.
 */
const wallpaperDetails: readonly Detail[] = ['low', 'high', 'mid', 'high']

function wallpapers(pairs: readonly (readonly [Subject, Subject])[]): Artwork[] {
  return pairs.map(([a, b], i) => {
    const kind = patternKinds[(i * 3) % patternKinds.length] as PatternKind
    const detail = wallpaperDetails[i % wallpaperDetails.length] as Detail
    return {
      title: `${a.name} and ${b.name} on ${patternNames[kind]}`,
      tags: tagsOf([a, b], ['pattern', 'tiles', patternNames[kind].toLowerCase()]),
      detail,
      draw: (k: Kit) => tiles(k, [a.ref, b.ref], kind, detail),
    }
  })
}

const pairsOf = (items: readonly Subject[], n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      [items[(2 * i) % items.length], items[(2 * i + 1) % items.length]] as [Subject, Subject],
  )

/** Every category's artworks, in a fixed order. */
export function artworksByCategory(): Record<CategoryId, Artwork[]> {
  return {
    animals: [
      ...portraits(s.animals.slice(0, 30)),
      ...scenes(s.woodland, ['forest', 'meadow', 'snow'], 5, 3, 11),
      ...scenes(s.savanna, ['savanna'], 4, 3, 12),
      ...scenes(s.farm, ['meadow'], 4, 3, 13),
    ],
    birds: [
      ...portraits([...s.groundBirds, ...s.flyingBirds], 2),
      ...scenes(
        [...s.groundBirds, ...s.flyingBirds],
        ['meadow', 'beach', 'snow', 'garden'],
        14,
        3,
        21,
      ),
    ],
    ocean: [...portraits(s.sea, 4), ...scenes(s.sea, ['sea'], 16, 4, 31)],
    flowers: [
      ...portraits(s.flowers, 1),
      ...scenes(s.flowers, ['meadow', 'garden'], 10, 4, 41),
      ...wallpapers(pairsOf(s.flowers, 8)),
    ],
    garden: [
      ...portraits(s.gardenLife, 5),
      ...portraits(s.gardenPlants.slice(0, 6), 8),
      ...scenes(
        [...s.gardenLife, ...s.flowers.slice(0, 6)],
        ['garden', 'meadow'],
        16,
        3,
        51,
        s.gardenPlants,
      ),
    ],
    food: [
      ...portraits([...s.fruit.slice(0, 12), ...s.treats.slice(0, 12)], 3),
      ...scenes([...s.fruit, ...s.vegetables, ...s.treats], ['table'], 12, 3, 61),
    ],
    vehicles: [
      ...portraits([...s.roadVehicles, ...s.aircraft.slice(0, 4)], 6),
      ...scenes(s.roadVehicles, ['street'], 6, 2, 71),
      ...scenes([...s.aircraft, ...s.flyingBirds.slice(0, 2)], ['sky'], 5, 3, 72),
    ],
    cities: [
      ...portraits(s.buildings, 7),
      ...scenes(s.buildings, ['street', 'meadow', 'night'], 10, 3, 81),
    ],
    space: [...portraits(s.spaceThings, 9), ...scenes(s.spaceThings, ['space'], 16, 4, 91)],
    fantasy: [
      ...portraits(s.fantasy, 2),
      ...scenes(s.fantasy, ['meadow', 'night', 'forest'], 12, 3, 101),
    ],
    mandalas: mandalas([
      ...s.flowers.slice(0, 8),
      ...s.fruit.slice(0, 6),
      ...s.gardenLife.slice(0, 6),
      ...s.spaceThings.slice(4, 12),
    ]),
    patterns: wallpapers(
      pairsOf([...s.fruit, ...s.treats, ...s.sea, ...s.gardenLife, ...s.animals.slice(0, 10)], 34),
    ),
    seasons: [
      ...scenes(s.winter, ['snow', 'night'], 8, 3, 111),
      ...scenes(s.autumn, ['forest', 'meadow', 'night'], 6, 3, 112),
      ...scenes(s.spring, ['meadow', 'garden'], 6, 3, 113),
      ...scenes(s.summer, ['beach', 'night'], 6, 3, 114),
      ...scenes(s.newYear, ['night', 'street'], 4, 3, 115),
      ...portraits(
        [
          ...s.winter.slice(0, 3),
          ...s.winter.filter((x) => x.head),
          ...s.autumn.slice(0, 2),
          ...s.newYear.slice(2, 4),
        ],
        3,
      ),
    ],
  }
}
