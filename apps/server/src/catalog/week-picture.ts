import type { Db } from '../db/database'
import { catalogEntries } from './catalogue'
import { weekOf } from './collections'
import { seedOf } from './entries'
import { listByIds } from './repository'

/**
 * The picture of the week: a detailed gallery picture published before the week began, chosen
 * by the week itself, so every server shows the same one all week. Undefined when the listed
 * catalogue has none (a small CATALOG_SIZE).
 */
export async function pictureOfTheWeek(db: Db, today: string) {
  const monday = weekOf(today)
  const candidates = catalogEntries().filter((e) => e.date < monday && e.difficulty !== 'easy')
  const ids = candidates.map((e) => e.id)
  const start = seedOf(`week-${monday}`) % Math.max(1, ids.length)
  // The chosen one first, then the next ones, in case a small catalogue did not list it.
  const tried = [...ids.slice(start), ...ids.slice(0, start)].slice(0, 50)
  const rows = await listByIds(db, tried)
  const byId = new Map(rows.map((r) => [r.id, r]))
  return tried.map((id) => byId.get(id)).find((r) => r !== undefined)
}
