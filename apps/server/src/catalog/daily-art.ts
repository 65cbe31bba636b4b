import type { SettingKind } from './art/backgrounds'
import { names } from './art/catalogue'
import { type Detail, scene, tiles } from './art/compose'
import { type Kit, kit } from './art/kit'
import { patternKinds } from './art/patterns'
import type { Subject } from './art/subjects'
import * as s from './art/subjects'
import { type CatalogPicture, makeCatalogPicture } from './picture'

/** A theme of the daily calendar: the days it covers, its settings and its cast. */
interface Theme {
  readonly name: string
  /** First and last day, `MM-DD`, inclusive. */
  readonly from: string
  readonly to: string
  readonly settings: readonly SettingKind[]
  readonly cast: readonly Subject[]
}

/** Holidays first: the first theme whose days include the date wins, the seasons fill the rest. */
export const dailyThemes: readonly Theme[] = [
  { name: 'New Year', from: '12-30', to: '12-31', settings: ['night', 'street'], cast: s.newYear },
  { name: 'New Year', from: '01-01', to: '01-03', settings: ['night', 'snow'], cast: s.newYear },
  {
    name: 'Spring Festival',
    from: '02-01',
    to: '02-12',
    settings: ['night', 'street'],
    cast: [...s.newYear, ...s.spring.slice(3)],
  },
  { name: 'Easter', from: '03-25', to: '04-20', settings: ['meadow', 'garden'], cast: s.spring },
  {
    name: 'Midsummer',
    from: '06-19',
    to: '06-25',
    settings: ['meadow', 'night'],
    cast: [...s.summer, ...s.flowers.slice(0, 4)],
  },
  { name: 'Halloween', from: '10-20', to: '10-31', settings: ['night', 'forest'], cast: s.autumn },
  {
    name: 'Winter Holidays',
    from: '12-10',
    to: '12-29',
    settings: ['snow', 'night'],
    cast: s.winter,
  },
  {
    name: 'Winter',
    from: '12-01',
    to: '12-31',
    settings: ['snow', 'forest'],
    cast: [...s.winter, ...s.woodland],
  },
  {
    name: 'Winter',
    from: '01-01',
    to: '02-29',
    settings: ['snow', 'night'],
    cast: [...s.winter, ...s.woodland],
  },
  {
    name: 'Spring',
    from: '03-01',
    to: '05-31',
    settings: ['meadow', 'garden', 'sky'],
    cast: [...s.spring, ...s.gardenLife, ...s.flyingBirds],
  },
  {
    name: 'Summer',
    from: '06-01',
    to: '08-31',
    settings: ['beach', 'sea', 'meadow'],
    cast: [...s.summer, ...s.sea, ...s.groundBirds],
  },
  {
    name: 'Autumn',
    from: '09-01',
    to: '11-30',
    settings: ['forest', 'meadow'],
    cast: [...s.autumn, ...s.woodland, ...s.farm],
  },
]

export function themeOf(day: string): Theme {
  const md = day.slice(5)
  return (
    dailyThemes.find((t) => md >= t.from && md <= t.to) ??
    (dailyThemes[dailyThemes.length - 1] as Theme)
  )
}

/** The day's seed: the date itself, so every day has its own picture and always the same one. */
export const dailySeed = (day: string) => Number(day.replaceAll('-', ''))

export interface DailyPicture extends CatalogPicture {
  readonly title: string
  readonly tags: readonly string[]
}

/**
 * How busy the day's picture is, by weekday (Sunday first): easy at the start of the week, a busy
 * scene midweek, and on the weekend, with time to spare, a wallpaper of the day's drawings (hard).
 */
const weekdayDetail: readonly Detail[] = ['high', 'low', 'low', 'high', 'mid', 'high', 'high']

/** The day's drawing: a scene for most days, a wallpaper of two of its drawings on weekends. */
function dailyDrawing(day: string, place: SettingKind, cast: readonly Subject[]) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  const detail = weekdayDetail[weekday] as Detail
  const weekend = weekday === 0 || weekday === 6
  const draw = weekend
    ? (k: Kit) =>
        tiles(
          k,
          [cast[0]?.ref, cast[1]?.ref].filter((r) => r !== undefined),
          k.pick(patternKinds),
          'high',
        )
    : (k: Kit) => scene(k, place, cast, detail)
  return { draw, detail, shown: weekend ? cast.slice(0, 2) : cast }
}

/**
 * The picture of the day, composed for it: a setting and a cast from the day's theme, in an
 * arrangement drawn from the date, and as busy as its weekday asks. Gallery pictures are never
 * reused.
 */
export async function makeDailyPicture(day: string): Promise<DailyPicture> {
  const theme = themeOf(day)
  const k = kit(dailySeed(day))
  const place = k.pick(theme.settings)
  // Only subjects that belong in the setting: the sea's creatures swim, everything else stands or
  // flies; heads alone would float.
  const belongs = (c: Subject) =>
    !c.head && (place === 'sea' ? c.zone === 'water' : c.zone !== 'water' && c.zone !== 'table')
  const fits = theme.cast.filter(belongs)
  const cast = k.sample(fits.length >= 3 ? fits : s.woodland.filter(belongs), 3)
  const date = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const { draw, detail, shown } = dailyDrawing(day, place, cast)
  const picture = await makeCatalogPicture(draw, detail, dailySeed(day))
  return {
    ...picture,
    title: `${theme.name}, ${date}: ${names(shown)}`,
    tags: [...new Set(['daily', theme.name.toLowerCase(), ...shown.flatMap((c) => c.tags)])],
  }
}
