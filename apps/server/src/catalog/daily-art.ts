import type { Style, Variant } from '@huey/art'
import { styles } from '@huey/art'
import type { Difficulty, Language } from '@huey/contracts'
import { seedOf } from './entries'
import { type CatalogPicture, makeCatalogPicture } from './picture'
import { inEveryLanguage, searchWordsIn, titleIn, wordsIn } from './words/words'

/** A theme of the daily calendar: its days (`MM-DD`, inclusive) and the keys it looks for. */
interface Theme {
  readonly key: string
  readonly from: string
  readonly to: string
  readonly keys: readonly string[]
}

/** Holidays first: the first theme whose days include the date wins, the seasons fill the rest. */
export const dailyThemes: readonly Theme[] = [
  { key: 'new-year', from: '12-31', to: '12-31', keys: ['night', 'winter', 'snow'] },
  { key: 'new-year', from: '01-01', to: '01-03', keys: ['night', 'winter', 'snow'] },
  { key: 'lunar-new-year', from: '02-01', to: '02-12', keys: ['night', 'city', 'lantern'] },
  { key: 'valentines', from: '02-13', to: '02-14', keys: ['heart', 'rose', 'flowers'] },
  { key: 'easter', from: '03-25', to: '04-20', keys: ['spring', 'rabbit', 'meadow', 'flowers'] },
  { key: 'midsummer', from: '06-19', to: '06-25', keys: ['summer', 'meadow', 'sunset'] },
  { key: 'halloween', from: '10-20', to: '10-31', keys: ['halloween', 'autumn', 'night'] },
  { key: 'winter-holidays', from: '12-10', to: '12-30', keys: ['winter', 'snow', 'night'] },
  { key: 'winter', from: '12-01', to: '12-31', keys: ['winter', 'snow'] },
  { key: 'winter', from: '01-01', to: '02-29', keys: ['winter', 'snow'] },
  { key: 'spring', from: '03-01', to: '05-31', keys: ['spring', 'flowers', 'meadow'] },
  { key: 'summer', from: '06-01', to: '08-31', keys: ['summer', 'sea', 'beach'] },
  { key: 'autumn', from: '09-01', to: '11-30', keys: ['autumn', 'forest'] },
]

export function themeOf(day: string): Theme {
  const md = day.slice(5)
  return dailyThemes.find((t) => md >= t.from && md <= t.to) ?? (dailyThemes.at(-1) as Theme)
}

/**
 * Each weekday its own kind of picture (Sunday first): a detailed adults' piece on Sunday, an
 * easy one for children on Monday, then landscapes, animals, flowers, a city, and a big scene on
 * Saturday when there is time to spare.
 */
export const weekdays: readonly { categories: readonly string[]; difficulty: Difficulty }[] = [
  { categories: ['stained-glass', 'zentangle', 'portraits'], difficulty: 'hard' },
  { categories: ['kids', 'animals'], difficulty: 'easy' },
  { categories: ['landscapes'], difficulty: 'easy' },
  { categories: ['animals', 'birds', 'ocean'], difficulty: 'medium' },
  { categories: ['flowers', 'botanical'], difficulty: 'medium' },
  { categories: ['cities'], difficulty: 'medium' },
  { categories: ['landscapes', 'ocean', 'cities'], difficulty: 'hard' },
]

/** The day's seed: the date itself, so every day has its own picture and always the same one. */
export const dailySeed = (day: string) => Number(day.replaceAll('-', ''))

/** Those of `items` that `keep`, unless none does: then all of them. */
const preferring = <T>(items: readonly T[], keep: (item: T) => boolean) => {
  const kept = items.filter(keep)
  return kept.length > 0 ? kept : items
}

const DAY = 86_400_000

/**
 * The day's style and variant: its weekday's kind, its theme's keys where a variant has them, and
 * none of the variants the days before it in its week (from Monday) had.
 */
export function dailyChoice(day: string, from: readonly Style[] = styles) {
  const t = Date.parse(`${day}T00:00:00Z`)
  const weekdayIndex = new Date(t).getUTCDay()
  const sinceMonday = (weekdayIndex + 6) % 7
  const earlier = new Set<Variant>()
  for (let d = sinceMonday; d > 0; d--) {
    const before = new Date(t - d * DAY).toISOString().slice(0, 10)
    earlier.add(choose(before, from, earlier).variant)
  }
  return choose(day, from, earlier)
}

function choose(day: string, from: readonly Style[], taken: ReadonlySet<Variant>) {
  const weekday = weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? weekdays[0]
  const theme = themeOf(day)
  const kinds = preferring(from, (s) => weekday?.categories.includes(s.category) ?? false)
  const all = kinds.flatMap((style) => style.variants.map((variant) => ({ style, variant })))
  const options = preferring(all, (o) => !taken.has(o.variant))
  const keysOf = (v: Variant) => [...v.tags, v.subject, v.setting ?? '']
  const themed = preferring(options, (o) => keysOf(o.variant).some((k) => theme.keys.includes(k)))
  const levelled = preferring(themed, (o) => o.variant.difficulty === weekday?.difficulty)
  const choice = levelled[seedOf(day) % levelled.length]
  if (!choice) throw new Error('No style has a variant for the daily picture.')
  return { ...choice, theme }
}

export interface DailyPicture extends CatalogPicture {
  readonly titles: Record<Language, string>
  readonly words: Record<Language, string[]>
  readonly keys: readonly string[]
}

const dayIn = (language: Language, day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language, {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

/**
 * The picture of the day, composed for it: the weekday's kind of picture, a variant matching the
 * season or the holiday, drawn from the date's own seed (no gallery picture is reused), and titled
 * with the theme and the day in every language.
 */
export async function makeDailyPicture(day: string): Promise<DailyPicture> {
  const { style, variant, theme } = dailyChoice(day)
  const keys = {
    style: style.id,
    subject: variant.subject,
    setting: variant.setting,
    category: style.category,
  }
  const picture = await makeCatalogPicture(
    (s) => variant.draw(s),
    variant.difficulty,
    dailySeed(day),
  )
  return {
    ...picture,
    titles: inEveryLanguage((l) =>
      wordsIn[l].daily(wordsIn[l].themes[theme.key] ?? theme.key, dayIn(l, day), titleIn(l, keys)),
    ),
    words: inEveryLanguage((l) => searchWordsIn(l, keys)),
    keys: [...new Set(['daily', theme.key, ...variant.tags, variant.subject])],
  }
}
