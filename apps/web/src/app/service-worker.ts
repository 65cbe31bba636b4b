/** Registers the service worker that keeps the app shell and thumbnails for offline use. */
export function registerServiceWorker(target: Window): void {
  if (!('serviceWorker' in target.navigator) || target.location.protocol === 'capacitor:') return
  const register = () => {
    target.navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Offline support is not available:', error)
    })
  }
  // After the page's own loading, so the worker never competes with the first paint.
  if (target.document.readyState === 'complete') register()
  else target.addEventListener('load', register, { once: true })
}
