// The engine bench's timing parts: hard warm on every photo, and one photo from 0.5 to 4 megapixels.
import sharp from 'sharp'
import type { Preset } from '../packages/pbn/src/index'
import { median, medianOf, type Row } from './engine-row'

/** Runs one photo at one size in its own process (engine.bench.ts's spawnChild). */
export type Spawn = (
  file: string,
  width: number,
  height: number,
  save: boolean,
  preset?: Preset,
  runs?: number,
  warmup?: number,
) => Promise<Row>

/**
 * The hard preset's time as the photos part times medium: warm (WARMUP runs first, untimed, in
 * each process) on every photo at 768 px, which hard works on enlarged to a megapixel.
 */
export async function hardPart(
  files: string[],
  dir: string,
  spawn: Spawn,
  report: Record<string, unknown>,
  phone: Map<string, number>,
): Promise<void> {
  const rows: Row[] = []
  for (const file of files) {
    const meta = await sharp(`${dir}/${file}`).metadata()
    const row = await spawn(file, meta.width ?? 0, meta.height ?? 0, false, 'hard', 1)
    rows.push({ ...row, phoneMs: phone.get(`${row.image} hard`) })
  }
  const summary = {
    medianMainCpuMs: median(rows.map((r) => r.mainCpuMs)),
    maxMainCpuMs: Math.max(...rows.map((r) => r.mainCpuMs)),
    medianMs: median(rows.map((r) => r.ms)),
    medianColdMs: median(rows.map((r) => r.coldMs)),
    medianStagesMs: Object.fromEntries(
      Object.keys(rows[0]?.stages ?? {}).map((k) => [k, median(rows.map((r) => r.stages[k] ?? 0))]),
    ),
    minRegions: Math.min(...rows.map((r) => r.regions)),
    medianRegions: median(rows.map((r) => r.regions)),
    maxRegions: Math.max(...rows.map((r) => r.regions)),
    medianColours: median(rows.map((r) => r.colours)),
    closestPair: Math.min(...rows.map((r) => r.closestPair)),
    medianDE2000: median(rows.map((r) => r.meanDE2000)),
    medianNearColourPct: median(rows.map((r) => r.nearColourPct)),
    medianThinPct: median(rows.map((r) => r.thinPct)),
    medianArmsPct: median(rows.map((r) => r.armsPct)),
    minLabel: Math.min(...rows.map((r) => r.minLabel)),
    peakRssMB: Math.max(...rows.map((r) => r.peakRssMB)),
    medianPhoneMs: medianOf(rows.map((r) => r.phoneMs)),
  }
  console.log('\nhard at 768 px (worked at a megapixel), warm')
  console.table(
    rows.map(({ image, puzzleSize, stages, size: _s, svgKBPerRegion: _k, ...r }) => ({
      image,
      puzzleSize: puzzleSize.join('x'),
      ...r,
      ...stages,
    })),
  )
  console.log(summary)
  report.hardWarm = { summary, rows }
}

export async function scalingPart(spawn: Spawn, report: Record<string, unknown>): Promise<void> {
  const scaling: {
    megapixels: number
    ms: number
    cpuMs: number
    mainCpuMs: number
    peakRssMB: number
  }[] = []
  for (const mp of [0.5, 1, 2, 4]) {
    const scale = Math.sqrt((mp * 1e6) / (768 * 512))
    const row = await spawn('kodim05.png', Math.round(768 * scale), Math.round(512 * scale), false)
    const { ms, cpuMs, mainCpuMs, peakRssMB } = row
    scaling.push({ megapixels: mp, ms, cpuMs, mainCpuMs, peakRssMB })
  }
  console.log('\nScaling on kodim05')
  console.table(scaling.map((s) => ({ ...s, msPerMegapixel: Math.round(s.ms / s.megapixels) })))
  report.scaling = scaling
}
