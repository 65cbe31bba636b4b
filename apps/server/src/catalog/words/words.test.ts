import { describe, expect, it } from 'vitest'
import { enUS } from './en-us'
import { catalogLanguages, searchWordsIn, titleIn, wordsIn } from './words'

const keysOf = (o: object) => Object.keys(o).sort()

describe('the catalogue in every language', () => {
  it('has every subject, setting, category, collection and theme in every language', () => {
    for (const language of catalogLanguages) {
      const words = wordsIn[language]
      for (const part of ['subjects', 'settings', 'categories', 'collections', 'themes'] as const) {
        expect(keysOf(words[part]), `${language} ${part}`).toEqual(keysOf(enUS[part]))
        for (const value of Object.values(words[part]))
          expect(JSON.stringify(value), `${language} ${part}`).not.toMatch(/""/)
      }
    }
  })

  it('makes adjectives agree with the gender of the noun', () => {
    const little = (subject: string) => (l: (typeof catalogLanguages)[number]) =>
      titleIn(l, { style: 'kids', subject, category: 'animals' })
    expect(little('fox')('de')).toBe('Kleiner Fuchs')
    expect(little('owl')('de')).toBe('Kleine Eule')
    expect(little('horse')('de')).toBe('Kleines Pferd')
    expect(little('fox')('es')).toBe('Pequeño zorro')
    expect(little('giraffe')('es')).toBe('Pequeña jirafa')
    expect(little('owl')('fr')).toBe('Petite chouette')
    expect(little('fox')('pt-BR')).toBe('Pequena raposa')
    expect(titleIn('fr', { style: 'low-poly', subject: 'owl', category: 'animals' })).toBe(
      'Chouette polygonale',
    )
  })

  it('puts words in each language’s order, with its articles and contractions', () => {
    const keys = { style: 'landscape', subject: 'fox', setting: 'forest', category: 'animals' }
    expect(catalogLanguages.map((l) => titleIn(l, keys))).toEqual([
      'Fox in the Forest',
      'Zorro en el bosque',
      'Renard dans la forêt',
      'Fuchs im Wald',
      'Raposa na floresta',
    ])
    const mandala = (l: (typeof catalogLanguages)[number], subject: string) =>
      titleIn(l, { style: 'mandala', subject, category: 'mandalas' })
    expect(mandala('en-US', 'owl')).toBe('Owl Mandala')
    expect(mandala('es', 'fox')).toBe('Mandala del zorro')
    expect(mandala('es', 'owl')).toBe('Mandala del búho')
    expect(mandala('fr', 'squirrel')).toBe("Mandala de l'écureuil")
    expect(mandala('fr', 'hedgehog')).toBe('Mandala du hérisson')
    expect(mandala('pt-BR', 'fox')).toBe('Mandala da raposa')
    expect(mandala('de', 'owl')).toBe('Eule-Mandala')
  })

  it('writes plurals in the language’s own forms', () => {
    const pattern = (l: (typeof catalogLanguages)[number]) =>
      titleIn(l, { style: 'geometric', subject: 'star', category: 'patterns' })
    expect(catalogLanguages.map(pattern)).toEqual([
      'Pattern of Stars',
      'Patrón de estrellas',
      "Motif d'étoiles",
      'Muster aus Sternen',
      'Padrão de estrelas',
    ])
  })

  it('finds a picture by the reader’s words, plural and unaccented too', () => {
    const keys = { style: 'landscape', subject: 'owl', setting: 'forest', category: 'birds' }
    expect(searchWordsIn('es', keys)).toEqual(
      expect.arrayContaining(['búho', 'búhos', 'buho', 'aves', 'en el bosque']),
    )
    expect(searchWordsIn('de', keys)).toEqual(
      expect.arrayContaining(['eule', 'eulen', 'vögel', 'vogel']),
    )
    expect(searchWordsIn('de', keys)).not.toContain('owl')
  })
})
