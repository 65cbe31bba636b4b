import type { Language } from '@huey/contracts'

/** A noun's grammatical gender: it picks the article and the adjective's ending. */
export type Gender = 'm' | 'f' | 'n'

/** A noun in one language: singular, plural and gender. */
export interface Noun {
  readonly one: string
  readonly many: string
  readonly gender: Gender
}

/**
 * How a style names its pictures in one language: the subject (its noun, for agreement and word
 * order) and, when the picture has one, the setting's phrase ("in the Forest", "im Wald").
 */
export type Namer = (subject: Noun, where: string | undefined) => string

/** The catalogue's words in one language: built from keys, never from English text. */
export interface Words {
  readonly language: Language
  readonly subjects: Readonly<Record<string, Noun>>
  /** A setting as the phrase after a subject, article and preposition included. */
  readonly settings: Readonly<Record<string, string>>
  /** Title makers of styles that name their pictures their own way; others use `plain`. */
  readonly styles: Readonly<Record<string, Namer>>
  /** The subject, then the setting's phrase when there is one. */
  readonly plain: Namer
  readonly categories: Readonly<Record<string, string>>
  readonly collections: Readonly<Record<string, string>>
  /** The daily calendar's themes (holidays and seasons). */
  readonly themes: Readonly<Record<string, string>>
  /** The daily picture's title: its theme, its day (already written out) and what it shows. */
  readonly daily: (theme: string, day: string, shows: string) => string
}

/** The word with a capital first letter (in the language's own rules). */
export const capital = (word: string, language: Language) =>
  word.charAt(0).toLocaleUpperCase(language) + word.slice(1)

/** Words joined by the language's own "and": "Fox, Owl and Bear", "Fuchs, Eule und Bär". */
export const listOf = (words: readonly string[], language: Language) =>
  new Intl.ListFormat(language, { type: 'conjunction', style: 'long' }).format(words)

/** The ending of a word agreeing with a gender: `agree(g, 'o', 'a')` for es and pt. */
export const agree = (gender: Gender, m: string, f: string, n = m) =>
  gender === 'f' ? f : gender === 'n' ? n : m

/** One noun of each of its forms: `noun('Fuchs', 'Füchse', 'm')`. */
export const noun = (one: string, many: string, gender: Gender): Noun => ({ one, many, gender })
