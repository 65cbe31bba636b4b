import type { Language } from '@huey/contracts'
import { thumbnailsOf } from './first-pictures'
import type { ImageListRow } from './repository'

type Row = Omit<ImageListRow, 'thumbnail2x'> & { thumbnail2x?: boolean }

/**
 * A picture as the gallery lists it, in the reader's language: its title and its search words.
 * A picture listed but not made yet counts 0 regions (its card shows no progress: nobody has
 * painted it, and opening it makes it).
 */
export function summaryIn(language: Language, row: Row, premium = row.premium) {
  // Every listed picture has thumbnails: drawn on first asking when the seeder has not yet.
  const { thumbnail, thumbnail2x } = thumbnailsOf(row.id, true)
  return {
    _id: row.id,
    title: row.titles[language] ?? row.title,
    categories: row.categories,
    date: row.date,
    premium,
    difficulty: row.difficulty,
    regions: row.regionCount ?? 0,
    thumbnail,
    ...(thumbnail2x ? { thumbnail2x } : {}),
    tags: row.words[language] ?? [],
  }
}
