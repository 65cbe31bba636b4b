/**
 * At most `max` tasks at a time per key (a user), refusing the rest at once rather than queueing
 * them: one caller cannot hold more than its share of something shared, such as the photo queue.
 */
export class PerKeyLimit {
  private readonly running = new Map<string, number>()

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer')
  }

  /** Runs `task` when `key` has a free slot; answers undefined, without running it, otherwise. */
  async run<T>(key: string, task: () => Promise<T>): Promise<{ value: T } | undefined> {
    const now = this.running.get(key) ?? 0
    if (now >= this.max) return undefined
    this.running.set(key, now + 1)
    try {
      return { value: await task() }
    } finally {
      const left = (this.running.get(key) ?? 1) - 1
      if (left === 0) this.running.delete(key)
      else this.running.set(key, left)
    }
  }
}
