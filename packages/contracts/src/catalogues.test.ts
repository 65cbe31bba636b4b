import { describe, expect, it } from 'vitest'
import { catalogueProblems, expectedCatalogueKeys } from './catalogues'

const english = {
  title: 'Hello, {{name}}',
  link: '<a>Open</a> it',
  sheets_one: '{{count}} sheet',
  sheets_other: '{{count}} sheets',
}

describe('catalogueProblems', () => {
  it('asks each plural key in every form the language has', () => {
    expect(expectedCatalogueKeys(english, 'de')).toContain('sheets_one')
    expect(expectedCatalogueKeys(english, 'fr')).toContain('sheets_many')
    expect(expectedCatalogueKeys(english, 'de')).not.toContain('sheets_many')
  })

  it('finds nothing wrong with a complete translation', () => {
    const german = {
      title: 'Hallo, {{name}}',
      link: '<a>Öffne</a> ihn',
      sheets_one: '{{count}} Bogen',
      sheets_other: '{{count}} Bögen',
    }
    expect(catalogueProblems(english, german, 'de')).toEqual([])
  })

  it('names a missing key, an extra one, an empty message and lost values and tags', () => {
    const french = {
      title: 'Bonjour',
      link: 'Ouvre-le',
      sheets_one: '',
      sheets_other: '{{count}} feuilles',
      extra: 'de trop',
    }
    expect(catalogueProblems(english, french, 'fr')).toEqual([
      'fr lacks sheets_many',
      'fr has extra extra',
      'fr title has values , not name',
      'fr link has tags , not a',
      'fr sheets_one is empty',
      'fr sheets_one has values , not count',
    ])
  })
})
