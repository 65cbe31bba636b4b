import type { UserImageRecord } from '../storage/my-db'
import { saveWork } from '../storage/works'

export const SAVE_DELAY_MS = 300

export interface ProgressWriterDeps {
  readonly save?: (work: UserImageRecord) => Promise<void>
  readonly setTimer?: (fn: () => void, ms: number) => unknown
  readonly clearTimer?: (handle: unknown) => void
  readonly now?: () => Date
}

/**
 * Writes progress to MyDb at most every 300 ms: fills arriving together become one write, and a
 * crash or a closed tab loses at most the last 300 ms (flush() on close writes at once).
 */
export class ProgressWriter {
  private pending: Omit<UserImageRecord, 'date'> | undefined
  private timer: unknown
  private readonly save: (work: UserImageRecord) => Promise<void>
  private readonly setTimer: (fn: () => void, ms: number) => unknown
  private readonly clearTimer: (handle: unknown) => void
  private readonly now: () => Date

  constructor(deps: ProgressWriterDeps = {}) {
    this.save = deps.save ?? saveWork
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
    this.clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as number))
    this.now = deps.now ?? (() => new Date())
  }

  schedule(work: Omit<UserImageRecord, 'date'>): void {
    this.pending = work
    if (this.timer === undefined) {
      this.timer = this.setTimer(() => {
        this.timer = undefined
        void this.flush()
      }, SAVE_DELAY_MS)
    }
  }

  async flush(): Promise<void> {
    if (this.timer !== undefined) {
      this.clearTimer(this.timer)
      this.timer = undefined
    }
    const work = this.pending
    this.pending = undefined
    if (work) await this.save({ ...work, date: this.now().toISOString() })
  }
}
