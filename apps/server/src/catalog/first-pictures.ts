import type { Language } from '@huey/contracts'
import type { Db } from '../db/database'
import type { FirstPictures, FirstRow } from '../plugins/first-paint'
import { collectionsFor } from './collections'
import { isoDay } from './daily'
import { listDaily, listTagged } from './repository'
import { pictureOfTheWeek } from './week-picture'
import { collectionNameIn } from './words/words'

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

const pictures = (rows: readonly { id: string }[]) => rows.map((r) => thumbnailsOf(r.id, true))

/** The first collection rows of /collections, in its order and the visitor's language. */
async function homeRows(db: Db, now: number, language: Language): Promise<FirstRow[]> {
  const today = isoDay(now)
  const rows: FirstRow[] = []
  const week = await pictureOfTheWeek(db, today)
  if (week)
    rows.push({
      name: collectionNameIn(language, 'picture-of-the-week'),
      pictures: pictures([week]),
    })
  for (const c of collectionsFor(today)) {
    if (rows.length === HOME_ROWS) break
    const found = await listTagged(db, c.keys, ROW_PICTURES, today)
    if (found.length > 0)
      rows.push({ name: collectionNameIn(language, c.id), pictures: pictures(found) })
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
  const sources: Readonly<
    Record<string, (db: Db, now: number, language: Language) => Promise<FirstRow[]>>
  > = {
    '/home': homeRows,
    '/daily-images': dailyRows,
  }
  return (path, language) => {
    const source = sources[path]
    if (!source) return Promise.resolve([])
    const at = now()
    const key = `${path} ${language}`
    const hit = kept.get(key)
    if (hit && at - hit.at < CACHE_MS) return hit.rows
    const rows = source(db, at, language).catch(() => [])
    kept.set(key, { at, rows })
    return rows
  }
}
