import type { VitePWAOptions } from 'vite-plugin-pwa'

/**
 * The installable app: its manifest (name, icons at the sizes Android, desktop Chrome and iOS ask
 * for, a maskable one for Android's shapes, shortcuts to Gallery and Create) and the Workbox
 * service worker of src/sw/sw.ts, whose precache lists the shell and every page's chunk.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  // The app registers it after load and asks before a new version takes over (app/service-worker.ts).
  injectRegister: false,
  registerType: 'prompt',
  injectManifest: {
    // The shell, styles, icons and page chunks; the workers' big chunks (photo decoding, the
    // puzzle engine, kits) are kept at run time once used, not downloaded by every visitor.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/*-worker-*.js', '**/*.map'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Huey: paint by number',
    short_name: 'Huey',
    description:
      'Colour beautiful pictures number by number, or turn your own photos into puzzles.',
    lang: 'en-US',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#6c4cf1',
    background_color: '#ffffff',
    categories: ['entertainment', 'lifestyle', 'kids'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: [
      {
        name: 'Gallery',
        short_name: 'Gallery',
        description: 'Pick a picture to colour',
        url: '/home',
        icons: [{ src: '/icons/shortcut-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: 'Create',
        short_name: 'Create',
        description: 'Turn a photo into a puzzle',
        url: '/create',
        icons: [{ src: '/icons/shortcut-96.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
  },
}
