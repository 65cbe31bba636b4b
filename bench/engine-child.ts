// One photo at one size through the engine, for `npm run bench -- engine`. The bench bundles this
// file and runs it in plain Node, as the server and the web worker run the engine: no tsx, and no
// decoder (the bench hands over raw RGBA), so the peak RSS is Node's and the engine's own.
// Arguments: raw-file width height preset|'' runs [out-prefix]. Prints its row as JSON.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { meanDeltaE2000 } from '../packages/pbn/bin/delta-e'
import { createPuzzle, type Preset, type PuzzleResult, toSvg } from '../packages/pbn/src/index'
import {
  chromaRatio,
  closestPair,
  nearColourShare,
  sameColourShare,
  thinParts,
} from './engine-metrics'

const [file, w, h, preset, runs, out] = process.argv.slice(2)

const width = Number(w)
const height = Number(h)

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2
    ? (s[(s.length - 1) / 2] as number)
    : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2
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

/**
 * This process's own peak RSS (MB). Linux carries getrusage's maximum across exec, so a child
 * would report its parent's size whenever that is larger; VmHWM starts afresh with the process.
 */
function peakRss(): number {
  const status = existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : ''
  const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1]
  return Math.round((kb ? Number(kb) : process.resourceUsage().maxRSS) / 1024)
}

/**
 * CPU time (ms) of the main thread alone, where the engine runs: process.cpuUsage adds the
 * garbage collector's and compiler's helper threads, and on a busy machine wall time is mostly
 * waiting. Linux counts it in clock ticks (10 ms), fine for runs of hundreds of ms.
 */
function mainThreadCpuMs(): number {
  const stat = existsSync(`/proc/self/task/${process.pid}/stat`)
    ? readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')
    : ''
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10
}

const raw = readFileSync(file as string)
const image = { data: new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length), width, height }
const baselineRssMB = Math.round(process.memoryUsage().rss / 1e6)
const times: { ms: number; cpuMs: number; mainCpuMs: number }[] = []
let result: PuzzleResult | undefined
let peakRssMB = 0
// Warm-up runs come first and are not timed: the server and the web worker make many puzzles in
// one process, so a photo's time is the engine's once compiled, not V8's first compilation of it.
// One is not enough: after it V8 is still optimizing (median over the 16 photos, the process's CPU
// beside the main thread's was 200 ms a run after one warm-up, 110 ms after three, and the main
// thread's own 435 against 335 ms). The first run's time is reported too, as `coldMs`: a fresh web
// worker's first puzzle.
const warmup = Number(process.env.WARMUP ?? 3)
let cold = { ms: 0, mainCpuMs: 0 }
for (let i = 0; i < warmup + Number(runs); i++) {
  const cpu = process.cpuUsage()
  const main = mainThreadCpuMs()
  const t = performance.now()
  result = createPuzzle(image, preset ? { preset: preset as Preset, seed: 1 } : { seed: 1 })
  const ms = performance.now() - t
  const cpuMs = process.cpuUsage(cpu).user / 1000
  if (i >= warmup) times.push({ ms, cpuMs, mainCpuMs: mainThreadCpuMs() - main })
  if (i === 0) cold = { ms, mainCpuMs: mainThreadCpuMs() - main }
  // The peak of the first run, in a fresh process: later runs would add the garbage of earlier
  // ones. (Forcing a collection between runs instead makes every run slower than real use.)
  if (i === 0) peakRssMB = peakRss()
}
if (!result) throw new Error('runs must be at least 1.')
const { puzzle, finished, timings } = result
const svg = toSvg(puzzle)
if (out) {
  writeFileSync(`${out}-finished.raw`, finished)
  writeFileSync(`${out}-puzzle.svg`, svg)
}
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits
const { thinShare, armsShare } = thinParts(result)
const row = {
  size: `${width}x${height}`,
  puzzleSize: [puzzle.width, puzzle.height],
  ms: Math.round(median(times.map((r) => r.ms))),
  cpuMs: Math.round(median(times.map((r) => r.cpuMs))),
  mainCpuMs: Math.round(median(times.map((r) => r.mainCpuMs))),
  coldMs: Math.round(cold.ms),
  coldMainCpuMs: cold.mainCpuMs,
  stages: Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Math.round(v)])),
  regions: puzzle.regions.length,
  colours: puzzle.palette.length,
  closestPair: round(closestPair(puzzle.palette), 2),
  nearColourPct: round(nearColourShare(result) * 100, 1),
  minArea: Math.min(...puzzle.regions.map((r) => r.area)),
  minLabel: Math.min(...puzzle.regions.map((r) => r.label.size)),
  labelsOutside: labelsOutside(result),
  meanDE2000: Math.round(meanDeltaE2000(result.image.data, finished) * 100) / 100,
  chromaRatio: round(chromaRatio(result.image.data, finished), 3),
  thinPct: round(thinShare * 100, 2),
  armsPct: round(armsShare * 100, 1),
  sameColourPct: round(sameColourShare(result) * 100, 1),
  svgKBPerRegion: Math.round((svg.length / 1024 / puzzle.regions.length) * 100) / 100,
  peakRssMB,
  baselineRssMB,
}
process.stdout.write(`${JSON.stringify(row)}\n`)
