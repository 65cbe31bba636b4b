/// <reference lib="webworker" />
// Huey's service worker, built by Workbox (vite-plugin-pwa, injectManifest). The app shell and every
// page's chunk are precached at install, so the app opens offline; pages try the network first (a
// fresh page has its own CSP nonce) and fall back to the precached shell; the workers' big chunks
// are kept once used; thumbnails answer from cache while refreshing. The API is not cached here:
// the app keeps its data in IndexedDB (MyDb). A new version waits until the app says to take over
// (the "update available" prompt).
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope & {
  readonly __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request)
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error()
    }
  }),
)

// Hashed, so never changed: the first copy is good forever.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'huey-assets' }),
)

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/images\/[^/]+\/thumbnail(2x)?$/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'huey-pictures-v1',
    plugins: [new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })],
  }),
)

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// The hand-written worker's caches (the pictures' one is kept, same name); the first install takes
// the open pages at once, so they work offline without a reload.
const retired = ['huey-shell-v1', 'huey-assets-v1']
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all(retired.map((name) => caches.delete(name))).then(() => self.clients.claim()),
  )
})
