import { constants } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'
import { firstPaint } from './first-paint-plugin'
import { ionicSplit } from './ionic-split'
import { pwaOptions } from './pwa.config'

// `E2E=1` builds the test build: the typed window hook of src/app/e2e-api.ts is compiled in, into its own folder.
const e2e = process.env.E2E === '1'

export default defineConfig({
  plugins: [
    ionicSplit(),
    react(),
    VitePWA(pwaOptions),
    firstPaint(),
    // Each asset compressed once, at the highest levels, beside itself (x.js.br, x.js.gz): the
    // server sends these files (apps/server plugins/web-app.ts) instead of compressing the same
    // bytes again for every visitor, on the core the page's visitors are waiting for.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|mjs|css|svg|json|webmanifest|txt)$/,
      threshold: 1024,
    }),
  ],
  define: { __E2E__: JSON.stringify(e2e) },
  build: {
    outDir: e2e ? 'dist-e2e' : 'dist',
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Modules run in import order even across shared chunks, so @huey/contracts/no-eval, imported
      // first, configures zod before any chunk builds a schema (see packages/contracts/src/no-eval.ts).
      output: { strictExecutionOrder: true },
      treeshake: {
        // @ionic/core declares no sideEffects, so every component module would be bundled; each
        // ion-*.js only defines its element when the React wrapper asks, so unused ones can go.
        moduleSideEffects: (id: string) => !/@ionic\/core\/components\/ion-[\w-]+\.js$/.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '^/(auth|health|categories|images|daily-images|works|purchases)': 'http://localhost:8080',
    },
  },
})
