import { hexToRgb } from '@huey/pbn'
import { grayscale, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import { PT_PER_MM } from '../sizes'

/** Millimetres to PDF points. */
export const pt = (mm: number) => mm * PT_PER_MM

/** The fonts every page writes with, embedded in the document (`kit-fonts.ts`). */
export interface Fonts {
  readonly regular: PDFFont
  readonly bold: PDFFont
}

/** Text ink: near black, as a grey so it never reads as one of the paints' colours. */
export const ink = grayscale(0.1)

/** `r g b rg`: a fill colour operator for a content stream. */
export function fillOp(hex: string): string {
  const [r, g, b] = hexToRgb(hex).map((v) => Math.round((v / 255) * 10_000) / 10_000)
  return `${r} ${g} ${b} rg\n`
}

/**
 * Appends content written as PDF operators to a page, inside its own graphics state, ahead of
 * anything pdf-lib draws on the page afterwards (text goes on top of the outlines).
 */
export function appendRaw(doc: PDFDocument, page: PDFPage, content: string): void {
  const stream = doc.context.flateStream(`q\n${content}Q\n`)
  page.node.addContentStream(doc.context.register(stream))
}

/**
 * The matrix that puts puzzle pixels (y down) on the page (y up): `scale` points a pixel, the
 * puzzle's top left at (`left`, `top`) in points from the page's bottom left.
 */
export const pixelMatrix = (scale: number, left: number, top: number) =>
  `${scale} 0 0 ${-scale} ${left} ${top} cm\n`

/** Page-wide text written in the page's top margin. */
export function heading(page: PDFPage, fonts: Fonts, text: string, sub?: string): void {
  const { height } = page.getSize()
  page.drawText(text, {
    x: pt(12),
    y: height - pt(12) - 12,
    size: 14,
    font: fonts.bold,
    color: ink,
  })
  if (sub)
    page.drawText(sub, {
      x: pt(12),
      y: height - pt(12) - 26,
      size: 9,
      font: fonts.regular,
      color: ink,
    })
}
