import 'fake-indexeddb/auto'
import type { ImageDetail } from '@huey/contracts'
import { type Puzzle, toSvg } from '@huey/pbn'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { imageRecord } from '../storage/puzzles'
import { dropMyDb } from '../test/drop-my-db'
import { loadPuzzle } from './puzzle-loader'

afterEach(async () => {
  await dropMyDb()
})

const puzzle: Puzzle = {
  width: 10,
  height: 10,
  palette: ['#ff0000'],
  regions: [
    { id: 1, color: 0, path: 'M0 0l10 0 0 10-10 0Z', label: { x: 5, y: 5, size: 4 }, area: 100 },
  ],
}
const detail = {
  _id: 'sun',
  title: 'Sun',
  categories: ['sky'],
  date: '2026-01-01',
  premium: false,
  difficulty: 'easy',
  regions: 1,
  svgData: toSvg(puzzle),
  colors: ['#ff0000'],
} as unknown as ImageDetail

describe('loadPuzzle', () => {
  it('fetches a new picture once, then opens it from MyDb with its title, offline too', async () => {
    const fetchImage = vi.fn(async () => detail)
    const first = await loadPuzzle('sun', fetchImage)
    expect(first.title).toBe('Sun')
    expect(first.puzzle.regions).toHaveLength(1)
    expect((await imageRecord('sun'))?.title).toBe('Sun')
    const again = await loadPuzzle('sun', async () => {
      throw new Error('offline')
    })
    expect(again.title).toBe('Sun')
    expect(fetchImage).toHaveBeenCalledTimes(1)
  })

  it('passes on the error when a picture is neither kept nor reachable', async () => {
    await expect(
      loadPuzzle('moon', async () => {
        throw new Error('This picture could not be opened.')
      }),
    ).rejects.toThrow('could not be opened')
  })
})
