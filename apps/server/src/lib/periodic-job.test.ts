import { describe, expect, it } from 'vitest'
import { startPeriodicJob } from './periodic-job'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('startPeriodicJob', () => {
  it('never starts a run while the last one is still going', async () => {
    let running = 0
    let most = 0
    let runs = 0
    const job = startPeriodicJob(
      async () => {
        runs++
        running++
        most = Math.max(most, running)
        await wait(45)
        running--
      },
      { everyMs: 10, firstAfterMs: 0 },
    )
    await wait(160)
    job.stop()
    expect(runs).toBeGreaterThanOrEqual(2)
    expect(most).toBe(1)
  })

  it('runs no more once stopped', async () => {
    let runs = 0
    const job = startPeriodicJob(
      async () => {
        runs++
      },
      { everyMs: 10, firstAfterMs: 0 },
    )
    await wait(35)
    job.stop()
    const seen = runs
    await wait(40)
    expect(runs).toBe(seen)
  })
})
