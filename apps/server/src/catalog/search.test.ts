import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../../test/databases'
import { puzzleSvg } from '../../test/pictures'
import type { Database } from '../db/database'
import { images } from '../db/schema'
import { listImages } from './repository'

/** Pictures whose titles and tags share beginnings, as a growing catalogue's do. */
const pictures = [
  { id: 'search-racing-car', title: 'Racing Car', tags: ['vehicle'] },
  { id: 'search-carousel', title: 'Carousel at the Fair', tags: ['fair'] },
  { id: 'search-carrot', title: 'Carrot Patch', tags: ['vegetable', 'garden'] },
  { id: 'search-cat', title: 'Sleepy Cat', tags: ['cats', 'pet'] },
  { id: 'search-catfish', title: 'Catfish', tags: ['river'] },
  { id: 'search-unicorn', title: 'Rainbow Unicorn', tags: ['fantasy'] },
]

describe.each(await databaseTargets())('gallery search on $name', (target) => {
  let database: Database
  beforeAll(async () => {
    database = await target.open()
    await database.db.insert(images).values(
      pictures.map((p, position) => ({
        ...p,
        titles: { 'en-US': p.title },
        words: { 'en-US': p.tags },
        categories: [],
        date: '2026-01-01',
        difficulty: 'easy' as const,
        svgData: puzzleSvg([1]),
        colors: ['#ff0000'],
        regionCount: 1,
        thumbnail: '',
        position: 20_000 + position,
      })),
    )
  }, 120_000)
  afterAll(() => database.close())

  const found = async (...words: string[]) =>
    (
      await listImages(database.db, { words, limit: 50, language: 'en-US', today: '2026-12-31' })
    ).map((row) => row.id)

  it('finds whole words, not other words that begin with them', async () => {
    expect(await found('car')).toEqual(['search-racing-car'])
    expect(await found('cat')).toEqual(['search-cat'])
    expect(await found('cars')).toEqual(['search-racing-car'])
  })

  it('finds the start of a word of three letters or more when no whole word matches', async () => {
    expect(await found('carou')).toEqual(['search-carousel'])
    expect(await found('uni')).toEqual(['search-unicorn'])
    expect(await found('catf')).toEqual(['search-catfish'])
    expect(await found('un')).toEqual([])
  })

  it('counts every word: whole or begun', async () => {
    expect(await found('carrot', 'gard')).toEqual(['search-carrot'])
    expect(await found('car', 'fair')).toEqual([])
  })
})
