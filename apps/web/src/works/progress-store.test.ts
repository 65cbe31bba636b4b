// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { UserImageRecord } from '../storage/my-db'
import { ProgressWriter } from './progress-store'

describe('ProgressWriter', () => {
  it('batches fills within 300 ms into one write with the latest state', async () => {
    vi.useFakeTimers()
    const saved: UserImageRecord[] = []
    const writer = new ProgressWriter({
      save: async (w) => void saved.push(w),
      now: () => new Date(0),
    })
    const work = (filled: number[]) => ({ _id: 'a', imageId: 'a', filled, pngData: '' })
    writer.schedule(work([1]))
    writer.schedule(work([1, 2]))
    await vi.advanceTimersByTimeAsync(299)
    expect(saved).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(saved.map((w) => w.filled)).toEqual([[1, 2]])
    writer.schedule(work([1, 2, 3]))
    await writer.flush()
    expect(saved.map((w) => w.filled)).toEqual([
      [1, 2],
      [1, 2, 3],
    ])
    vi.useRealTimers()
  })
})
