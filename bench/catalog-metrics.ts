// The picture metrics of issue 33, per style and per category, on a sample of each style's
// pictures made whole: regions per difficulty, repeated small shapes, the subject's share of the
// canvas, colours per picture and the closest two colours (CIEDE2000).
import {
  darkShare,
  minColourDistance,
  regionShapes,
  repeatedSmallShapeShare,
  subjectMask,
} from '@huey/art'
import { fromSvg } from '@huey/pbn'
import sharp from 'sharp'
import type { ArtThread } from '../apps/server/src/catalog/art-runner'
import type { CatalogEntry } from '../apps/server/src/catalog/entries'
import type { CatalogPicture } from '../apps/server/src/catalog/picture'

export interface PictureMetrics {
  readonly id: string
  readonly style: string
  readonly category: string
  readonly difficulty: string
  readonly regions: number
  readonly repeatedShare: number
  /** Undefined for a scene without one marked subject. */
  readonly subjectShare: number | undefined
  readonly colours: number
  readonly closestColours: number
}

async function subjectShareOf(svg: string): Promise<number | undefined> {
  const mask = subjectMask(svg)
  if (!mask) return undefined
  const { data, info } = await sharp(Buffer.from(mask), { density: 24 })
    .resize(200, 200, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return darkShare(data, info.channels)
}

/** Up to `perLevel` pictures of each style and difficulty, made on the art thread and measured. */
export async function measureSample(
  thread: ArtThread,
  entries: readonly CatalogEntry[],
  perLevel: number,
): Promise<PictureMetrics[]> {
  const taken = new Map<string, number>()
  const sample = entries.filter((e) => {
    const key = `${e.style.id} ${e.difficulty}`
    const n = taken.get(key) ?? 0
    taken.set(key, n + 1)
    return n < perLevel
  })
  return Promise.all(
    sample.map(async (entry) => {
      const result = await thread.make({ kind: 'picture', id: entry.id })
      if (!result.picture) throw new Error(`${entry.id}: ${result.error}`)
      const made = result.picture as CatalogPicture
      const puzzle = fromSvg(made.svgData)
      return {
        id: entry.id,
        style: entry.style.id,
        category: entry.category,
        difficulty: made.difficulty,
        regions: made.regions,
        repeatedShare: repeatedSmallShapeShare(regionShapes(puzzle), puzzle.width * puzzle.height),
        subjectShare: await subjectShareOf(entry.variant.draw(entry.seed)),
        colours: made.colors.length,
        closestColours: minColourDistance(made.colors),
      }
    }),
  )
}

const median = (xs: readonly number[]) =>
  xs.length === 0
    ? Number.NaN
    : ([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number)

/** One line of the report: a group's pictures (all of the catalogue) and its sample's numbers. */
export function summariseGroup(count: number, sample: readonly PictureMetrics[]) {
  const regions = Object.fromEntries(
    (['easy', 'medium', 'hard'] as const).map((level) => {
      const r = sample.filter((m) => m.difficulty === level).map((m) => m.regions)
      return [
        level,
        r.length === 0
          ? null
          : { n: r.length, min: Math.min(...r), median: median(r), max: Math.max(...r) },
      ]
    }),
  )
  const repeated = sample.map((m) => m.repeatedShare)
  const subject = sample.map((m) => m.subjectShare).filter((s) => s !== undefined)
  return {
    count,
    sampled: sample.length,
    regions,
    repeatedShare: { median: median(repeated), worst: Math.max(0, ...repeated) },
    subjectShare:
      subject.length === 0 ? null : { median: median(subject), least: Math.min(...subject) },
    colours: {
      median: median(sample.map((m) => m.colours)),
      max: Math.max(0, ...sample.map((m) => m.colours)),
    },
    closestColours: Math.min(...sample.map((m) => m.closestColours)),
  }
}
