import { PDFDocument } from 'pdf-lib'
import { toPdfPath } from '../path'
import type { KitPlan } from '../plan'
import { embedKitFonts, type KitFontFiles } from './kit-fonts'
import { addLegendPages } from './legend-pages'
import { addOutlinePages } from './outline-pages'
import { addPreviewPage } from './preview-page'
import { type KitLanguage, kitWords } from './words/kit-words'

/**
 * The kit as a PDF: the finished painting, the legend, then the outline sheets. Everything is
 * vector (paths and text, in the embedded `fonts`), so it prints sharp at any size.
 *
 * @example
 * const bytes = await kitPdf(plan, fonts, { language: 'de' }, (f) => bar(f))
 */
export async function kitPdf(
  plan: KitPlan,
  fonts: KitFontFiles,
  language: KitLanguage = {},
  onProgress?: (fraction: number) => void,
): Promise<Uint8Array> {
  const words = kitWords(plan, language)
  const doc = await PDFDocument.create()
  doc.setTitle(words.say('documentTitle'))
  doc.setLanguage(language.language ?? 'en-US')
  doc.setCreator('Huey')
  doc.setProducer('Huey')
  const embedded = await embedKitFonts(doc, fonts)
  const paths = plan.puzzle.regions.map((r) => toPdfPath(r.path))
  addPreviewPage(doc, plan, paths, embedded, words)
  addLegendPages(doc, plan, embedded, words)
  onProgress?.(0.1)
  addOutlinePages(doc, plan, paths, embedded, words, (done, of) =>
    onProgress?.(0.1 + (0.8 * done) / of),
  )
  const bytes = await doc.save()
  onProgress?.(1)
  return bytes
}
