export interface PeriodicJob {
  stop(): void
}

/**
 * Runs `task` every `everyMs`, the first time after `firstAfterMs` so start-up stays quick. A run
 * still going when the next is due is not doubled, and the timers never keep the process alive.
 * `task` reports its own failures: it must not reject.
 */
export function startPeriodicJob(
  task: () => Promise<void>,
  { everyMs, firstAfterMs }: { readonly everyMs: number; readonly firstAfterMs: number },
): PeriodicJob {
  let running = false
  const run = () => {
    if (running) return
    running = true
    void task().finally(() => {
      running = false
    })
  }
  const first = setTimeout(run, firstAfterMs)
  const timer = setInterval(run, everyMs)
  first.unref()
  timer.unref()
  return {
    stop() {
      clearTimeout(first)
      clearInterval(timer)
    },
  }
}
