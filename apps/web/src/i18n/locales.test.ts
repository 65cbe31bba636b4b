import { operationMessages, serverMessages, validationMessages } from '@huey/contracts'
import { describe, expect, it } from 'vitest'
import { type Language, languages } from './languages'
import { de } from './locales/de'
import { enUS, type LocaleMessages } from './locales/en-us'
import { es } from './locales/es'
import { fr } from './locales/fr'
import { ptBR } from './locales/pt-br'

const catalogues: Readonly<Record<Language, LocaleMessages>> = {
  'en-US': enUS,
  es,
  fr,
  de,
  'pt-BR': ptBR,
}

/** Every string of a catalogue by its dotted key. */
function flatten(messages: LocaleMessages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/

/**
 * The keys a language must have: en-US's keys, with each plural key (`x_one`, `x_other`) asked
 * in every plural form the language has (French and Spanish also have `_many`).
 */
function expectedKeys(language: Language): Set<string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  const keys = new Set<string>()
  for (const key of flatten(enUS).keys()) {
    if (!pluralSuffix.test(key)) keys.add(key)
    else for (const c of categories) keys.add(key.replace(pluralSuffix, `_${c}`))
  }
  return keys
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort()

describe('language catalogues', () => {
  it.each(languages)('%s has every key of en-US and no other', (language) => {
    const keys = [...flatten(catalogues[language]).keys()].sort()
    expect(keys).toEqual([...expectedKeys(language)].sort())
  })

  it.each(languages)(
    '%s fills every message, with the same values and tags as en-US',
    (language) => {
      const english = flatten(enUS)
      for (const [key, text] of flatten(catalogues[language])) {
        expect(text.trim(), key).not.toBe('')
        const source = english.get(key) ?? english.get(key.replace(pluralSuffix, '_other')) ?? ''
        expect(placeholders(text), key).toEqual(placeholders(source))
        expect(tags(text), key).toEqual(tags(source))
      }
    },
  )

  it('keeps SPEC.md’s English messages to the letter', () => {
    expect(enUS.auth.validation).toEqual(validationMessages)
    expect(enUS.auth.operations.signIn).toEqual(operationMessages.signIn)
    expect(enUS.auth.operations.deleteAccount.unexpected).toBe(
      'An unexpected error occurred during account deletion.',
    )
    expect(enUS.server).toEqual(serverMessages)
  })
})
