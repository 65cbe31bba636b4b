/**
 * Starts ICU, the browser's library behind Intl, in a worker on another core. The first date or
 * number formatter a page makes costs a phone's main thread tens of milliseconds whatever the
 * language (ICU's data, loaded once per process, not per formatter or thread); made first in a
 * worker, the page's own formatters then cost it well under a millisecond.
 */
export function warmIntl(): void {
  const worker = new Worker(new URL('./intl-warm-worker.ts', import.meta.url), { type: 'module' })
  const done = () => worker.terminate()
  worker.addEventListener('message', done, { once: true })
  worker.addEventListener('error', done, { once: true })
}
