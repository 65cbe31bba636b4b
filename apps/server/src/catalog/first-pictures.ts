import type { Db } from '../db/database'
import type { FirstPictures, FirstRow } from '../plugins/first-paint'
import { collectionsFor } from './collections'
import { isoDay } from './daily'
import { listDaily, listTagged } from './repository'

/** A picture's thumbnail addresses, as the catalogue's answers give them. */
export function thumbnailsOf(
  id: string,
  large: boolean,
): { thumbnail: string; thumbnail2x?: string } {
  const thumbnail = `/images/${encodeURIComponent(id)}/thumbnail`
  return large ? { thumbnail, thumbnail2x: `${thumbnail}?scale=2` } : { thumbnail }
}

// A phone's first screen shows two collection rows. Each is drawn whole, as many pictures as
// /collections gives, so its pictures are as wide as the app's (a short row's are wider).
const HOME_ROWS = 2
const ROW_PICTURES = 12
const CACHE_MS = 10_000

const pictures = (rows: readonly { id: string; thumbnail2x: boolean }[]) =>
  rows.map((r) => thumbnailsOf(r.id, r.thumbnail2x))

/** The first collection rows of /collections, in its order. */
async function homeRows(db: Db, now: number): Promise<FirstRow[]> {
  const rows: FirstRow[] = []
  for (const c of collectionsFor(new Date(now).getUTCMonth() + 1)) {
    const found = await listTagged(db, c.tags, ROW_PICTURES)
    if (found.length > 0) rows.push({ name: c.name, pictures: pictures(found) })
    if (rows.length === HOME_ROWS) break
  }
  return rows
}

/** Today's daily picture, once made (the page's first call makes it; this never does). */
async function dailyRows(db: Db, now: number): Promise<FirstRow[]> {
  const today = isoDay(now)
  const found = await listDaily(db, today, today)
  return found.length > 0 ? [{ name: today, pictures: pictures(found) }] : []
}

/**
 * What the gallery and the daily page show first, for their first paint in the page's HTML (the
 * pictures load with the page, not after its code and its calls). Kept a little: the rows change
 * once a day, and a page's HTML should not wait for the database each time (a few seconds: a new
 * catalogue fills its rows in its first minutes).
 */
export function firstPictures(db: Db, now: () => number = Date.now): FirstPictures {
  const kept = new Map<string, { at: number; rows: Promise<readonly FirstRow[]> }>()
  const sources: Readonly<Record<string, (db: Db, now: number) => Promise<FirstRow[]>>> = {
    '/home': homeRows,
    '/daily-images': dailyRows,
  }
  return (path) => {
    const source = sources[path]
    if (!source) return Promise.resolve([])
    const at = now()
    const hit = kept.get(path)
    if (hit && at - hit.at < CACHE_MS) return hit.rows
    const rows = source(db, at).catch(() => [])
    kept.set(path, { at, rows })
    return rows
  }
}
