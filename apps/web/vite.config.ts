import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// `E2E=1` builds the test build: the typed window hook of src/app/e2e-api.ts is compiled in, into its own folder.
const e2e = process.env.E2E === '1'

export default defineConfig({
  plugins: [react()],
  define: { __E2E__: JSON.stringify(e2e) },
  build: {
    outDir: e2e ? 'dist-e2e' : 'dist',
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: {
      '^/(auth|health|categories|images|daily-images|works|purchases)': 'http://localhost:8080',
    },
  },
})
