import type { Style, Variant } from '@huey/art'
import type { Difficulty } from '@huey/contracts'

/** A catalogue picture before it is made: what it shows, where it is listed, how to draw it. */
export interface CatalogEntry {
  readonly id: string
  readonly style: Style
  readonly variant: Variant
  /** 1 for a variant's first picture; 2 and on for its pictures from other seeds. */
  readonly ordinal: number
  readonly category: string
  /** The category, then the children's or the adults' shelf when the picture belongs on one. */
  readonly shelves: readonly string[]
  /** English keys the collections choose by: the variant's tags, subject, setting, style, shelves. */
  readonly keys: readonly string[]
  readonly difficulty: Difficulty
  readonly seed: number
  readonly premium: boolean
  /** Publication day: the day it joins the gallery. */
  readonly date: string
  /** Order of making up the catalogue: CATALOG_SIZE keeps the first ones. */
  readonly order: number
  /** Gallery order: newest first. */
  readonly position: number
}

export interface CataloguePlan {
  /** Pictures there at first start, dated back from the release day. */
  readonly atStart: number
  /** Pictures published before the release day, per day. */
  readonly perDayBefore: number
  /** New pictures a day after the release day, for `daysAhead` days. */
  readonly perDay: number
  readonly daysAhead: number
  readonly release: string
  /** Share of the catalogue Mandalas and Patterns may hold together, in every prefix too. */
  readonly symmetricShare: number
}

export const defaultPlan: CataloguePlan = {
  atStart: 1000,
  perDayBefore: 4,
  perDay: 6,
  daysAhead: 366,
  release: '2026-11-20',
  symmetricShare: 0.15,
}

/** Categories whose symmetry is the point; they hold a small share of the catalogue. */
export const symmetricCategories: ReadonlySet<string> = new Set(['mandalas', 'patterns'])
/**
 * A variant is one distinct picture (@huey/art): drawn from a second seed it was a near-twin of
 * the first (an emoji portrait's two otters 10 of 256 hash bits apart, the bench found), so each
 * is drawn once and the catalogue grows with the styles' variants.
 */
export const MAX_ORDINAL = 1
const DAY = 86_400_000

/** FNV-1a: the seed of an id, the same on every server. */
export function seedOf(id: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193)
  return h >>> 0
}

function shelvesOf(style: Style, difficulty: Difficulty): string[] {
  if (style.audience === 'kids') return ['kids']
  if (style.audience === 'adults') return ['adults']
  return difficulty === 'easy' ? ['kids'] : difficulty === 'hard' ? ['adults'] : []
}

/** Styles' variants, every variant once before any a second time, styles taken in turn. */
function* candidates(styles: readonly Style[]) {
  const most = Math.max(0, ...styles.map((s) => s.variants.length))
  for (let ordinal = 1; ordinal <= MAX_ORDINAL; ordinal++)
    for (let i = 0; i < most; i++)
      for (const style of styles) {
        const variant = style.variants[i]
        if (variant) yield { style, variant, ordinal }
      }
}

const dayOf = (release: string, days: number) =>
  new Date(Date.parse(`${release}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

/**
 * The whole catalogue, from the styles alone, so every server of a cluster plans the same one:
 * the pictures there at first start, dated back from the release day, then `perDay` a day for
 * `daysAhead` days. Mandalas and Patterns never pass their share, in any prefix either.
 */
export function planCatalogue(styles: readonly Style[], plan = defaultPlan): CatalogEntry[] {
  const total = plan.atStart + plan.perDay * plan.daysAhead
  const made: Omit<CatalogEntry, 'position'>[] = []
  let symmetric = 0
  for (const { style, variant, ordinal } of candidates(styles)) {
    if (made.length === total) break
    const capped = symmetricCategories.has(style.category)
    if (capped && symmetric + 1 > plan.symmetricShare * (made.length + 1)) continue
    if (capped) symmetric++
    const order = made.length
    const id = `${style.id}-${variant.key}${ordinal > 1 ? `-${ordinal}` : ''}`
    const shelves = [style.category, ...shelvesOf(style, variant.difficulty)]
    const after = order - plan.atStart
    made.push({
      id,
      style,
      variant,
      ordinal,
      category: style.category,
      shelves,
      keys: [
        ...new Set([
          ...variant.tags,
          variant.subject,
          ...(variant.setting ? [variant.setting] : []),
          style.id,
          ...shelves,
        ]),
      ],
      difficulty: variant.difficulty,
      seed: seedOf(id),
      premium: order % 4 === 3,
      date:
        after < 0
          ? dayOf(plan.release, -Math.floor(order / plan.perDayBefore))
          : dayOf(plan.release, 1 + Math.floor(after / plan.perDay)),
      order,
    })
  }
  const gallery = [...made].sort((a, b) => b.date.localeCompare(a.date) || a.order - b.order)
  const position = new Map(gallery.map((e, i) => [e.id, i]))
  return made.map((e) => ({ ...e, position: position.get(e.id) ?? 0 }))
}
