/** The browser primitives the colouring screen schedules through (STYLE.md rule 12). */
export interface FrameClock {
  requestFrame(fn: (time: number) => void): number
  cancelFrame(handle: number): void
  setTimer(fn: () => void, ms: number): number
  clearTimer(handle: number): void
  now(): number
}

export const browserClock: FrameClock = {
  requestFrame: (fn) => requestAnimationFrame(fn),
  cancelFrame: (h) => cancelAnimationFrame(h),
  setTimer: (fn, ms) => window.setTimeout(fn, ms),
  clearTimer: (h) => window.clearTimeout(h),
  now: () => performance.now(),
}

/** Work spread over frames: called once a frame until it answers false (done). */
export type FrameTask = (deadline: number) => boolean

/**
 * The one owner of requestAnimationFrame and timers for the colouring screen: draws at most once a
 * frame however often it is asked, runs background tasks within a budget after the draw, and
 * cancels everything on dispose.
 */
export class FrameLoop {
  private frame = 0
  private dirty = false
  private readonly tasks = new Set<FrameTask>()
  private readonly animations = new Set<(time: number) => boolean>()
  private readonly timers = new Set<number>()
  private disposed = false
  private running = false

  constructor(
    private readonly draw: (time: number) => void,
    private readonly clock: FrameClock = browserClock,
    /**
     * Milliseconds of background work allowed per frame: with the draw, well inside a 60 Hz
     * frame on a slow phone, as a slice can overrun it.
     */
    private readonly budgetMs = 5,
  ) {}

  /** Asks for one draw in the next frame. */
  invalidate(): void {
    this.dirty = true
    this.schedule()
  }

  /** Runs `step` every frame before the draw until it answers false (inertia, zoom animations). */
  animate(step: (time: number) => boolean): () => void {
    this.animations.add(step)
    this.schedule()
    return () => this.animations.delete(step)
  }

  /** Runs `task` after the draws of the coming frames, within the frame budget, until done. */
  background(task: FrameTask): () => void {
    this.tasks.add(task)
    this.schedule()
    return () => this.tasks.delete(task)
  }

  /** A timer that dispose() clears. */
  after(ms: number, fn: () => void): () => void {
    const handle = this.clock.setTimer(() => {
      this.timers.delete(handle)
      fn()
    }, ms)
    this.timers.add(handle)
    return () => {
      this.clock.clearTimer(handle)
      this.timers.delete(handle)
    }
  }

  now(): number {
    return this.clock.now()
  }

  dispose(): void {
    this.disposed = true
    if (this.frame) this.clock.cancelFrame(this.frame)
    for (const t of this.timers) this.clock.clearTimer(t)
    this.timers.clear()
    this.tasks.clear()
    this.animations.clear()
  }

  private schedule(): void {
    if (this.frame || this.disposed || this.running) return
    this.frame = this.clock.requestFrame(this.run)
  }

  private readonly run = (time: number): void => {
    this.frame = 0
    this.running = true
    for (const step of [...this.animations]) {
      if (!step(time)) this.animations.delete(step)
    }
    if (this.dirty) {
      this.dirty = false
      this.draw(time)
    }
    const deadline = this.clock.now() + this.budgetMs
    for (const task of [...this.tasks]) {
      if (this.clock.now() >= deadline) break
      if (!task(deadline)) this.tasks.delete(task)
    }
    this.running = false
    if (this.dirty || this.tasks.size > 0 || this.animations.size > 0) this.schedule()
  }
}
