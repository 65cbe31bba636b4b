import { catalogueProblems, languageSchema } from '@huey/contracts'
import { describe, expect, it } from 'vitest'
import { catalogues, firstLanguage, languageFromHeader, translatorFor } from './i18n'
import { enUS } from './locales/en-us'

describe("the server's catalogues", () => {
  it.each(languageSchema.options)(
    '%s has every key of en-US and no other, each filled, with the same values',
    (language) => {
      expect(catalogueProblems(enUS, catalogues[language], language)).toEqual([])
    },
  )

  it('writes in the language asked for, with the values given', () => {
    expect(translatorFor('de')('mail.notice.subject', { name: 'Ada' })).toBe(
      'Ada ist jetzt bei Huey',
    )
    expect(translatorFor('en-US')('pages.consent.title', { name: 'Ada' })).toBe(
      "Confirm Ada's account",
    )
  })
})

describe('languageFromHeader', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT,pt;q=0.9', 'pt-BR'],
    ['es-MX', 'es'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['ja;q=0.9,fr;q=0.5', 'fr'],
    ['en;q=0.3,fr-CA;q=0.8', 'fr'],
  ])('reads %s as %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language)
  })

  it.each([undefined, '', '*', 'ja-JP,zh;q=0.8', 'fr;q=0'])('finds none in %s', (header) => {
    expect(languageFromHeader(header)).toBeUndefined()
  })

  it('falls back to US English when nothing is known', () => {
    expect(firstLanguage(undefined, undefined)).toBe('en-US')
    expect(firstLanguage(undefined, 'fr', 'de')).toBe('fr')
  })
})
