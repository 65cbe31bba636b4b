import type { Language } from '@huey/contracts'
import { languageSchema } from '@huey/contracts'
import { de } from './de'
import { enUS } from './en-us'
import { es } from './es'
import { fr } from './fr'
import type { Noun, Words } from './grammar'
import { ptBR } from './pt-br'

export const catalogLanguages: readonly Language[] = languageSchema.options

export const wordsIn: Readonly<Record<Language, Words>> = {
  'en-US': enUS,
  es,
  fr,
  de,
  'pt-BR': ptBR,
}

/** What a picture shows, as keys: the words of every language come from these. */
export interface PictureKeys {
  readonly style: string
  readonly subject: string
  readonly setting?: string
  readonly category: string
}

function nounOf(words: Words, subject: string): Noun {
  const noun = words.subjects[subject]
  if (!noun) throw new Error(`No ${words.language} words for the subject "${subject}".`)
  return noun
}

function settingOf(words: Words, setting: string | undefined): string | undefined {
  if (setting === undefined) return undefined
  const phrase = words.settings[setting]
  if (!phrase) throw new Error(`No ${words.language} words for the setting "${setting}".`)
  return phrase
}

/** A picture's title in one language, by its style's way of naming (else subject and setting). */
export function titleIn(language: Language, keys: PictureKeys): string {
  const words = wordsIn[language]
  const namer = words.styles[keys.style] ?? words.plain
  return namer(nounOf(words, keys.subject), settingOf(words, keys.setting))
}

/** Letters without their accents, so "buho" finds "búho" and "Fruhling" finds "Frühling". */
export const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '')

/**
 * The words a reader of `language` may search a picture by besides its title: the subject in the
 * singular and the plural, the setting, the category, each also without accents.
 */
export function searchWordsIn(language: Language, keys: PictureKeys): string[] {
  const words = wordsIn[language]
  const noun = nounOf(words, keys.subject)
  const found = [noun.one, noun.many, words.categories[keys.category] ?? '']
  const setting = settingOf(words, keys.setting)
  if (setting) found.push(setting)
  const lower = found.filter((w) => w !== '').map((w) => w.toLocaleLowerCase(language))
  return [...new Set([...lower, ...lower.map(unaccented)])]
}

/** A category's name in one language. */
export function categoryNameIn(language: Language, id: string): string {
  const name = wordsIn[language].categories[id]
  if (!name) throw new Error(`No ${language} name for the category "${id}".`)
  return name
}

/** A collection's name in one language. */
export function collectionNameIn(language: Language, id: string): string {
  const name = wordsIn[language].collections[id]
  if (!name) throw new Error(`No ${language} name for the collection "${id}".`)
  return name
}

/** Every language's value of `make`, keyed by language. */
export const inEveryLanguage = <T>(make: (language: Language) => T): Record<Language, T> =>
  Object.fromEntries(catalogLanguages.map((l) => [l, make(l)])) as Record<Language, T>
