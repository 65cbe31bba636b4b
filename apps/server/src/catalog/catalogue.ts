import { styles } from '@huey/art'
import { type CatalogEntry, planCatalogue } from './entries'
import { type EntryWords, entryWords } from './entry-words'
import type { NewImage } from './repository'

interface Planned {
  readonly entries: readonly CatalogEntry[]
  readonly byId: ReadonlyMap<string, CatalogEntry>
  readonly words: ReadonlyMap<string, EntryWords>
}
let planned: Planned | undefined

/** The catalogue planned from @huey/art's styles: the same on every server, built once. */
function catalogue(): Planned {
  if (planned) return planned
  const entries = planCatalogue(styles)
  planned = {
    entries,
    byId: new Map(entries.map((e) => [e.id, e])),
    words: entryWords(entries),
  }
  return planned
}

/** Every catalogue picture, in the order the catalogue grows (CATALOG_SIZE keeps the first). */
export const catalogEntries = (): readonly CatalogEntry[] => catalogue().entries

export const entryById = (id: string): CatalogEntry | undefined => catalogue().byId.get(id)

/** The gallery's categories in the order its chips show: each style's, then the two shelves. */
export function catalogCategories(): { id: string; name: string }[] {
  const ids = [...new Set([...styles.map((s) => s.category), 'kids', 'adults'])]
  return ids.map((id) => ({ id, name: id }))
}

/** A picture's row as the gallery lists it before it is made (its puzzle and thumbnails later). */
export function listedRow(entry: CatalogEntry): NewImage {
  const words = catalogue().words.get(entry.id)
  if (!words) throw new Error(`No words for ${entry.id}.`)
  return {
    id: entry.id,
    title: words.titles['en-US'],
    titles: words.titles,
    words: words.words,
    categories: [...entry.shelves],
    tags: [...entry.keys],
    date: entry.date,
    premium: entry.premium,
    difficulty: entry.difficulty,
    position: entry.position,
  }
}
