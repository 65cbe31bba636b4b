import { SUBJECT_OPEN, styles } from '@huey/art'
import { describe, expect, it } from 'vitest'
import { catalogCategories, catalogEntries, listedRow } from './catalogue'
import { collections, collectionsFor, showsOn } from './collections'
import { dailyChoice, themeOf } from './daily-art'
import { symmetricCategories } from './entries'
import { closestPair, perceptualHash } from './perceptual-hash'
import { catalogLanguages, categoryNameIn, collectionNameIn, wordsIn } from './words/words'

const entries = catalogEntries()
const rows = entries.map(listedRow)

/** The drawing without its marked subject: what is left when only the subject is swapped. */
function withoutSubject(svg: string): string | undefined {
  const start = svg.indexOf(SUBJECT_OPEN)
  if (start < 0) return undefined
  const tags = /<g\b[^>]*?(\/?)>|<\/g>/g
  tags.lastIndex = start
  let depth = 0
  for (let m = tags.exec(svg); m; m = tags.exec(svg)) {
    if (m[0] === '</g>') depth--
    else if (m[1] !== '/') depth++
    if (depth === 0) return svg.slice(0, start) + svg.slice(m.index + m[0].length)
  }
  return undefined
}

describe('the catalogue from @huey/art’s styles', () => {
  it('titles every picture in every language, each title its own', () => {
    for (const language of catalogLanguages) {
      const titles = rows.map((r) => r.titles?.[language] ?? '')
      expect(titles.filter((t) => t === '')).toEqual([])
      expect(new Set(titles).size, language).toBe(titles.length)
      for (const r of rows) expect(r.words?.[language]?.length, r.id).toBeGreaterThan(0)
    }
  })

  it('names every category and collection in every language', () => {
    for (const language of catalogLanguages) {
      for (const c of catalogCategories()) expect(categoryNameIn(language, c.id)).not.toBe('')
      for (const c of [...collections, { id: 'picture-of-the-week' }])
        expect(collectionNameIn(language, c.id)).not.toBe('')
      for (const theme of new Set(Array.from({ length: 366 }, (_, d) => themeOf(dayOf(d)).key)))
        expect(wordsIn[language].themes[theme], `${language} ${theme}`).toBeDefined()
    }
  })

  it('keeps Mandalas and Patterns to at most 15 % of the catalogue', () => {
    const symmetric = entries.filter((e) => symmetricCategories.has(e.category)).length
    expect(symmetric).toBeLessThanOrEqual(0.15 * entries.length)
  })

  it('has no near-twins among the first pictures, nor a layout with only its subject swapped', async () => {
    // Every style's first variants (the plan takes the styles in turn): where twins would be.
    const first = entries.slice(0, 48)
    const svgs = first.map((e) => e.variant.draw(e.seed))
    const hashes = await Promise.all(svgs.map((svg) => perceptualHash(Buffer.from(svg))))
    const closest = closestPair(hashes)
    expect(
      closest.bits,
      `${first[closest.a]?.id} and ${first[closest.b]?.id}`,
    ).toBeGreaterThanOrEqual(16)
    const scenes = first
      .map((e, i) => ({ e, rest: withoutSubject(svgs[i] as string) }))
      .filter((s) => s.rest !== undefined)
    const rests = await Promise.all(
      scenes.map((s) => perceptualHash(Buffer.from(s.rest as string))),
    )
    for (let i = 0; i < scenes.length; i++)
      for (let j = i + 1; j < scenes.length; j++) {
        const a = scenes[i]?.e
        const b = scenes[j]?.e
        if (!a || !b || a.style.id !== b.style.id || a.variant.subject === b.variant.subject)
          continue
        const x = rests[i] as Uint8Array
        const y = rests[j] as Uint8Array
        const bits = x.reduce((n, v, k) => n + (v === y[k] ? 0 : 1), 0)
        expect(bits, `${a.id} and ${b.id} differ only in their subject`).toBeGreaterThanOrEqual(16)
      }
  }, 120_000)
})

const dayOf = (n: number) =>
  new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)

describe('a year of daily pictures and collections', () => {
  it('gives each weekday its own kind of picture, a week never showing a variant twice', () => {
    // 2027-01-04 is a Monday: a week of the daily calendar runs Monday to Sunday.
    for (let week = 0; week < 52; week++) {
      const days = Array.from({ length: 7 }, (_, d) => dailyChoice(dayOf(3 + week * 7 + d)))
      const kinds = new Set(days.map((c) => `${c.variant.key} ${c.style.id}`))
      expect(kinds.size, `week ${week}`).toBe(7)
    }
    expect(styles.length).toBeGreaterThan(0)
  })

  it('shows seasonal or holiday shelves on every day of the year, each month its own', () => {
    const perMonth = new Map<number, Set<string>>()
    for (let d = 0; d < 365; d++) {
      const day = dayOf(d)
      const seasonal = collectionsFor(day).filter((c) => c.from)
      expect(seasonal.length, day).toBeGreaterThan(0)
      for (const c of seasonal) expect(showsOn(c, day)).toBe(true)
      const month = Number(day.slice(5, 7))
      perMonth.set(month, new Set([...(perMonth.get(month) ?? []), ...seasonal.map((c) => c.id)]))
    }
    expect(perMonth.size).toBe(12)
    expect(collectionsFor('2027-10-31').map((c) => c.id)).toContain('halloween')
    expect(collectionsFor('2027-12-31').map((c) => c.id)).toContain('new-year')
    expect(collectionsFor('2027-01-03').map((c) => c.id)).toContain('new-year')
  })
})
