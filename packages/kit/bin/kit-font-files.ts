import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { KIT_FONT_FILES, type KitFontFiles } from '../src/index'

const require = createRequire(import.meta.url)

/** The kit's font files, read from the installed roboto-fontface package (CLI, tests, bench). */
export function readKitFontFiles(): KitFontFiles {
  return {
    regular: readFileSync(require.resolve(KIT_FONT_FILES.regular)),
    bold: readFileSync(require.resolve(KIT_FONT_FILES.bold)),
  }
}
