// `npm run bench -- engine`: the engine on the Kodak photos at 768x512 and 1536x1024 (24 colours),
// and its cost from 0.5 to 4 megapixels. Every photo runs in a child process of its own, so the
// peak RSS reported is that photo's (decoding included). Results go to bench/results/engine.json;
// finished paintings and rendered puzzles go to bench/results/tmp/engine/ for looking at.
// Knobs: RUNS (default 3, the median is reported), TESTIMAGES (folder of PNGs).
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { meanDeltaE2000 } from '../packages/pbn/bin/delta-e'
import {
  createPuzzle,
  type Preset,
  type PuzzleResult,
  type RgbaImage,
  toSvg,
} from '../packages/pbn/src/index'

const dir =
  process.env.TESTIMAGES ?? fileURLToPath(new URL('../../shared/testimages/', import.meta.url))
const renders = fileURLToPath(new URL('./results/tmp/engine/', import.meta.url))
const RUNS = Number(process.env.RUNS ?? 3)

interface Row {
  image: string
  size: string
  ms: number
  cpuMs: number
  stages: Record<string, number>
  regions: number
  minArea: number
  minLabel: number
  labelsOutside: number
  meanDE2000: number
  svgKBPerRegion: number
  peakRssMB: number
  /** RSS before the engine ran: Node, tsx, sharp and the decoded photo. */
  baselineRssMB: number
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2
    ? (s[(s.length - 1) / 2] as number)
    : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2
}

async function load(file: string, width: number, height: number): Promise<RgbaImage> {
  const { data, info } = await sharp(`${dir}/${file}`)
    .resize(width, height, { kernel: 'lanczos3', fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), ...info }
}

/** Labels whose box (digits 0.6 em wide, 1 em tall) reaches a pixel of another region. */
function labelsOutside(result: PuzzleResult): number {
  const { puzzle, regionMap } = result
  let outside = 0
  for (const r of puzzle.regions) {
    const { x, y, size } = r.label
    const hw = (String(r.color + 1).length * 0.6 * size) / 2
    const hh = size / 2
    let bad = false
    for (let py = Math.floor(y - hh); py <= Math.floor(y + hh) && !bad; py++) {
      for (let px = Math.floor(x - hw); px <= Math.floor(x + hw) && !bad; px++) {
        const inside = px >= 0 && py >= 0 && px < puzzle.width && py < puzzle.height
        if (!inside || regionMap[py * puzzle.width + px] !== r.id - 1) bad = true
      }
    }
    if (bad) outside++
  }
  return outside
}

/** Child mode: one photo at one size, RUNS times; prints its row as JSON. */
async function child(
  file: string,
  width: number,
  height: number,
  save: boolean,
  preset: Preset | undefined,
  runs: number,
): Promise<void> {
  const image = await load(file, width, height)
  const baselineRssMB = Math.round(process.memoryUsage().rss / 1e6)
  const times: { ms: number; cpuMs: number }[] = []
  let result: PuzzleResult | undefined
  for (let i = 0; i < runs; i++) {
    // Only the run in hand is alive: an earlier run's result is not part of one run's peak.
    result = undefined
    ;(globalThis as { gc?: () => void }).gc?.()
    const cpu = process.cpuUsage()
    const t = performance.now()
    result = createPuzzle(image, preset ? { preset, seed: 1 } : { colors: 24, seed: 1 })
    times.push({ ms: performance.now() - t, cpuMs: process.cpuUsage(cpu).user / 1000 })
  }
  if (!result) throw new Error('RUNS must be at least 1.')
  // Decoding and the engine only: scoring and the SVG render below allocate on their own account.
  const peakRssMB = Math.round(process.resourceUsage().maxRSS / 1024)
  const { puzzle, finished, timings } = result
  const svg = toSvg(puzzle)
  const name = file.replace('.png', '')
  if (save) {
    mkdirSync(renders, { recursive: true })
    const raw = { raw: { width, height, channels: 4 as const } }
    await sharp(Buffer.from(finished.buffer), raw).png().toFile(`${renders}${name}-finished.png`)
    await sharp(Buffer.from(svg)).png().toFile(`${renders}${name}-puzzle.png`)
  }
  const row: Row = {
    image: name,
    size: `${width}x${height}`,
    ms: Math.round(median(times.map((r) => r.ms))),
    cpuMs: Math.round(median(times.map((r) => r.cpuMs))),
    stages: Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Math.round(v)])),
    regions: puzzle.regions.length,
    minArea: Math.min(...puzzle.regions.map((r) => r.area)),
    minLabel: Math.min(...puzzle.regions.map((r) => r.label.size)),
    labelsOutside: labelsOutside(result),
    meanDE2000: Math.round(meanDeltaE2000(image.data, finished) * 100) / 100,
    svgKBPerRegion: Math.round((svg.length / 1024 / puzzle.regions.length) * 100) / 100,
    peakRssMB,
    baselineRssMB,
  }
  process.stdout.write(`${JSON.stringify(row)}\n`)
}

function spawnChild(
  file: string,
  width: number,
  height: number,
  save: boolean,
  preset?: Preset,
  runs = RUNS,
): Row {
  const args = ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), 'child', file]
  args.push(String(width), String(height), save ? 'save' : '', preset ?? '', String(runs))
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`${file} at ${width}x${height} failed: ${run.stderr}`)
  return JSON.parse(run.stdout.trim().split('\n').pop() as string) as Row
}

