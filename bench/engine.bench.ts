// `npm run bench -- engine`: the engine on the Kodak photos at 768x512 and 1536x1024 (24 colours),
// and its cost from 0.5 to 4 megapixels. Results also go to bench/results/engine.json.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { meanDeltaE2000 } from '../packages/pbn/bin/delta-e'
import { createPuzzle, type RgbaImage, toSvg } from '../packages/pbn/src/index'

const dir =
  process.env.TESTIMAGES ?? fileURLToPath(new URL('../../shared/testimages/', import.meta.url))
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.png'))
  .sort()

async function load(file: string, scale = 1): Promise<RgbaImage> {
  const meta = await sharp(`${dir}/${file}`).metadata()
  const { data, info } = await sharp(`${dir}/${file}`)
    .resize(Math.round((meta.width ?? 0) * scale), Math.round((meta.height ?? 0) * scale), {
      kernel: 'lanczos3',
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2
    ? (s[(s.length - 1) / 2] as number)
    : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2
}

function measure(image: RgbaImage) {
  const t = performance.now()
  const result = createPuzzle(image, { colors: 24, seed: 1 })
  const ms = performance.now() - t
  const { puzzle, regionMap, finished } = result
  const sizes = puzzle.regions.map((r) => r.label.size).sort((a, b) => a - b)
  const minArea = Math.min(...puzzle.regions.map((r) => r.area))
  const outside = puzzle.regions.filter(
    (r) => regionMap[Math.floor(r.label.y) * puzzle.width + Math.floor(r.label.x)] !== r.id - 1,
  ).length
  return {
    ms: Math.round(ms),
    stages: Object.fromEntries(Object.entries(result.timings).map(([k, v]) => [k, Math.round(v)])),
    regions: puzzle.regions.length,
    minArea,
    minLabel: sizes[0] ?? 0,
    labelsOutside: outside,
    meanDE2000: Math.round(meanDeltaE2000(image.data, finished) * 100) / 100,
    svgKBPerRegion: Math.round((toSvg(puzzle).length / 1024 / puzzle.regions.length) * 100) / 100,
    rssMB: Math.round(process.memoryUsage().rss / 1e6),
  }
}

createPuzzle(await load(files[0] as string, 0.5), { seed: 1 })
const report: Record<string, unknown> = {}
for (const [label, scale] of [
  ['768x512', 1],
  ['1536x1024', 2],
] as const) {
  const rows: (ReturnType<typeof measure> & { image: string })[] = []
  for (const file of files) {
    const image = await load(file, scale)
    rows.push({ image: file.replace('.png', ''), ...measure(image) })
  }
  console.log(`\n${label}, 24 colours`)
  console.table(rows.map(({ stages, ...r }) => ({ ...r, ...stages })))
  const summary = {
    medianMs: median(rows.map((r) => r.ms)),
    maxMs: Math.max(...rows.map((r) => r.ms)),
    medianDE2000: median(rows.map((r) => r.meanDE2000)),
    medianRegions: median(rows.map((r) => r.regions)),
    minLabel: Math.min(...rows.map((r) => r.minLabel)),
    labelsOutside: rows.reduce((s, r) => s + r.labelsOutside, 0),
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  }
  console.log(summary)
  report[label] = { summary, rows }
}
const scaling: { megapixels: number; ms: number }[] = []
for (const mp of [0.5, 1, 2, 4]) {
  const scale = Math.sqrt((mp * 1e6) / (768 * 512))
  const image = await load('kodim05.png', scale)
  const runs = [measure(image).ms, measure(image).ms]
  scaling.push({ megapixels: mp, ms: Math.min(...runs) })
}
console.log('\nScaling on kodim05')
console.table(scaling.map((s) => ({ ...s, msPerMegapixel: Math.round(s.ms / s.megapixels) })))
report.scaling = scaling
mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true })
writeFileSync(
  new URL('./results/engine.json', import.meta.url),
  `${JSON.stringify(report, null, 2)}\n`,
)
