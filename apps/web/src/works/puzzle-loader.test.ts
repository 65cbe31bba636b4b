import 'fake-indexeddb/auto'
import type { ImageDetail } from '@huey/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { imageRecord } from '../storage/puzzles'
import { dropMyDb } from '../test/drop-my-db'
import { sunDetail } from '../test/two-squares'
import { loadPuzzle } from './puzzle-loader'

afterEach(async () => {
  await dropMyDb()
})

const detail = sunDetail as unknown as ImageDetail

describe('loadPuzzle', () => {
  it('fetches a new picture once, then opens it from MyDb with its title, offline too', async () => {
    const fetchImage = vi.fn(async () => detail)
    const first = await loadPuzzle('sun', fetchImage)
    expect(first.title).toBe('Sun')
    expect(first.puzzle.regions).toHaveLength(2)
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
