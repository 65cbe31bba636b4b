import { describe, expect, it } from 'vitest'
import { narrowBySearch } from './search-words'

const titles = [
  'Racing Car',
  'Carousel at the Fair',
  'Carrot Patch',
  'Sleepy Cat',
  'Rainbow Unicorn',
]
const found = (search: string, among = titles) => narrowBySearch(among, (t) => t, search)

describe('narrowBySearch (the offline gallery search)', () => {
  it('finds whole words, not the words that begin with them', () => {
    expect(found('car')).toEqual(['Racing Car'])
    expect(found('CARS')).toEqual(['Racing Car'])
    expect(found('cat')).toEqual(['Sleepy Cat'])
  })

  it('finds the start of a word from three letters when no picture has the whole word', () => {
    expect(found('carou')).toEqual(['Carousel at the Fair'])
    expect(found('uni')).toEqual(['Rainbow Unicorn'])
    expect(found('un')).toEqual([])
    expect(found('car', ['Carousel', 'Carrot'])).toEqual(['Carousel', 'Carrot'])
  })

  it('counts every word, and an empty search keeps everything', () => {
    expect(found('carrot patch')).toEqual(['Carrot Patch'])
    expect(found('car fair')).toEqual([])
    expect(found('  ')).toEqual(titles)
  })
})
