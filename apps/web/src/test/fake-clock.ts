import type { FrameClock } from '../paint/frame-loop'

/** A FrameClock the test drives: time moves and frames and timers run only when it says. */
export function fakeClock() {
  let now = 0
  let frames: ((t: number) => void)[] = []
  let timers: { at: number; fn: () => void; handle: number }[] = []
  let handles = 0
  const clock: FrameClock = {
    requestFrame: (fn) => frames.push(fn),
    cancelFrame: () => {
      frames = []
    },
    setTimer: (fn, ms) => {
      handles++
      timers.push({ at: now + ms, fn, handle: handles })
      return handles
    },
    clearTimer: (handle) => {
      timers = timers.filter((t) => t.handle !== handle)
    },
    now: () => now,
  }
  return {
    clock,
    pending: () => frames.length,
    /** Moves time on, running the timers that fall due. */
    advance: (ms: number) => {
      now += ms
      const due = timers.filter((t) => t.at <= now)
      timers = timers.filter((t) => t.at > now)
      for (const t of due) t.fn()
    },
    frame: () => {
      const run = frames
      frames = []
      for (const fn of run) fn(now)
    },
  }
}
