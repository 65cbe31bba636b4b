import { FREE_DAILY_DAYS } from '@huey/contracts'
import { and, gte, lte } from 'drizzle-orm'
import type { Db } from '../db/database'
import { images } from '../db/schema'
import { artCategories, drawArt } from './art/index'
import { makePuzzle } from './make-puzzle'

const DAY = 86_400_000

export const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10)

/** The day's seed: the date itself, so every day has its own picture and always the same one. */
export function dailySeed(day: string): number {
  return Number(day.replaceAll('-', ''))
}

/** Makes the pictures of the given days that do not exist yet, and keeps them. */
export async function ensureDailyImages(db: Db, days: readonly string[]): Promise<void> {
  if (days.length === 0) return
  const have = new Set(
    (
      await db
        .select({ day: images.dailyDate })
        .from(images)
        .where(
          and(
            gte(images.dailyDate, days[0] as string),
            lte(images.dailyDate, days[days.length - 1] as string),
          ),
        )
    ).map((r) => r.day),
  )
  for (const day of days) {
    if (have.has(day)) continue
    const seed = dailySeed(day)
    const category = artCategories[seed % artCategories.length] as (typeof artCategories)[number]
    const puzzle = await makePuzzle(drawArt(category, seed), 'medium', seed)
    await db
      .insert(images)
      .values({
        id: `daily-${day}`,
        title: `${category.titles[seed % category.titles.length]} of ${new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })}`,
        categories: ['daily', category.id],
        date: day,
        dailyDate: day,
        premium: false,
        difficulty: 'medium',
        position: 0,
        ...puzzle,
      })
      .onConflictDoNothing()
  }
}

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
