import { creationIdSchema } from '@huey/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { creations, images } from '../db/schema'

/** The region ids of one puzzle, as a bitmap indexed by id. */
export type RegionIds = Uint8Array

/** Puzzles never change once made, so their ids are read once; this bounds the memory they take. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024
const REGION_ID = /<path data-region="(\d+)"/g

/** The region ids an engine SVG holds (its paths' `data-region`), without parsing the rest. */
export function regionIdsOf(svg: string): RegionIds {
  const ids: number[] = []
  let max = 0
  for (const m of svg.matchAll(REGION_ID)) {
    const id = Number(m[1])
    ids.push(id)
    if (id > max) max = id
  }
  const bitmap = new Uint8Array(max + 1)
  for (const id of ids) bitmap[id] = 1
  return bitmap
}

/** The first id in `filled` the puzzle does not have, or undefined when all are there. */
export function unknownRegion(ids: RegionIds, filled: readonly number[]): number | undefined {
  return filled.find((id) => ids[id] !== 1)
}

/**
 * Which pictures a work may be on and which regions they have: a catalogue picture, or one of the
 * caller's own creations (`own-…` ids). Saving progress happens every few seconds per painter and
 * an SVG can be megabytes, so each puzzle's ids are read once and kept (least recently used go).
 */
export class PuzzleRegions {
  private readonly cache = new Map<string, RegionIds>()
  private bytes = 0

  constructor(private readonly db: Db) {}

  /** The puzzle's region ids, or undefined when the caller has no such picture. */
  async of(userId: string, imageId: string): Promise<RegionIds | undefined> {
    const own = creationIdSchema.safeParse(imageId).success
    const key = own ? `own:${userId}:${imageId}` : `img:${imageId}`
    const cached = this.cache.get(key)
    if (cached) {
      this.cache.delete(key)
      this.cache.set(key, cached)
      return cached
    }
    const svg = own ? await this.creationSvg(userId, imageId) : await this.catalogueSvg(imageId)
    if (svg === undefined) return undefined
    const ids = regionIdsOf(svg)
    this.keep(key, ids)
    return ids
  }

  private keep(key: string, ids: RegionIds): void {
    this.cache.set(key, ids)
    this.bytes += ids.byteLength
    for (const [oldest, old] of this.cache) {
      if (this.bytes <= MAX_CACHED_BYTES || oldest === key) break
      this.cache.delete(oldest)
      this.bytes -= old.byteLength
    }
  }

  private async catalogueSvg(imageId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ svg: images.svgData })
      .from(images)
      .where(eq(images.id, imageId))
    // A listed picture not made yet has no puzzle: nobody can have painted it.
    return row?.svg ?? undefined
  }

  private async creationSvg(userId: string, imageId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ svg: creations.svgData })
      .from(creations)
      .where(and(eq(creations.userId, userId), eq(creations.imageId, imageId)))
    return row?.svg
  }
}
