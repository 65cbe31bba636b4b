// Huey's service worker: the app shell and pictures stay available offline.
// Hashed build assets never change (cache first); pages try the network and fall back to the
// cached shell; thumbnails answer from cache while refreshing. The API itself is not cached here:
// the app keeps its data in IndexedDB (MyDb).
const SHELL = 'huey-shell-v1'
const ASSETS = 'huey-assets-v1'
const PICTURES = 'huey-pictures-v1'

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(['/index.html', '/favicon.svg']))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  const keep = [SHELL, ASSETS, PICTURES]
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => !keep.includes(n)).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone()
          if (response.ok) caches.open(SHELL).then((cache) => cache.put('/index.html', copy))
          return response
        })
        .catch(() => caches.match('/index.html')),
    )
    return
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            const copy = response.clone()
            if (response.ok) caches.open(ASSETS).then((cache) => cache.put(request, copy))
            return response
          }),
      ),
    )
    return
  }
  if (/^\/images\/[^/]+\/thumbnail$/.test(url.pathname)) {
    event.respondWith(
      caches.open(PICTURES).then((cache) =>
        cache.match(request).then((hit) => {
          const fresh = fetch(request)
            .then((response) => {
              if (response.ok) cache.put(request, response.clone())
              return response
            })
            .catch(() => hit)
          return hit || fresh
        }),
      ),
    )
  }
})
