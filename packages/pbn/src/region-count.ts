import type { Puzzle, Stage } from './types'

/** What a try gives: a puzzle and the time its stages took. */
interface Made {
  readonly puzzle: Puzzle
  readonly timings: Readonly<Record<Stage, number>>
}

/** The most pixels a picture is enlarged to for its regions' room (as `minRegions`). */
const MAX_PIXELS = 4_000_000

/** How near `regions` a puzzle lands: within this share of the count asked for. */
export const REGIONS_TOLERANCE = 0.05

/**
 * A puzzle of about `wanted` regions. The merges stop at the count asked for, but joins after them
 * (neighbours that came to share a colour) take some away: up to 15% on the test photos. So the
 * count is aimed again, higher by what was lost. The second try may enlarge a picture with too
 * little detail at its size (`enlarge` true: see `minRegions`); later tries keep the size it
 * chose (`enlarge` the pixels), so only the aim moves. At most six tries; answers the one
 * nearest `wanted`, with the time of every try counted in.
 *
 * @example
 * const result = aimAtRegions((regions, enlarge) => createPuzzle(image, { regions }), 100)
 */
export function aimAtRegions<T extends Made>(
  make: (regions: number, enlarge: boolean | number) => T,
  wanted: number,
): T {
  const total: Record<Stage, number> = { smooth: 0, quantize: 0, segment: 0, trace: 0, label: 0 }
  const count = (r: T) => r.puzzle.regions.length
  const miss = (r: T) => Math.abs(count(r) - wanted)
  const attempt = (aim: number, enlarge: boolean | number) => {
    const result = make(aim, enlarge)
    for (const stage of Object.keys(total) as Stage[]) total[stage] += result.timings[stage]
    return result
  }
  let aim = wanted
  let last = attempt(aim, false)
  let best = last
  let size: boolean | number = true
  const cap = Math.round(wanted * 1.5)
  for (let tries = 1; tries < 6 && miss(best) > wanted * REGIONS_TOLERANCE; tries++) {
    // Never past half as many again: an enlarged picture can give more than the aim's first try.
    const next = Math.round((aim * wanted) / Math.max(1, count(last)))
    aim = Math.max(1, Math.min(cap, next))
    last = attempt(aim, size)
    size = last.puzzle.width * last.puzzle.height
    // Short even at the highest aim: the picture still lacks room, as regions grow about as
    // pixels to the power 0.6 (see `roomFor`).
    if (aim === cap && count(last) < wanted * (1 - REGIONS_TOLERANCE))
      size = Math.min(
        MAX_PIXELS,
        Math.round(size * (wanted / Math.max(1, count(last))) ** (1 / 0.6)),
      )
    if (miss(last) < miss(best)) best = last
  }
  return { ...best, timings: total }
}
