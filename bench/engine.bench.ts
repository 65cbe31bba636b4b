// `npm run bench -- engine`: the engine on the Kodak photos at 768x512 and 1536x1024 (24 colours),
// the presets, and its cost from 0.5 to 4 megapixels. Every photo runs in a child process of its
// own (bench/engine-child.ts, bundled and run in plain Node with raw RGBA handed over), so the peak
// RSS reported is that photo's: Node's and the engine's, as in the server or a web worker.
// Results go to bench/results/engine.json; finished paintings and rendered puzzles go to
// bench/results/tmp/engine/ for looking at. Knobs: RUNS (default 3, the median is reported),
// WARMUP (untimed runs first in each process, default 3, see engine-child.ts: peak memory is
// still the first run's, and the first run's time is reported as cold; the presets part runs
// once, cold; the hard part times hard warm), SIDES (the presets part's
// sizes, default 1536,1200,768,480), TESTIMAGES (folder of PNGs), PARTS (any of
// phone,photos,presets,hard,scaling; default all: phone is bench/engine-phone.ts, medium and hard
// as the create page makes them at 4x CPU slowdown, reported beside the photos' and hard's rows).
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'
import sharp from 'sharp'
import type { Preset } from '../packages/pbn/src/index'
import { phonePart } from './engine-phone'
import { median, medianOf, type Row } from './engine-row'
import { hardPart, scalingPart } from './engine-timing'

const dir =
  process.env.TESTIMAGES ?? fileURLToPath(new URL('../../shared/testimages/', import.meta.url))
const tmp = fileURLToPath(new URL('./results/tmp/', import.meta.url))
const renders = `${tmp}engine/`
const childScript = `${tmp}engine-child.mjs`
const RUNS = Number(process.env.RUNS ?? 3)
const WARMUP = Number(process.env.WARMUP ?? 3)
const SIDES = (process.env.SIDES ?? '1536,1200,768,480').split(',')
const PARTS = (process.env.PARTS ?? 'phone,photos,presets,hard,scaling').split(',')

