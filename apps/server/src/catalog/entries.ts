import {
  type Artwork,
  artworksByCategory,
  type CategoryId,
  catalogCategories,
} from './art/catalogue'
import { kit } from './art/kit'

/** A catalogue picture: everything the gallery lists, and how to draw it. */
export interface CatalogEntry {
  readonly id: string
  readonly title: string
  readonly category: CategoryId
  readonly tags: readonly string[]
  readonly artwork: Artwork
  readonly seed: number
  readonly premium: boolean
  /**
   * Publication day, fixed so two seeds agree: four pictures a day back from the release day, the
   * gallery's first page newest (the app badges pictures of the last two weeks as new).
   */
  readonly date: string
  readonly position: number
}

const release = Date.UTC(2026, 10, 20)
const DAY = 86_400_000

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

let built: CatalogEntry[] | undefined

/**
 * The whole catalogue in gallery order: the categories taken in turn, so any page shows a mix.
 * Ids come from category and title, so two servers seeding at once agree on every row.
 */
export function catalogEntries(): readonly CatalogEntry[] {
  if (built) return built
  const byCategory = artworksByCategory()
  const queues = catalogCategories.map((c) => ({ id: c.id, items: [...byCategory[c.id]] }))
  const titles = new Set<string>()
  const out: CatalogEntry[] = []
  const count = queues.reduce((n, q) => n + q.items.length, 0)
  for (let round = 0; out.length < count && round < count; round++) {
    for (const q of queues) {
      const artwork = q.items[round]
      if (!artwork || titles.has(artwork.title)) continue
      titles.add(artwork.title)
      const position = out.length
      out.push({
        id: `${q.id}-${slug(artwork.title)}`,
        title: artwork.title,
        category: q.id,
        tags: artwork.tags,
        artwork,
        seed: 1000 + position,
        premium: position % 4 === 3,
        date: new Date(release - Math.floor(position / 4) * DAY).toISOString().slice(0, 10),
        position,
      })
    }
  }
  built = out
  return out
}

/** The picture's drawing: its composer with its own seed. */
export const drawEntry = (entry: CatalogEntry) => entry.artwork.draw(kit(entry.seed))
