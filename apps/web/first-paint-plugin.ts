import { fileURLToPath } from 'node:url'
import { type Plugin, runnerImport } from 'vite'
import type { FirstPaints } from './src/first-paint/first-paint'

/** Where the server finds the first paints, beside Vite's own manifest (both read at its start). */
export const FIRST_PAINT_FILE = '.vite/first-paint.json'

/**
 * Writes each page's first paint, in every language, into the build (src/first-paint): the
 * server puts it in the page's HTML, so a visitor sees the page before its JavaScript has loaded.
 */
export function firstPaint(): Plugin {
  const entry = fileURLToPath(new URL('./src/first-paint/first-paint.ts', import.meta.url))
  return {
    name: 'huey:first-paint',
    apply: 'build',
    async generateBundle() {
      const { module } = await runnerImport<{ firstPaints: () => FirstPaints }>(entry, {
        configFile: false,
        logLevel: 'warn',
      })
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAINT_FILE,
        source: JSON.stringify(module.firstPaints()),
      })
    },
  }
}
