// What a painter notices in a puzzle, measured on its region map for `npm run bench -- engine`.
// Written apart from the engine's own code, so the bench checks the engine rather than repeating it.
import { deltaE2000, lab } from '../packages/pbn/bin/delta-e'
import type { PuzzleResult } from '../packages/pbn/src/index'

/** Mean CIELAB chroma of the finished painting over the photo's: 1 keeps the photo's vividness. */
export function chromaRatio(photo: ArrayLike<number>, finished: ArrayLike<number>): number {
  let a = 0
  let b = 0
  for (let k = 0; k < photo.length; k += 4) {
    const p = lab(photo[k] as number, photo[k + 1] as number, photo[k + 2] as number)
    const f = lab(finished[k] as number, finished[k + 1] as number, finished[k + 2] as number)
    a += Math.hypot(p[1], p[2])
    b += Math.hypot(f[1], f[2])
  }
  return a === 0 ? 1 : b / a
}

// A diamond 5 px across: the brush (pixels within 2 steps of its centre).
const BRUSH: [number, number][] = []
for (let dy = -2; dy <= 2; dy++)
  for (let dx = -2; dx <= 2; dx++) if (Math.abs(dx) + Math.abs(dy) <= 2) BRUSH.push([dx, dy])

/**
 * Thin parts: pixels that no 5-px diamond inside their own region covers (outside the picture
 * counts as inside). Returns their share of the picture and the share of regions with a thin part
 * (4-connected, one region) of at least 50 px: an arm nobody can paint with a brush.
 */
export function thinParts(result: PuzzleResult): { thinShare: number; armsShare: number } {
  const { regionMap: labels, puzzle } = result
  const { width, height } = puzzle
  const n = width * height
  const covered = new Uint8Array(n)
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const l = labels[y * width + x]
      const fits = BRUSH.every(
        ([dx, dy]) => !inside(x + dx, y + dy) || labels[(y + dy) * width + x + dx] === l,
      )
      if (!fits) continue
      for (const [dx, dy] of BRUSH)
        if (inside(x + dx, y + dy)) covered[(y + dy) * width + x + dx] = 1
    }
  }
  let thin = 0
  const armed = new Set<number>()
  const stack: number[] = []
  for (let start = 0; start < n; start++) {
    if (covered[start]) continue
    const l = labels[start]
    let size = 0
    covered[start] = 1
    stack.push(start)
    while (stack.length > 0) {
      const p = stack.pop() as number
      size++
      const x = p % width
      for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
        if (q >= 0 && q < n && !covered[q] && labels[q] === l) {
          covered[q] = 1
          stack.push(q)
        }
      }
    }
    thin += size
    if (size >= 50) armed.add(l as number)
  }
  return { thinShare: thin / n, armsShare: armed.size / puzzle.regions.length }
}

/** Share of neighbouring region pairs that have the same colour (a cut nobody needs). */
export function sameColourShare(result: PuzzleResult): number {
  const { regionMap: labels, puzzle } = result
  const { width, height, regions } = puzzle
  const pairs = new Set<number>()
  const count = regions.length
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x
      const a = labels[p] as number
      for (const q of [x < width - 1 ? p + 1 : -1, y < height - 1 ? p + width : -1]) {
        if (q < 0) continue
        const b = labels[q] as number
        if (a !== b) pairs.add(Math.min(a, b) * count + Math.max(a, b))
      }
    }
  }
  let same = 0
  for (const key of pairs) {
    const a = Math.floor(key / count)
    const b = key % count
    if (regions[a]?.color === regions[b]?.color) same++
  }
  return pairs.size === 0 ? 0 : same / pairs.size
}

/** The palette's closest pair of colours (CIEDE2000, as painted): under 4 a painter mixes them up. */
export function closestPair(palette: readonly string[]): number {
  const labs = palette.map((hex) => {
    const n = Number.parseInt(hex.slice(1), 16)
    return lab((n >> 16) & 255, (n >> 8) & 255, n & 255)
  })
  let closest = Number.POSITIVE_INFINITY
  for (let i = 0; i < labs.length; i++)
    for (let j = i + 1; j < labs.length; j++)
      closest = Math.min(closest, deltaE2000(labs[i] as number[], labs[j] as number[]))
  return closest
}

/**
 * Share of the outline length (pixel edges between two regions) that separates colours closer
 * than CIEDE2000 3: a line drawn where the photo does not change paint.
 */
export function nearColourShare(result: PuzzleResult): number {
  const { regionMap: labels, puzzle } = result
  const { width, height, regions, palette } = puzzle
  const labs = palette.map((hex) => {
    const n = Number.parseInt(hex.slice(1), 16)
    return lab((n >> 16) & 255, (n >> 8) & 255, n & 255)
  })
  const gaps = new Map<number, number>()
  let total = 0
  let near = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x
      for (const q of [x < width - 1 ? p + 1 : -1, y < height - 1 ? p + width : -1]) {
        if (q < 0 || labels[q] === labels[p]) continue
        const a = regions[labels[p] as number]?.color as number
        const b = regions[labels[q] as number]?.color as number
        const key = Math.min(a, b) * 256 + Math.max(a, b)
        let gap = gaps.get(key)
        if (gap === undefined) {
          gap = a === b ? 0 : deltaE2000(labs[a] as number[], labs[b] as number[])
          gaps.set(key, gap)
        }
        total++
        if (gap < 3) near++
      }
    }
  }
  return total === 0 ? 0 : near / total
}
