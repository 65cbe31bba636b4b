import { type FlushResult, flushOutbox, onQueued } from './outbox'

/** A change just queued goes after this pause, so a burst of fills is one send. */
export const SEND_SOON_MS = 1000
/** After a failed send, the outbox tries again after this, doubling up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 2000
export const RETRY_MAX_MS = 5 * 60_000

export interface OutboxTriggerDeps {
  readonly window: Pick<Window, 'addEventListener' | 'removeEventListener'>
  readonly document: Pick<Document, 'addEventListener' | 'removeEventListener'>
  readonly online: () => boolean
  readonly flush?: () => Promise<FlushResult>
  readonly setTimer?: (fn: () => void, ms: number) => unknown
  readonly clearTimer?: (handle: unknown) => void
}

/**
 * Sends the outbox whenever the app can: now (the app's start), when the connection comes back,
 * when the app is shown or hidden (a phone may freeze it next), soon after each change is queued,
 * and, while something is left, again and again with a doubling pause. Returns the stop.
 */
export function startOutbox(deps: OutboxTriggerDeps): () => void {
  const flush = deps.flush ?? flushOutbox
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as number))
  let timer: unknown
  let failures = 0
  const schedule = (ms: number) => {
    if (timer !== undefined) clearTimer(timer)
    timer = setTimer(() => void run(), ms)
  }
  const run = async () => {
    timer = undefined
    // Offline, the `online` event is the next try.
    if (!deps.online()) return
    const { left } = await flush().catch(() => ({ sent: 0, left: 1 }))
    if (left === 0) {
      failures = 0
      return
    }
    failures++
    schedule(Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS))
  }
  const now = () => {
    failures = 0
    schedule(0)
  }
  const stopQueued = onQueued(() => {
    // A retry already waiting keeps its backoff: a failing server is not asked at every fill.
    if (timer === undefined || failures === 0) schedule(SEND_SOON_MS)
  })
  deps.window.addEventListener('online', now)
  deps.document.addEventListener('visibilitychange', now)
  now()
  return () => {
    if (timer !== undefined) clearTimer(timer)
    timer = undefined
    stopQueued()
    deps.window.removeEventListener('online', now)
    deps.document.removeEventListener('visibilitychange', now)
  }
}
