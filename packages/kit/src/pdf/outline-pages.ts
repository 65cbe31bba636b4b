import type { PDFDocument, PDFPage } from 'pdf-lib'
import type { PdfPath } from '../path'
import type { KitPlan } from '../plan'
import { DIGIT_HEIGHT } from '../print-puzzle'
import { ownerOf, type Tile } from '../tiler'
import { appendRaw, type Fonts, ink, pixelMatrix, pt } from './page-kit'
import type { KitWords } from './words/kit-words'

/** Numbers are printed no larger than this (mm of font size): big numbers show through paint. */
const MAX_FONT_MM = 3.6
/** Outlines: thin, dark grey lines. */
const LINE_MM = 0.15
const LINE_GREY = 0.3

/** Where each region's number goes, in mm on the picture, and at what font size (mm). */
export interface PlacedNumber {
  readonly region: number
  readonly text: string
  readonly x: number
  readonly y: number
  readonly fontMm: number
}

/**
 * The numbers of the outline (a region's label, and the extra ones of a large region), placed at
 * the printed scale, each owned by one sheet.
 *
 * @example
 * numbersBySheet(plan).get('A1') // the numbers sheet A1 prints
 */
export function numbersBySheet(plan: KitPlan): Map<string, PlacedNumber[]> {
  const out = new Map<string, PlacedNumber[]>(plan.tiling.tiles.map((t) => [t.name, []]))
  for (const r of plan.puzzle.regions) {
    for (const at of [r.label, ...(r.extraLabels ?? [])]) {
      const x = at.x * plan.mmPerPx
      const y = at.y * plan.mmPerPx
      out.get(ownerOf(plan.tiling, x, y).name)?.push({
        region: r.id,
        text: String(r.color + 1),
        x,
        y,
        fontMm: Math.min(MAX_FONT_MM, at.size * plan.mmPerPx),
      })
    }
  }
  return out
}

function cropMarks(t: Tile, margin: number, sheetHeight: number): string {
  const y = (mm: number) => pt(sheetHeight - mm)
  const x0 = margin
  const y0 = margin
  const x1 = margin + t.width
  const y1 = margin + t.height
  let out = '0 G 0.4 w\n'
  for (const [cx, cy] of [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ] as const) {
    const sx = cx === x0 ? -1 : 1
    const sy = cy === y0 ? -1 : 1
    out += `${pt(cx + sx * 2)} ${y(cy)} m ${pt(cx + sx * 8)} ${y(cy)} l S\n`
    out += `${pt(cx)} ${y(cy + sy * 2)} m ${pt(cx)} ${y(cy + sy * 8)} l S\n`
  }
  return out
}

/** Dashed lines where the neighbours' sheets begin: glue the next sheet up to them. */
function overlapLines(plan: KitPlan, t: Tile, sheetHeight: number): string {
  const { margin, overlap, cols, rows } = plan.tiling
  const y = (mm: number) => pt(sheetHeight - mm)
  let out = '0.55 G 0.3 w [3 2] 0 d\n'
  const left = margin
  const top = margin
  if (t.col > 0)
    out += `${pt(left + overlap)} ${y(top)} m ${pt(left + overlap)} ${y(top + t.height)} l S\n`
  if (t.col < cols - 1)
    out += `${pt(left + t.width - overlap)} ${y(top)} m ${pt(left + t.width - overlap)} ${y(top + t.height)} l S\n`
  if (t.row > 0)
    out += `${pt(left)} ${y(top + overlap)} m ${pt(left + t.width)} ${y(top + overlap)} l S\n`
  if (t.row < rows - 1)
    out += `${pt(left)} ${y(top + t.height - overlap)} m ${pt(left + t.width)} ${y(top + t.height - overlap)} l S\n`
  return `${out}[] 0 d\n`
}

function sheetLabel(plan: KitPlan, t: Tile, words: KitWords): string {
  const { cols, rows, overlap, tiles } = plan.tiling
  const span = (from: number, size: number, whole: number) =>
    `${Math.round(Math.max(0, from))}-${Math.round(Math.min(whole, from + size))} mm`
  return words.say('sheet', {
    name: t.name,
    last: tiles[tiles.length - 1]?.name ?? t.name,
    col: t.col + 1,
    cols,
    row: t.row + 1,
    rows,
    x: span(t.x, t.width, plan.picture.width),
    y: span(t.y, t.height, plan.picture.height),
    overlap,
  })
}

function addSheet(
  doc: PDFDocument,
  plan: KitPlan,
  t: Tile,
  paths: readonly PdfPath[],
  numbers: readonly PlacedNumber[],
  fonts: Fonts,
  words: KitWords,
): PDFPage {
  const { paper, margin, tiles } = plan.tiling
  const page = doc.addPage([pt(paper.width), pt(paper.height)])
  const px = plan.mmPerPx
  const inView = (p: PdfPath) =>
    p.maxX * px >= t.x &&
    p.minX * px <= t.x + t.width &&
    p.maxY * px >= t.y &&
    p.minY * px <= t.y + t.height
  let content = `${pt(margin)} ${pt(paper.height - margin - t.height)} ${pt(t.width)} ${pt(t.height)} re W n\n`
  content += 'q\n'
  content += pixelMatrix(pt(px), pt(margin - t.x), pt(paper.height - margin + t.y))
  content += `${LINE_GREY} G ${LINE_MM / px} w 1 j\n`
  for (const p of paths) if (inView(p)) content += `${p.ops}S\n`
  content += 'Q\n'
  if (tiles.length > 1) {
    content += overlapLines(plan, t, paper.height)
    content += `Q q\n${cropMarks(t, margin, paper.height)}`
  }
  appendRaw(doc, page, content)
  for (const n of numbers) {
    const size = pt(n.fontMm)
    const width = fonts.regular.widthOfTextAtSize(n.text, size)
    page.drawText(n.text, {
      x: pt(margin + n.x - t.x) - width / 2,
      y: pt(paper.height - margin - (n.y - t.y)) - (size * DIGIT_HEIGHT) / 2,
      size,
      font: fonts.regular,
      color: ink,
    })
  }
  if (tiles.length > 1) {
    page.drawText(sheetLabel(plan, t, words), {
      x: pt(margin),
      y: pt(paper.height - margin + 4),
      size: 7,
      font: fonts.regular,
      color: ink,
    })
  }
  return page
}

/**
 * The outline at true size: one page per sheet of the tiling, regions as thin dark lines, each
 * number on the one sheet that owns it, crop marks, dashed overlap lines and the sheet's place.
 */
export function addOutlinePages(
  doc: PDFDocument,
  plan: KitPlan,
  paths: readonly PdfPath[],
  fonts: Fonts,
  words: KitWords,
  onSheet?: (done: number, of: number) => void,
): void {
  const numbers = numbersBySheet(plan)
  plan.tiling.tiles.forEach((t, i) => {
    addSheet(doc, plan, t, paths, numbers.get(t.name) ?? [], fonts, words)
    onSheet?.(i + 1, plan.tiling.tiles.length)
  })
}
