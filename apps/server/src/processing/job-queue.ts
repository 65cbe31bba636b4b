/** The queue is full: the caller should try again later. */
export class QueueFull extends Error {
  override readonly name = 'QueueFull'
}

/**
 * Runs at most `concurrency` jobs at once; later ones wait in order, up to `maxWaiting` of them.
 * One per server process: CPU-heavy work must not starve the API on a small machine.
 */
export class JobQueue {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get size(): { readonly running: number; readonly waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFull('The queue is full.')
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running++
    }
    try {
      return await job()
    } finally {
      const next = this.waiting.shift()
      // The slot passes straight to the next job, so `running` never drops below what is running.
      if (next) next()
      else this.running--
    }
  }
}
