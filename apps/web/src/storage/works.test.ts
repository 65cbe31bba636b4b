import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { dropMyDb } from '../test/drop-my-db'
import { keepOwnPicture } from './own-pictures'
import { listWorks, saveWork } from './works'

afterEach(() => dropMyDb())

const creation = (imageId: string, createdAt: string) => ({
  imageId,
  title: 'Photo of March 12, 2026',
  difficulty: 'easy' as const,
  regions: 4,
  createdAt,
  svgData: '<svg/>',
  colors: ['#112233'],
  thumbnail: 'data:image/png;base64,AAAA',
})

describe('listWorks', () => {
  it('lists a puzzle made from a photo from the moment it is saved, painted or not, once', async () => {
    await keepOwnPicture(creation('own-kit-first', '2026-03-12T10:00:00.000Z'), { made: true })
    await keepOwnPicture(creation('own-painted', '2026-03-10T10:00:00.000Z'), { made: true })
    await saveWork({
      _id: 'own-painted',
      imageId: 'own-painted',
      filled: [1],
      pngData: '',
      date: '2026-03-11T10:00:00.000Z',
    })
    const items = await listWorks()
    expect(items.map((item) => [item.work.imageId, item.work.filled, item.regions])).toEqual([
      ['own-kit-first', [], 4],
      ['own-painted', [1], 4],
    ])
    expect(items[0]?.image?.title).toBe('Photo of March 12, 2026')
  })
})
