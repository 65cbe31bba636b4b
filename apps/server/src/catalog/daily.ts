import { DAILY_PAGE_DAYS, FREE_DAILY_DAYS } from '@huey/contracts'
import type { Db } from '../db/database'
import type { ArtThread } from './art-runner'
import type { DailyPicture } from './daily-art'
import { madeColumns } from './picture'
import { existingDailyDays, insertImages } from './repository'

const DAY = 86_400_000

export const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10)

/** Days being made now, so two requests for one day wait for one picture. */
const making = new Map<string, Promise<void>>()

/**
 * Makes the pictures of the given days that do not exist yet, newest first, on `thread`, and keeps
 * them.
 */
export async function ensureDailyImages(
  db: Db,
  days: readonly string[],
  thread: ArtThread,
): Promise<void> {
  if (days.length === 0) return
  const sorted = [...days].sort()
  const have = await existingDailyDays(db, sorted[0] as string, sorted[sorted.length - 1] as string)
  const missing = sorted.filter((d) => !have.has(d) && !making.has(d)).reverse()
  const waits = sorted.map((d) => making.get(d)).filter((p) => p !== undefined)
  if (missing.length > 0) {
    const run = (async () => {
      try {
        for (const day of missing) await makeDay(thread, db, day)
      } finally {
        for (const d of missing) making.delete(d)
      }
    })()
    for (const d of missing) making.set(d, run)
    waits.push(run)
  }
  await Promise.all(waits)
}

async function makeDay(thread: ArtThread, db: Db, day: string): Promise<void> {
  const result = await thread.make({ kind: 'daily', day })
  if (!result.picture) throw new Error(result.error)
  const picture = result.picture as DailyPicture
  await insertImages(db, [
    {
      id: `daily-${day}`,
      title: picture.titles['en-US'],
      titles: picture.titles,
      words: picture.words,
      categories: ['daily'],
      tags: [...picture.keys],
      date: day,
      dailyDate: day,
      premium: false,
      position: 0,
      ...madeColumns(picture),
    },
  ])
}

/** The days the Daily page shows on the day of `now`, newest first. */
export const dailyPageDays = (now: number): string[] =>
  daysBetween(isoDay(now - (DAILY_PAGE_DAYS - 1) * DAY), isoDay(now))

/** Days from `from` to `to`, newest first. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = []
  for (let t = Date.parse(`${to}T00:00:00Z`); t >= Date.parse(`${from}T00:00:00Z`); t -= DAY)
    out.push(isoDay(t))
  return out
}

/** Daily pictures older than a week belong to the premium archive. */
export function isPremiumDay(day: string, today: string): boolean {
  return Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`) >= FREE_DAILY_DAYS * DAY
}
