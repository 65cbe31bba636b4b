import type { PDFDocument } from 'pdf-lib'
import type { PdfPath } from '../path'
import type { KitPlan } from '../plan'
import { appendRaw, type Fonts, fillOp, heading, pixelMatrix, pt } from './page-kit'
import type { KitWords } from './words/kit-words'

/**
 * The finished painting on one sheet: every region filled with the colour it dries to (the
 * paint, or its mix), as vector paths, under a heading that says what the kit is.
 */
export function addPreviewPage(
  doc: PDFDocument,
  plan: KitPlan,
  paths: readonly PdfPath[],
  fonts: Fonts,
  words: KitWords,
): void {
  const { paper } = plan.tiling
  const landscape = plan.picture.width > plan.picture.height
  const long = Math.max(paper.width, paper.height)
  const short = Math.min(paper.width, paper.height)
  const sheet = landscape ? { width: long, height: short } : { width: short, height: long }
  const page = doc.addPage([pt(sheet.width), pt(sheet.height)])
  const mode = words.say(plan.mode === 'mix' ? 'previewMix' : 'previewRestrict', {
    set: words.setName,
  })
  const line = words.say('previewLine', {
    canvas: words.size(plan.canvas),
    picture: words.size(plan.picture),
    colours: plan.legend.length,
    mode,
  })
  heading(page, fonts, words.say('previewHeading'), line)
  const box = { x: 12, y: 24, width: sheet.width - 24, height: sheet.height - 36 }
  const { width, height } = plan.puzzle
  const mm = Math.min(box.width / width, box.height / height)
  const left = box.x + (box.width - width * mm) / 2
  const top = box.y + (box.height - height * mm) / 2
  let content = pixelMatrix(pt(mm), pt(left), pt(sheet.height - top))
  plan.puzzle.regions.forEach((region, i) => {
    content += `${fillOp(plan.painted[region.color] as string)}${paths[i]?.ops ?? ''}f*\n`
  })
  appendRaw(doc, page, content)
}
