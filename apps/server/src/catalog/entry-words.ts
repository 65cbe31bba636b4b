import type { Language } from '@huey/contracts'
import type { CatalogEntry } from './entries'
import { inEveryLanguage, type PictureKeys, searchWordsIn, titleIn } from './words/words'

/** A picture's title and search words in every language. */
export interface EntryWords {
  readonly titles: Record<Language, string>
  readonly words: Record<Language, string[]>
}

const numerals = ['', '', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X']
const numeral = (n: number) => numerals[n] ?? ` ${n}`

export const keysOf = (entry: CatalogEntry): PictureKeys => ({
  style: entry.style.id,
  subject: entry.variant.subject,
  setting: entry.variant.setting,
  category: entry.category,
})

/**
 * Every entry's titles and words. Two pictures named alike (a variant from a second seed, or two
 * styles naming the same subject the same way) are told apart by a numeral, "Fox in the Forest
 * II", counted in catalogue order so it never changes as the catalogue grows.
 */
export function entryWords(entries: readonly CatalogEntry[]): Map<string, EntryWords> {
  const seen = new Map<string, number>()
  const out = new Map<string, EntryWords>()
  for (const entry of entries) {
    const keys = keysOf(entry)
    const base = titleIn('en-US', keys)
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    out.set(entry.id, {
      titles: inEveryLanguage((l) => `${titleIn(l, keys)}${numeral(n)}`),
      words: inEveryLanguage((l) => searchWordsIn(l, keys)),
    })
  }
  return out
}
