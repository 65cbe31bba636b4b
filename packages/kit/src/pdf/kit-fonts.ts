import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument } from 'pdf-lib'
import type { Fonts } from './page-kit'

/**
 * The font files a kit is written with: Roboto (Apache-2.0, NOTICE) from the npm package
 * roboto-fontface, WOFF or TTF bytes read by the caller (the engine does no I/O). Every PDF embeds
 * the glyphs it uses, so its numbers print the same whatever fonts a viewer or printer has.
 */
export interface KitFontFiles {
  readonly regular: Uint8Array
  readonly bold: Uint8Array
}

/** Where the font files are, as package paths for the caller to read or bundle. */
export const KIT_FONT_FILES = {
  regular: 'roboto-fontface/fonts/roboto/Roboto-Regular.woff',
  bold: 'roboto-fontface/fonts/roboto/Roboto-Bold.woff',
} as const

/** Embeds the kit's fonts in `doc`, each subset to the glyphs the document draws. */
export async function embedKitFonts(doc: PDFDocument, files: KitFontFiles): Promise<Fonts> {
  doc.registerFontkit(fontkit)
  return {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
  }
}
