/** Runs at most `max` tasks at a time; the others wait in arrival order (first come, first served). */
export class ConcurrencyLimit {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer')
  }

  /** How many tasks are running now. */
  get running(): number {
    return this.active
  }

  /** How many tasks wait for a free slot. */
  get queued(): number {
    return this.waiting.length
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) {
      // The finishing task hands its slot straight over, so `active` never passes `max`.
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.active++
    }
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.active--
    }
  }
}
