import { announceUpdate } from './update-store'

const HOUR = 60 * 60 * 1000

/**
 * Registers the Workbox service worker once the page has loaded and the main thread is idle
 * (neither it nor workbox-window's code competes with the first paint or the app's start-up),
 * checks for a new version every hour and when the app comes back to the front, and announces
 * one that is waiting.
 */
export function registerServiceWorker(target: Window): void {
  if (!('serviceWorker' in target.navigator) || target.location.protocol === 'capacitor:') return
  const register = async () => {
    const { Workbox } = await import('workbox-window')
    const workbox = new Workbox('/sw.js')
    workbox.addEventListener('waiting', () => {
      announceUpdate({
        apply: () => {
          workbox.addEventListener('controlling', () => target.location.reload())
          workbox.messageSkipWaiting()
        },
      })
    })
    workbox.register().catch((error: unknown) => {
      console.warn('Offline support is not available:', error)
    })
    target.setInterval(() => void workbox.update(), HOUR)
    target.document.addEventListener('visibilitychange', () => {
      if (target.document.visibilityState === 'visible') void workbox.update()
    })
  }
  // Once loaded and idle: the app's own start-up tasks come first (a timer where there is no
  // requestIdleCallback, as in Safari).
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') {
      target.requestIdleCallback(() => void register(), { timeout: 5000 })
    } else setTimeout(() => void register(), 0)
  }
  if (target.document.readyState === 'complete') whenIdle()
  else target.addEventListener('load', whenIdle, { once: true })
}
