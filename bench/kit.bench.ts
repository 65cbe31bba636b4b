// `npm run bench -- kit`: a 12-megapixel photo to a 40x50 cm kit on A4 (mix mode, acrylic-12, and
// restrict mode), as `pbn kit` makes it: decode and resize (sharp), puzzle for print, recipes, PDF.
// Runs each mode RUNS times and keeps the medians in bench/results/kit.json.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type KitSettings,
  kitFromPhoto,
  kitPdf,
  kitSettings,
  placePicture,
  workingSize,
} from '@huey/kit'
import sharp from 'sharp'
import { readKitFontFiles } from '../packages/kit/bin/kit-font-files'

const RUNS = Number(process.env.RUNS ?? 3)
const here = fileURLToPath(new URL('.', import.meta.url))
// A copy of ../shared/testimages/kodim05.png kept in the repository, enlarged to 4000 x 3000.
const source = join(here, '../packages/pbn/test/fixtures/in/kodim05.png')
const photo = await sharp(source)
  .resize(4000, 3000, { fit: 'fill' })
  .jpeg({ quality: 90 })
  .toBuffer()

async function once(settings: KitSettings) {
  const started = performance.now()
  const size = workingSize(placePicture(settings, 4000, 3000).picture)
  const { data, info } = await sharp(photo)
    .ensureAlpha()
    .resize(size.width, size.height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const decoded = performance.now()
  const plan = kitFromPhoto(
    {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    },
    settings,
  )
  const planned = performance.now()
  const pdf = await kitPdf(plan, readKitFontFiles())
  const done = performance.now()
  return {
    decodeMs: decoded - started,
    puzzleAndRecipesMs: planned - decoded,
    pdfMs: done - planned,
    totalMs: done - started,
    pdfBytes: pdf.length,
    regions: plan.puzzle.regions.length,
    colours: plan.legend.length,
    sheets: plan.tiling.tiles.length,
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const results: Record<string, unknown> = {}
for (const mode of ['mix', 'restrict']) {
  const settings = kitSettings({ size: '40x50cm', paper: 'a4', paints: 'acrylic-12', mode })
  const runs: Awaited<ReturnType<typeof once>>[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await once(settings))
  const pick = (k: 'decodeMs' | 'puzzleAndRecipesMs' | 'pdfMs' | 'totalMs') =>
    Math.round(median(runs.map((r) => r[k])))
  const summary = {
    totalMs: pick('totalMs'),
    decodeMs: pick('decodeMs'),
    puzzleAndRecipesMs: pick('puzzleAndRecipesMs'),
    pdfMs: pick('pdfMs'),
    pdfKB: Math.round((runs[0]?.pdfBytes ?? 0) / 1024),
    regions: runs[0]?.regions,
    colours: runs[0]?.colours,
    sheets: runs[0]?.sheets,
  }
  results[mode] = summary
  console.log(`kit 40x50 cm, A4, acrylic-12, ${mode}:`, JSON.stringify(summary))
}
writeFileSync(
  join(here, 'results/kit.json'),
  `${JSON.stringify({ date: new Date().toISOString(), photo: '4000x3000 JPEG (kodim05 enlarged)', runs: RUNS, results }, null, 2)}\n`,
)