async function spawnChild(
  file: string,
  width: number,
  height: number,
  save: boolean,
  preset?: Preset,
  runs = RUNS,
  warmup = WARMUP,
): Promise<Row> {
  const name = file.replace('.png', '')
  const raw = `${tmp}${name}-${width}x${height}.raw`
  const { data } = await sharp(`${dir}/${file}`)
    .resize(width, height, { kernel: 'lanczos3', fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  writeFileSync(raw, data)
  const out = save ? `${renders}${name}` : ''
  const args = [childScript, raw, String(width), String(height), preset ?? '']
  args.push(String(runs), out)
  const env = { ...process.env, WARMUP: String(warmup) }
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', env })
  rmSync(raw)
  if (run.status !== 0) throw new Error(`${file} at ${width}x${height} failed: ${run.stderr}`)
  const row = { image: name, ...JSON.parse(run.stdout.trim().split('\n').pop() as string) } as Row
  if (save) {
    const [w, h] = row.puzzleSize
    await sharp(readFileSync(`${out}-finished.raw`), { raw: { width: w, height: h, channels: 4 } })
      .png()
      .toFile(`${out}-finished.png`)
    await sharp(readFileSync(`${out}-puzzle.svg`))
      .png()
      .toFile(`${out}-puzzle.png`)
    rmSync(`${out}-finished.raw`)
  }
  return row
}

async function photosPart(
  files: string[],
  report: Record<string, unknown>,
  phone: Map<string, number>,
): Promise<void> {
  for (const [label, scale] of [
    ['768x512', 1],
    ['1536x1024', 2],
  ] as const) {
    const rows: Row[] = []
    for (const file of files) {
      const meta = await sharp(`${dir}/${file}`).metadata()
      const w = Math.round((meta.width ?? 0) * scale)
      const h = Math.round((meta.height ?? 0) * scale)
      const row = await spawnChild(file, w, h, scale === 1)
      const phoneMs = scale === 1 ? phone.get(`${row.image} medium`) : undefined
      rows.push(phoneMs === undefined ? row : { ...row, phoneMs })
    }
    console.log(`\n${label} (portraits ${label.split('x').reverse().join('x')}), medium`)
    console.table(
      rows.map(({ stages, size: _size, puzzleSize: _puzzle, ...r }) => ({ ...r, ...stages })),
    )
    const summary = {
      medianMs: median(rows.map((r) => r.ms)),
      maxMs: Math.max(...rows.map((r) => r.ms)),
      medianCpuMs: median(rows.map((r) => r.cpuMs)),
      medianMainCpuMs: median(rows.map((r) => r.mainCpuMs)),
      medianColdMs: median(rows.map((r) => r.coldMs)),
      medianColdMainCpuMs: median(rows.map((r) => r.coldMainCpuMs)),
      medianStagesMs: Object.fromEntries(
        Object.keys(rows[0]?.stages ?? {}).map((k) => [
          k,
          median(rows.map((r) => r.stages[k] ?? 0)),
        ]),
      ),
      medianDE2000: median(rows.map((r) => r.meanDE2000)),
      maxDE2000: Math.max(...rows.map((r) => r.meanDE2000)),
      medianChromaRatio: median(rows.map((r) => r.chromaRatio)),
      medianThinPct: median(rows.map((r) => r.thinPct)),
      medianArmsPct: median(rows.map((r) => r.armsPct)),
      medianSameColourPct: median(rows.map((r) => r.sameColourPct)),
      medianRegions: median(rows.map((r) => r.regions)),
      medianColours: median(rows.map((r) => r.colours)),
      closestPair: Math.min(...rows.map((r) => r.closestPair)),
      medianNearColourPct: median(rows.map((r) => r.nearColourPct)),
      medianPhoneMs: medianOf(rows.map((r) => r.phoneMs)),
      minLabel: Math.min(...rows.map((r) => r.minLabel)),
      labelsOutside: rows.reduce((s, r) => s + r.labelsOutside, 0),
      peakRssMB: Math.max(...rows.map((r) => r.peakRssMB)),
    }
    console.log(summary)
    report[label] = { summary, rows }
  }
}

type PresetRow = Omit<Row, 'puzzleSize' | 'stages'> & { puzzleSize: string; preset: Preset }

/** The presets at 1536x1024, at the create page's size (1200) and smaller; one run each. */
async function presetsPart(files: string[], report: Record<string, unknown>): Promise<void> {
  const presetRows: PresetRow[] = []
  for (const side of SIDES.map(Number)) {
    for (const file of files) {
      const meta = await sharp(`${dir}/${file}`).metadata()
      const scale = side / Math.max(meta.width ?? 1, meta.height ?? 1)
      const w = Math.round((meta.width ?? 0) * scale)
      const h = Math.round((meta.height ?? 0) * scale)
      for (const preset of ['easy', 'medium', 'hard'] as const) {
        // One cold run each: the presets part is about regions and fidelity (photos times warm).
        const { stages: _stages, ...row } = await spawnChild(file, w, h, false, preset, 1, 0)
        // The hard preset works on at least a megapixel: smaller photos are enlarged first.
        presetRows.push({ ...row, puzzleSize: row.puzzleSize.join('x'), preset })
      }
    }
  }
  const presetSummary = []
  for (const side of SIDES) {
    for (const preset of ['easy', 'medium', 'hard'] as const) {
      const rows = presetRows.filter((r) => r.preset === preset && r.size.includes(side))
      presetSummary.push({
        size: `${side} px`,
        preset,
        puzzleMegapixels:
          Math.round(
            median(rows.map((r) => r.puzzleSize.split('x').reduce((a, b) => a * Number(b), 1))) /
              1e4,
          ) / 100,
        minRegions: Math.min(...rows.map((r) => r.regions)),
        medianRegions: median(rows.map((r) => r.regions)),
        maxRegions: Math.max(...rows.map((r) => r.regions)),
        medianMs: median(rows.map((r) => r.ms)),
        medianMainCpuMs: median(rows.map((r) => r.mainCpuMs)),
        peakRssMB: Math.max(...rows.map((r) => r.peakRssMB)),
        medianDE2000: median(rows.map((r) => r.meanDE2000)),
        medianChromaRatio: median(rows.map((r) => r.chromaRatio)),
        medianThinPct: median(rows.map((r) => r.thinPct)),
        medianArmsPct: median(rows.map((r) => r.armsPct)),
        medianSameColourPct: median(rows.map((r) => r.sameColourPct)),
        maxSameColourPct: Math.max(...rows.map((r) => r.sameColourPct)),
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
  console.log('\nhard at 768 px, per photo')
  console.table(
    presetRows
      .filter((r) => r.preset === 'hard' && r.size.includes('768'))
      .map(({ image, puzzleSize, regions, ms, meanDE2000, thinPct, sameColourPct, minLabel }) => ({
        image,
        puzzleSize,
        regions,
        ms,
        meanDE2000,
        thinPct,
        sameColourPct,
        minLabel,
      })),
  )
  console.log(
    `photos where easy < medium < hard does not hold: ${unordered.length === 0 ? 'none' : unordered.map(([k]) => k).join(', ')}`,
  )
  for (const preset of ['easy', 'medium', 'hard'] as const) {
    console.log(`\n${preset} at 1536 px, per photo`)
    console.table(
      presetRows
        .filter((r) => r.preset === preset && r.size.includes('1536'))
        .map(({ baselineRssMB: _b, svgKBPerRegion: _s, minArea: _m, ...r }) => r),
    )
  }
  report.presets = {
    summary: presetSummary,
    unordered: unordered.map(([k]) => k),
    rows: presetRows,
  }
}

async function main(): Promise<void> {
  mkdirSync(renders, { recursive: true })
  buildSync({
    entryPoints: [fileURLToPath(new URL('./engine-child.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: childScript,
  })
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
  const report: Record<string, unknown> = {
    runsPerImage: RUNS,
    warmupRuns: WARMUP,
    presetSides: SIDES,
  }
  const phone = PARTS.includes('phone') ? await phonePart(files, dir, report) : new Map()
  if (PARTS.includes('photos')) await photosPart(files, report, phone)
  if (PARTS.includes('presets')) await presetsPart(files, report)
  if (PARTS.includes('hard')) await hardPart(files, dir, spawnChild, report, phone)
  if (PARTS.includes('scaling')) await scalingPart(spawnChild, report)
  const loadavg = (await import('node:os')).loadavg()
  report.loadAverage = loadavg.map((l) => Math.round(l * 100) / 100)
  console.log(`load average during the run: ${report.loadAverage}; renders in ${renders}`)
  mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true })
  // A partial run (PARTS) goes beside the renders, keeping the full results file whole.
  const results = fileURLToPath(
    new URL(
      process.env.PARTS ? `./results/tmp/engine-${PARTS.join('-')}.json` : './results/engine.json',
      import.meta.url,
    ),
  )
  writeFileSync(results, `${JSON.stringify(report, null, 2)}\n`)
  // Written the way the repository's formatter keeps JSON, so `biome ci` stays clean.
  spawnSync('npx', ['biome', 'format', '--write', results])
}

await main()
