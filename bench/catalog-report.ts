// The catalogue's numbers for the closing note: per category and per style, the pictures and the
// sample's metrics (catalog-metrics.ts), and the closest two thumbnails of the whole gallery.
import { sql } from 'drizzle-orm'
import { closestPair, perceptualHash } from '../apps/server/src/catalog/perceptual-hash'
import type { Db } from '../apps/server/src/db/database'
import { images } from '../apps/server/src/db/schema'
import type { summariseGroup } from './catalog-metrics'

export type Group = ReturnType<typeof summariseGroup>

/** The two gallery thumbnails with the closest perceptual hashes, and how far apart they are. */
export async function closestThumbnails(db: Db) {
  const rows = await db
    .select({ id: images.id, thumbnail: images.thumbnail })
    .from(images)
    .where(sql`${images.dailyDate} is null and ${images.thumbnail} is not null`)
  const hashes = await Promise.all(
    rows.map((r) => perceptualHash(Buffer.from(r.thumbnail as string, 'base64'))),
  )
  const closest = closestPair(hashes)
  return {
    thumbnails: rows.length,
    a: rows[closest.a]?.id ?? '',
    b: rows[closest.b]?.id ?? '',
    bits: closest.bits,
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`

export function printGroup(name: string, g: Group): void {
  const levels = Object.entries(g.regions)
    .filter(([, r]) => r !== null)
    .map(([level, r]) => `${level} ${r?.n}× ${r?.min}-${r?.median}-${r?.max}`)
    .join(', ')
  const subject = g.subjectShare
    ? `subject ${pct(g.subjectShare.median)} (least ${pct(g.subjectShare.least)})`
    : 'subject -'
  console.log(
    `${name.padEnd(16)} ${String(g.count).padStart(5)} pictures, ${g.sampled} made: regions ${levels || '-'}; repeated small shapes ${pct(g.repeatedShare.median)} median, ${pct(g.repeatedShare.worst)} worst; ${subject}; colours ${g.colours.median} median, ${g.colours.max} max; closest colours ΔE ${g.closestColours.toFixed(1)}`,
  )
}
