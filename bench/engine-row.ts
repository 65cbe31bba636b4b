// One photo's row in `npm run bench -- engine`, as bench/engine-child.ts prints it.

export interface Row {
  image: string
  size: string
  puzzleSize: [number, number]
  ms: number
  cpuMs: number
  /** CPU time of the main thread alone (the engine's own work, without GC and JIT helpers). */
  mainCpuMs: number
  /** The first run's, before any warm-up. */
  coldMs: number
  coldMainCpuMs: number
  stages: Record<string, number>
  regions: number
  colours: number
  /** The palette's closest pair (CIEDE2000). */
  closestPair: number
  /** Share (%) of the outline length between colours closer than CIEDE2000 3. */
  nearColourPct: number
  /** Time (ms) to a puzzle as the create page makes it, on a page's main thread at 4x slowdown. */
  phoneMs?: number
  minArea: number
  minLabel: number
  labelsOutside: number
  meanDE2000: number
  /** Mean chroma of the finished painting over the photo's. */
  chromaRatio: number
  /** Share (%) of the picture in parts under 5 px wide. */
  thinPct: number
  /** Share (%) of regions with such a part of 50 px or more. */
  armsPct: number
  /** Share (%) of neighbouring region pairs with one colour. */
  sameColourPct: number
  svgKBPerRegion: number
  peakRssMB: number
  /** RSS before the engine ran: Node and the photo's pixels. */
  baselineRssMB: number
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2
    ? (s[(s.length - 1) / 2] as number)
    : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2
}

/** The median of the values present, or undefined when none is (a part that did not run). */
export const medianOf = (xs: (number | undefined)[]): number | undefined => {
  const present = xs.filter((x): x is number => x !== undefined)
  return present.length === 0 ? undefined : median(present)
}
