import { describe, expect, it } from 'vitest'
import { EngineTimeout, runEngine } from './engine-runner'
import { JobQueue, QueueFull } from './job-queue'

const tick = () => new Promise((r) => setTimeout(r, 5))

describe('JobQueue', () => {
  it('runs at most two jobs at once and the rest in order', async () => {
    const queue = new JobQueue(2, 10)
    let running = 0
    let most = 0
    const order: number[] = []
    const job = (i: number) => async () => {
      running++
      most = Math.max(most, running)
      await tick()
      order.push(i)
      running--
      return i
    }
    const results = await Promise.all([0, 1, 2, 3, 4].map((i) => queue.run(job(i))))
    expect(results).toEqual([0, 1, 2, 3, 4])
    expect(most).toBe(2)
    expect(order.slice(2)).toEqual([2, 3, 4])
    expect(queue.size).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses work past the waiting limit and frees the slot of a failed job', async () => {
    const queue = new JobQueue(1, 1)
    const first = queue.run(async () => {
      await tick()
      throw new Error('boom')
    })
    const second = queue.run(async () => 'second')
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFull)
    await expect(first).rejects.toThrow('boom')
    await expect(second).resolves.toBe('second')
    expect(queue.size).toEqual({ running: 0, waiting: 0 })
  })
})

describe('runEngine', () => {
  it('ends a job that runs past its time', async () => {
    const width = 600
    const height = 400
    const data = new Uint8ClampedArray(width * height * 4).map((_, i) => (i * 2654435761) >>> 24)
    await expect(
      runEngine({ data, width, height }, { preset: 'hard', seed: 1, timeoutMs: 50 }),
    ).rejects.toBeInstanceOf(EngineTimeout)
  })
})