async function main(): Promise<void> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
  const report: Record<string, unknown> = { runsPerImage: RUNS }
  for (const [label, scale] of [
    ['768x512', 1],
    ['1536x1024', 2],
  ] as const) {
    const rows: Row[] = []
    for (const file of files) {
      const meta = await sharp(`${dir}/${file}`).metadata()
      const w = Math.round((meta.width ?? 0) * scale)
      const h = Math.round((meta.height ?? 0) * scale)
      rows.push(spawnChild(file, w, h, scale === 1))
    }
    console.log(`\n${label} (portraits ${label.split('x').reverse().join('x')}), 24 colours`)
    console.table(rows.map(({ stages, size: _size, ...r }) => ({ ...r, ...stages })))
    const summary = {
      medianMs: median(rows.map((r) => r.ms)),
      maxMs: Math.max(...rows.map((r) => r.ms)),
      medianCpuMs: median(rows.map((r) => r.cpuMs)),
      medianDE2000: median(rows.map((r) => r.meanDE2000)),
      maxDE2000: Math.max(...rows.map((r) => r.meanDE2000)),
      medianRegions: median(rows.map((r) => r.regions)),
      minLabel: Math.min(...rows.map((r) => r.minLabel)),
      labelsOutside: rows.reduce((s, r) => s + r.labelsOutside, 0),
      peakRssMB: Math.max(...rows.map((r) => r.peakRssMB)),
    }
    console.log(summary)
    report[label] = { summary, rows }
  }
  // The presets at 1536x1024 (one run each, peak RSS per photo), and at the create page's sizes.
  const presetRows: {
    image: string
    size: string
    preset: Preset
    regions: number
    ms: number
    peakRssMB: number
    minLabel: number
    labelsOutside: number
  }[] = []
  for (const [side, list] of [
    [1536, files],
    [768, files],
    [480, files],
  ] as const) {
    for (const file of list) {
      const meta = await sharp(`${dir}/${file}`).metadata()
      const scale = side / Math.max(meta.width ?? 1, meta.height ?? 1)
      const w = Math.round((meta.width ?? 0) * scale)
      const h = Math.round((meta.height ?? 0) * scale)
      for (const preset of ['easy', 'medium', 'hard'] as const) {
        const row = spawnChild(file, w, h, false, preset, 1)
        const { regions, ms, peakRssMB, minLabel, labelsOutside } = row
        presetRows.push({
          image: row.image,
          size: row.size,
          preset,
          regions,
          ms,
          peakRssMB,
          minLabel,
          labelsOutside,
        })
      }
    }
  }
  const presetSummary = []
  for (const side of ['1536', '768', '480']) {
    for (const preset of ['easy', 'medium', 'hard'] as const) {
      const rows = presetRows.filter((r) => r.preset === preset && r.size.includes(side))
      presetSummary.push({
        size: `${side} px`,
        preset,
        minRegions: Math.min(...rows.map((r) => r.regions)),
        medianRegions: median(rows.map((r) => r.regions)),
        maxRegions: Math.max(...rows.map((r) => r.regions)),
        medianMs: median(rows.map((r) => r.ms)),
        peakRssMB: Math.max(...rows.map((r) => r.peakRssMB)),
        minLabel: Math.min(...rows.map((r) => r.minLabel)),
        labelsOutside: rows.reduce((t, r) => t + r.labelsOutside, 0),
      })
    }
  }
  const byImage = new Map<string, Record<string, number>>()
  for (const r of presetRows) {
    const key = `${r.image} ${r.size}`
    byImage.set(key, { ...byImage.get(key), [r.preset]: r.regions })
  }
  const unordered = [...byImage].filter(
    ([, c]) => !((c.easy ?? 0) < (c.medium ?? 0) && (c.medium ?? 0) < (c.hard ?? 0)),
  )
  console.log('\nPresets (regions per photo; one run each, own process)')
  console.table(presetSummary)
  console.log(
    `photos where easy < medium < hard does not hold: ${unordered.length === 0 ? 'none' : unordered.map(([k]) => k).join(', ')}`,
  )
  report.presets = {
    summary: presetSummary,
    unordered: unordered.map(([k]) => k),
    rows: presetRows,
  }

  const scaling: { megapixels: number; ms: number; cpuMs: number; peakRssMB: number }[] = []
  for (const mp of [0.5, 1, 2, 4]) {
    const scale = Math.sqrt((mp * 1e6) / (768 * 512))
    const row = spawnChild('kodim05.png', Math.round(768 * scale), Math.round(512 * scale), false)
    scaling.push({ megapixels: mp, ms: row.ms, cpuMs: row.cpuMs, peakRssMB: row.peakRssMB })
  }
  console.log('\nScaling on kodim05')
  console.table(scaling.map((s) => ({ ...s, msPerMegapixel: Math.round(s.ms / s.megapixels) })))
  report.scaling = scaling
  const loadavg = (await import('node:os')).loadavg()
  report.loadAverage = loadavg.map((l) => Math.round(l * 100) / 100)
  console.log(`load average during the run: ${report.loadAverage}; renders in ${renders}`)
  mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true })
  writeFileSync(
    new URL('./results/engine.json', import.meta.url),
    `${JSON.stringify(report, null, 2)}\n`,
  )
}

const [mode, file, w, h, save, preset, runs] = process.argv.slice(2)
if (mode === 'child' && file) {
  await child(
    file,
    Number(w),
    Number(h),
    save === 'save',
    (preset || undefined) as Preset,
    Number(runs),
  )
} else await main()
