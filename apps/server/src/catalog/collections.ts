/**
 * A themed row on the home page: gallery pictures carrying any of its keys. A seasonal one shows
 * from `from` to `to` (`MM-DD`, inclusive, across New Year when `from` is later than `to`).
 */
export interface CollectionDef {
  readonly id: string
  readonly keys: readonly string[]
  readonly from?: string
  readonly to?: string
}

/** A year of seasons and holidays, every month with at least one, then the all-year rows. */
export const collections: readonly CollectionDef[] = [
  { id: 'new-year', keys: ['night', 'winter', 'snow'], from: '12-26', to: '01-07' },
  { id: 'winter-wonderland', keys: ['winter', 'snow'], from: '01-01', to: '02-29' },
  { id: 'lunar-new-year', keys: ['night', 'lantern', 'city'], from: '01-20', to: '02-15' },
  { id: 'valentines', keys: ['heart', 'rose', 'love'], from: '02-01', to: '02-14' },
  { id: 'spring-blossoms', keys: ['spring', 'blossom', 'flowers'], from: '03-01', to: '05-31' },
  { id: 'easter', keys: ['spring', 'rabbit', 'meadow'], from: '03-20', to: '04-25' },
  { id: 'may-flowers', keys: ['flowers', 'botanical', 'garden'], from: '05-01', to: '05-31' },
  { id: 'midsummer', keys: ['summer', 'sunset', 'meadow'], from: '06-10', to: '06-30' },
  { id: 'summer-holidays', keys: ['summer', 'beach', 'sea'], from: '06-01', to: '08-31' },
  { id: 'back-to-school', keys: ['city', 'street', 'kids'], from: '08-20', to: '09-15' },
  { id: 'harvest', keys: ['autumn', 'farm', 'field'], from: '09-01', to: '10-15' },
  { id: 'halloween', keys: ['halloween', 'night', 'pumpkin'], from: '10-01', to: '10-31' },
  { id: 'autumn-leaves', keys: ['autumn', 'forest'], from: '09-15', to: '11-30' },
  { id: 'winter-holidays', keys: ['winter', 'snow', 'night'], from: '11-20', to: '12-31' },
  { id: 'for-kids', keys: ['kids'] },
  { id: 'for-adults', keys: ['adults'] },
  { id: 'under-the-sea', keys: ['reef', 'sea', 'ocean'] },
  { id: 'safari', keys: ['savanna', 'safari'] },
]

/** Whether a seasonal collection shows on `day` (`YYYY-MM-DD`); all-year ones always do. */
export function showsOn(c: CollectionDef, day: string): boolean {
  if (!c.from || !c.to) return true
  const md = day.slice(5)
  return c.from <= c.to ? md >= c.from && md <= c.to : md >= c.from || md <= c.to
}

/** The collections to show on `day`: this season's and holidays' first, then the all-year ones. */
export function collectionsFor(day: string): CollectionDef[] {
  const seasonal = collections.filter((c) => c.from && showsOn(c, day))
  return [...seasonal, ...collections.filter((c) => !c.from)]
}

/** The Monday of `day`'s week (ISO weeks): the picture of the week changes on Mondays. */
export function weekOf(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`)
  const back = (new Date(t).getUTCDay() + 6) % 7
  return new Date(t - back * 86_400_000).toISOString().slice(0, 10)
}
