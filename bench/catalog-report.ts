// The catalogue's numbers for the closing note: pictures per category, regions per difficulty,
// and the rules (region bands, largest colour share) checked over every picture.
import { sql } from 'drizzle-orm'
import { closestPair, perceptualHash } from '../apps/server/src/catalog/perceptual-hash'
import { difficultyBands, MAX_COLOR_SHARE } from '../apps/server/src/catalog/picture'
import type { Db } from '../apps/server/src/db/database'
import { images } from '../apps/server/src/db/schema'

export async function summarise(db: Db): Promise<void> {
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
  const perCategory = new Map<string, number>()
  for (const r of rows)
    for (const c of r.categories) perCategory.set(c, (perCategory.get(c) ?? 0) + 1)
  console.log(
    `pictures per category: ${[...perCategory].map(([c, n]) => `${c} ${n}`).join(', ')} (total ${rows.length})`,
  )
  let broken = 0
  let largest = { share: 0, id: '' }
  for (const level of ['easy', 'medium', 'hard'] as const) {
    const counts = rows
      .filter((r) => r.difficulty === level)
      .map((r) => r.regions)
      .sort((a, b) => a - b)
    const q = (f: number) => counts[Math.min(counts.length - 1, Math.floor(f * counts.length))] ?? 0
    console.log(
      `${level}: ${counts.length} pictures, regions min ${q(0)}, p25 ${q(0.25)}, median ${q(0.5)}, p75 ${q(0.75)}, max ${counts[counts.length - 1] ?? 0}`,
    )
    const [lo, hi] = difficultyBands[level]
    broken += counts.filter((n) => n < lo || n > hi).length
  }
  for (const r of rows) {
    const perColour = new Map<string, number>()
    for (const m of r.svg.matchAll(/data-color="(\d+)"/g))
      perColour.set(m[1] as string, (perColour.get(m[1] as string) ?? 0) + 1)
    const share = Math.max(0, ...perColour.values()) / Math.max(1, r.regions)
    if (share > largest.share) largest = { share, id: r.id }
  }
  console.log(
    `largest colour share: ${(largest.share * 100).toFixed(1)}% of regions (${largest.id}); limit ${MAX_COLOR_SHARE * 100}%`,
  )
  const hashes = await Promise.all(
    rows.map((r) => perceptualHash(Buffer.from(r.thumbnail, 'base64'))),
  )
  const closest = closestPair(hashes)
  console.log(
    `closest thumbnails: ${rows[closest.a]?.id} and ${rows[closest.b]?.id}, ${closest.bits} of 256 bits apart`,
  )
  console.log(
    broken === 0 && largest.share <= MAX_COLOR_SHARE
      ? 'every picture keeps the rules'
      : `${broken} pictures outside their band`,
  )
}
