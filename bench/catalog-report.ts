// The catalogue's numbers for the closing note: pictures per category, regions per difficulty,
// and the rules (region bands, largest colour share) checked over every picture.
import { sql } from 'drizzle-orm'
import { closestPair, perceptualHash } from '../apps/server/src/catalog/perceptual-hash'
import { difficultyBands, MAX_COLOR_SHARE } from '../apps/server/src/catalog/picture'
import type { Db } from '../apps/server/src/db/database'
import { images } from '../apps/server/src/db/schema'

export interface CatalogSummary {
  readonly total: number
  readonly perCategory: Record<string, number>
  readonly regions: Record<string, { pictures: number; min: number; median: number; max: number }>
  readonly largestColorShare: { share: number; id: string }
  readonly closestThumbnails: { a: string; b: string; bits: number }
  readonly outsideBand: number
}

export async function summarise(db: Db): Promise<CatalogSummary> {
  const rows = await db
    .select({
      id: images.id,
      categories: images.categories,
      difficulty: images.difficulty,
      regions: images.regionCount,
      svg: images.svgData,
      thumbnail: images.thumbnail,
    })
    .from(images)
    .where(sql`${images.dailyDate} is null`)
  const perCategory: Record<string, number> = {}
  for (const r of rows) for (const c of r.categories) perCategory[c] = (perCategory[c] ?? 0) + 1
  let outsideBand = 0
  const regions: CatalogSummary['regions'] = {}
  for (const level of ['easy', 'medium', 'hard'] as const) {
    const counts = rows
      .filter((r) => r.difficulty === level)
      .map((r) => r.regions)
      .sort((a, b) => a - b)
    regions[level] = {
      pictures: counts.length,
      min: counts[0] ?? 0,
      median: counts[Math.floor(counts.length / 2)] ?? 0,
      max: counts[counts.length - 1] ?? 0,
    }
    const [lo, hi] = difficultyBands[level]
    outsideBand += counts.filter((n) => n < lo || n > hi).length
  }
  let largestColorShare = { share: 0, id: '' }
  for (const r of rows) {
    const perColour = new Map<string, number>()
    for (const m of r.svg.matchAll(/data-color="(\d+)"/g))
      perColour.set(m[1] as string, (perColour.get(m[1] as string) ?? 0) + 1)
    const share = Math.max(0, ...perColour.values()) / Math.max(1, r.regions)
    if (share > largestColorShare.share) largestColorShare = { share, id: r.id }
  }
  const hashes = await Promise.all(
    rows.map((r) => perceptualHash(Buffer.from(r.thumbnail, 'base64'))),
  )
  const closest = closestPair(hashes)
  return {
    total: rows.length,
    perCategory,
    regions,
    largestColorShare,
    closestThumbnails: {
      a: rows[closest.a]?.id ?? '',
      b: rows[closest.b]?.id ?? '',
      bits: closest.bits,
    },
    outsideBand,
  }
}

export function printSummary(s: CatalogSummary): void {
  const categories = Object.entries(s.perCategory).map(([c, n]) => `${c} ${n}`)
  console.log(`pictures per category: ${categories.join(', ')} (total ${s.total})`)
  for (const [level, r] of Object.entries(s.regions))
    console.log(
      `${level}: ${r.pictures} pictures, regions min ${r.min}, median ${r.median}, max ${r.max}`,
    )
  const { share, id } = s.largestColorShare
  console.log(
    `largest colour share: ${(share * 100).toFixed(1)}% of regions (${id}); limit ${MAX_COLOR_SHARE * 100}%`,
  )
  const { a, b, bits } = s.closestThumbnails
  console.log(`closest thumbnails: ${a} and ${b}, ${bits} of 256 bits apart`)
  console.log(
    s.outsideBand === 0 && share <= MAX_COLOR_SHARE
      ? 'every picture keeps the rules'
      : `${s.outsideBand} pictures outside their band`,
  )
}
