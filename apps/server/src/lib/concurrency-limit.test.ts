import { describe, expect, it } from 'vitest'
import { ConcurrencyLimit } from './concurrency-limit'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('ConcurrencyLimit', () => {
  it('never runs more than max tasks at once, and finishes them all', async () => {
    const limit = new ConcurrencyLimit(3)
    let now = 0
    let peak = 0
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        limit.run(async () => {
          now++
          peak = Math.max(peak, now, limit.running)
          await tick()
          now--
          return i
        }),
      ),
    )
    expect(peak).toBe(3)
    expect(results).toEqual(Array.from({ length: 40 }, (_, i) => i))
    expect(limit.running).toBe(0)
    expect(limit.queued).toBe(0)
  })

  it('starts waiting tasks in arrival order', async () => {
    const limit = new ConcurrencyLimit(1)
    const started: number[] = []
    await Promise.all(
      [0, 1, 2, 3].map((i) =>
        limit.run(async () => {
          started.push(i)
          await tick()
        }),
      ),
    )
    expect(started).toEqual([0, 1, 2, 3])
  })

  it('frees the slot when a task fails', async () => {
    const limit = new ConcurrencyLimit(1)
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(limit.run(async () => 'next')).resolves.toBe('next')
    expect(limit.running).toBe(0)
  })

  it('rejects a limit below one', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow(RangeError)
  })
})
