import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readKitFontFiles } from '../bin/kit-font-files'
import {
  DIGIT_HEIGHT,
  type KitLanguage,
  kitFromPuzzle,
  kitPdf,
  kitSettings,
  kitTexts,
  numbersBySheet,
  PT_PER_MM,
  paintSet,
} from '../src/index'
import { gridPuzzle } from './grid-puzzle'
import { fillColours, pageText, pageWords, pdfFonts, pdfInfo, renderPage } from './poppler'

const dir = mkdtempSync(join(tmpdir(), 'kit-pdf-'))
const set = paintSet('acrylic-12')

async function makeKit(mode: 'restrict' | 'mix', name: string, language: KitLanguage = {}) {
  // 20 x 28 squares of 25 px, coloured with the set's paints in turn: a 50x70 cm picture at 1 mm a px.
  const puzzle = gridPuzzle(
    20,
    28,
    25,
    set.paints.map((p) => p.hex),
  )
  const settings = kitSettings({ size: '50x70cm', paper: 'a4', paints: 'acrylic-12', mode })
  const plan = kitFromPuzzle(puzzle, settings)
  const file = join(dir, name)
  writeFileSync(file, await kitPdf(plan, readKitFontFiles(), language))
  return { plan, file }
}

describe('kitPdf', () => {
  it('has a portrait preview, a legend page and 8 landscape A4 sheets for a 50x70 cm kit', async () => {
    const { file } = await makeKit('restrict', 'pages.pdf')
    const { pages, sizes } = pdfInfo(file)
    expect(pages).toBe(10)
    expect(sizes[0]).toEqual([595.276, 841.89])
    expect(sizes[1]).toEqual([595.276, 841.89])
    for (const size of sizes.slice(2)) expect(size).toEqual([841.89, 595.276])
  })

  it('lists every paint with its hex, RGB, share and ml, and says how amounts are worked out', async () => {
    const { file, plan } = await makeKit('restrict', 'legend.pdf')
    const text = pageText(file, 2)
    for (const paint of set.paints) expect(text).toContain(paint.name)
    expect(text).toMatch(/#f4f3ee\s+RGB 244, 243, 238/)
    expect(text).toMatch(/0.02 ml per cm² a coat/)
    expect(text).toMatch(/two coats/)
    // 47 white squares of 25x25 mm = 293.75 cm² x 0.02 x 2 coats = 11.75 -> 12 ml.
    expect(plan.legend[0]).toMatchObject({ name: 'Titanium White', ml: 12, coats: 2 })
    expect(text).toMatch(/Titanium White.*#f4f3ee.*8\.4% of the area\s+12 ml \(2 coats\)/)
  })

  it("uses only the set's paints for every coloured area in restrict mode", async () => {
    const { file } = await makeKit('restrict', 'restrict.pdf')
    const paints = new Set(set.paints.map((p) => p.hex))
    const fills = fillColours(file)
    expect(fills.size).toBeGreaterThan(0)
    expect([...fills].filter((c) => !paints.has(c))).toEqual([])
  })

  it("prints each sheet's numbers where the puzzle puts them, at least 2 mm tall", async () => {
    const { file, plan } = await makeKit('mix', 'numbers.pdf')
    const legendPages = pdfInfo(file).pages - 1 - plan.tiling.tiles.length
    const { margin } = plan.tiling
    for (const [i, sheet] of plan.tiling.tiles.entries()) {
      const page = 2 + legendPages + i
      const expected = numbersBySheet(plan).get(sheet.name) ?? []
      const words = pageWords(file, page).filter((w) => w.y > margin * PT_PER_MM)
      expect(words).toHaveLength(expected.length)
      for (const n of expected) {
        const x = (margin + n.x - sheet.x) * PT_PER_MM
        const y = (margin + n.y - sheet.y) * PT_PER_MM
        const found = words.find(
          (w) => w.text === n.text && Math.hypot(w.x - x, w.y - y) < PT_PER_MM,
        )
        expect(found, `number ${n.text} of region ${n.region} on ${sheet.name}`).toBeDefined()
        expect(n.fontMm * DIGIT_HEIGHT).toBeGreaterThanOrEqual(2)
      }
    }
  })

  it('renders a sheet with ink on each number and blank paper between the numbers and lines', async () => {
    const { file, plan } = await makeKit('mix', 'render.pdf')
    // Drawn in its own fonts, not in whatever the machine substitutes for a standard one.
    const fonts = pdfFonts(file)
    expect(fonts.map((f) => f.name.replace(/-\d+$/, '')).sort()).toEqual([
      'Roboto-Bold',
      'Roboto-Regular',
    ])
    expect(fonts.every((f) => f.embedded)).toBe(true)
    const legendPages = pdfInfo(file).pages - 1 - plan.tiling.tiles.length
    const sheet = plan.tiling.tiles[3]
    if (!sheet) throw new Error('no sheet B2')
    // Fine enough that a digit's stroke covers whole pixels, whichever font drew it.
    const dpi = 200
    const img = renderPage(file, 2 + legendPages + 3, dpi)
    const at = (mmX: number, mmY: number, r: number) => {
      const cx = Math.round(((plan.tiling.margin + mmX - sheet.x) * dpi) / 25.4)
      const cy = Math.round(((plan.tiling.margin + mmY - sheet.y) * dpi) / 25.4)
      let darkest = 255
      for (let y = cy - r; y <= cy + r; y++)
        for (let x = cx - r; x <= cx + r; x++)
          darkest = Math.min(darkest, img.pixels[y * img.width + x] ?? 255)
      return darkest
    }
    const numbers = numbersBySheet(plan).get(sheet.name) ?? []
    expect(numbers.length).toBeGreaterThan(20)
    for (const n of numbers) {
      // Anywhere within the digits' height around the number's centre.
      expect(at(n.x, n.y, Math.round((n.fontMm * DIGIT_HEIGHT * dpi) / 25.4 / 2))).toBeLessThan(100)
      // 7 mm to the side of a number, inside its 25 mm square, the paper is blank.
      expect(at(n.x + 7, n.y, 4)).toBe(255)
    }
  })

  it("prints the kit in the painter's language, with its decimal mark", async () => {
    const setName = 'Acryl-Starterset, 12 Farben'
    const { file, plan } = await makeKit('mix', 'german.pdf', { language: 'de', setName })
    expect(pageText(file, 1)).toContain('Malset: das fertige Bild')
    const legend = pageText(file, 2)
    expect(legend).toContain(`Leinwand 50x70 cm, ${setName}, Mischmodus`)
    expect(legend).toContain('0,02 ml pro cm² und Schicht')
    expect(legend).toMatch(/Mischung 1\s/)
    expect(legend).toMatch(/\d+,\d % der Fläche/)
    expect(legend).toMatch(/Mischung: \S.*(Teil|Hauch|pur)/)
    expect(legend).not.toMatch(/of the area|Mix:|canvas/)
    const lastSheet = pdfInfo(file).pages
    const last = plan.tiling.tiles[plan.tiling.tiles.length - 1]?.name
    expect(pageText(file, lastSheet)).toContain(`Blatt ${last} von A1-${last}`)
  })

  it('prints in US English for a language it does not have', async () => {
    const { file } = await makeKit('restrict', 'japanese.pdf', { language: 'ja' })
    expect(pageText(file, 2)).toMatch(/\d+\.\d% of the area/)
  })
})

describe('the kit in five languages', () => {
  it('has every sentence in every language, with the same values in it', () => {
    const holes = (sentence: string) => [...sentence.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort()
    const english = kitTexts['en-US'] ?? {}
    expect(Object.keys(kitTexts)).toEqual(['en-US', 'es', 'fr', 'de', 'pt-BR'])
    for (const [language, text] of Object.entries(kitTexts)) {
      expect(Object.keys(text), language).toEqual(Object.keys(english))
      for (const [key, sentence] of Object.entries(text)) {
        expect(holes(sentence), `${language} ${key}`).toEqual(
          holes(english[key as keyof typeof english] ?? ''),
        )
      }
    }
  })
})
