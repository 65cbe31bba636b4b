import { PDFDocument, StandardFonts } from 'pdf-lib'
import { toPdfPath } from '../path'
import type { KitPlan } from '../plan'
import { addLegendPages } from './legend-pages'
import { addOutlinePages } from './outline-pages'
import { addPreviewPage } from './preview-page'
import { type KitLanguage, kitWords } from './words/kit-words'

/**
 * The kit as a PDF: the finished painting, the legend, then the outline sheets. Everything is
 * vector (paths and text), so it prints sharp at any size.
 *
 * @example
 * const bytes = await kitPdf(plan, { language: 'de' }, (f) => bar(f))
 */
export async function kitPdf(
  plan: KitPlan,
  language: KitLanguage = {},
  onProgress?: (fraction: number) => void,
): Promise<Uint8Array> {
  const words = kitWords(plan, language)
  const doc = await PDFDocument.create()
  doc.setTitle(words.say('documentTitle'))
  doc.setLanguage(language.language ?? 'en-US')
  doc.setCreator('Huey')
  doc.setProducer('Huey')
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const paths = plan.puzzle.regions.map((r) => toPdfPath(r.path))
  addPreviewPage(doc, plan, paths, fonts, words)
  addLegendPages(doc, plan, fonts, words)
  onProgress?.(0.1)
  addOutlinePages(doc, plan, paths, fonts, words, (done, of) =>
    onProgress?.(0.1 + (0.8 * done) / of),
  )
  const bytes = await doc.save()
  onProgress?.(1)
  return bytes
}
