import { hexToRgb } from '@huey/pbn'
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib'
import { type LegendEntry, LIGHT_L, ML_PER_CM2, ML_STEP, recipeMl } from '../legend'
import type { KitPlan } from '../plan'
import { appendRaw, type Fonts, fillOp, heading, ink, pt } from './page-kit'
import type { KitWords } from './words/kit-words'

const ROW = { restrict: 9, mix: 14 }

/** Each paint of the set and the ml of it the recipes take, most first. */
export function paintTotals(plan: KitPlan): { name: string; hex: string; ml: number }[] {
  const totals = new Map<number, number>()
  for (const entry of plan.legend) {
    if (!entry.recipe) continue
    const amounts = recipeMl(entry.recipe, entry.ml)
    entry.recipe.parts.forEach((p, i) => {
      totals.set(p.paint, (totals.get(p.paint) ?? 0) + (amounts[i] as number))
    })
  }
  return [...totals]
    .map(([paint, v]) => ({
      name: plan.set.paints[paint]?.name ?? '',
      hex: plan.set.paints[paint]?.hex ?? '#000000',
      ml: Math.ceil(v * 2) / 2,
    }))
    .sort((a, b) => b.ml - a.ml)
}

function row(
  page: PDFPage,
  fonts: Fonts,
  plan: KitPlan,
  entry: LegendEntry,
  y: number,
  words: KitWords,
): string {
  const { ml } = words
  const { height } = page.getSize()
  const text = (s: string, x: number, dy = 0, size = 8.5, bold = false) =>
    page.drawText(s, {
      x: pt(x),
      y: height - pt(y + dy),
      size,
      font: bold ? fonts.bold : fonts.regular,
      color: ink,
    })
  const [r, g, b] = hexToRgb(entry.hex)
  text(String(entry.number), 12, 4.5, 11, true)
  text(entry.recipe ? words.say('mixName', { number: entry.number }) : entry.name, 38, 4)
  text(`${entry.hex}  RGB ${r}, ${g}, ${b}`, 82, 4)
  text(words.say('share', { percent: words.decimal(entry.share * 100) }), 130, 4)
  const amount = ml(entry.ml)
  text(entry.coats === 2 ? words.say('twoCoats', { ml: amount }) : amount, 165, 4, 8.5, true)
  const swatch = plan.painted[entry.number - 1] as string
  let raw = `${fillOp(swatch)}${pt(22)} ${height - pt(y + 6)} ${pt(12)} ${pt(6)} re f\n`
  if (entry.recipe) {
    const amounts = recipeMl(entry.recipe, entry.ml)
    const parts = entry.recipe.parts
      .map((p, i) => `${plan.set.paints[p.paint]?.name} ${ml(amounts[i] as number)}`)
      .join(', ')
    text(words.say('mix', { recipe: words.recipe(entry.recipe) }), 38, 8.5, 7.5)
    const deltaE = words.decimal(entry.recipe.deltaE)
    text(words.say('mixParts', { parts, deltaE }), 38, 12, 7.5)
    // The colour asked for beside the mix, so a painter sees how close it comes.
    raw += `${fillOp(entry.hex)}${pt(22)} ${height - pt(y + 12)} ${pt(12)} ${pt(5)} re f\n`
  }
  raw += `0.6 G 0.3 w ${pt(22)} ${height - pt(y + 6)} ${pt(12)} ${pt(6)} re S\n`
  return raw
}

/**
 * The legend: one row per number (swatch, name, hex, RGB, share of the area, ml), the recipes
 * in mix mode, and how the amounts were worked out; as many A4 or Letter pages as it takes.
 */
export function addLegendPages(
  doc: PDFDocument,
  plan: KitPlan,
  fonts: Fonts,
  words: KitWords,
): void {
  const paper = plan.tiling.paper
  const sheet = {
    width: Math.min(paper.width, paper.height),
    height: Math.max(paper.width, paper.height),
  }
  const rowMm = ROW[plan.mode]
  const how = [
    words.say('amounts', {
      mlPerCm2: words.decimal(ML_PER_CM2, 2),
      cm2PerMl: Math.round(1 / ML_PER_CM2),
      lightL: LIGHT_L,
    }),
    words.say('amountsWhy', { step: words.decimal(ML_STEP) }),
  ]
  let page: PDFPage | undefined
  let y = 0
  let raw = ''
  const newPage = () => {
    if (page) appendRaw(doc, page, raw)
    page = doc.addPage([pt(sheet.width), pt(sheet.height)])
    const mode = words.say(plan.mode === 'mix' ? 'legendMix' : 'legendRestrict')
    const line = words.say('legendLine', {
      canvas: words.size(plan.canvas),
      set: words.setName,
      mode,
    })
    heading(page, fonts, words.say('legendHeading'), line)
    how.forEach((line, i) => {
      page?.drawText(line, {
        x: pt(12),
        y: pt(sheet.height - 30 - 4 * i),
        size: 7.5,
        font: fonts.regular,
        color: ink,
      })
    })
    raw = ''
    y = 42
  }
  newPage()
  for (const entry of plan.legend) {
    if (y + rowMm > sheet.height - 12) newPage()
    raw += row(page as PDFPage, fonts, plan, entry, y, words)
    y += rowMm
  }
  if (plan.mode === 'mix') {
    const totals = paintTotals(plan)
    if (y + 10 + 5 * totals.length > sheet.height - 12) newPage()
    const current = page as PDFPage
    const at = (mm: number) => pt(sheet.height - mm)
    const text = (words: string, x: number, yMm: number, size: number, font: PDFFont) =>
      current.drawText(words, { x: pt(x), y: at(yMm), size, font, color: ink })
    text(words.say('paintsToHave'), 12, y + 6, 10, fonts.bold)
    y += 10
    for (const t of totals) {
      raw += `${fillOp(t.hex)}${pt(12)} ${at(y + 3.5)} ${pt(6)} ${pt(3.5)} re f\n`
      text(`${t.name}: ${words.ml(t.ml)}`, 21, y + 3, 8.5, fonts.regular)
      y += 5
    }
  }
  if (page) appendRaw(doc, page, raw)
}
