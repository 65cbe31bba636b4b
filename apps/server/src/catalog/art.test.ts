import { describe, expect, it } from 'vitest'
import { catalogCategories } from './art/catalogue'
import { daysBetween } from './daily'
import { makeDailyPicture, themeOf } from './daily-art'
import { catalogEntries, drawEntry } from './entries'
import { closestPair, perceptualHash } from './perceptual-hash'
import { difficultyBands, MAX_COLOR_SHARE, makeCatalogPicture } from './picture'

const entries = catalogEntries()

describe('the composed catalogue', () => {
  it('holds at least 400 pictures in at least 12 categories, each with a title of its own and tags', () => {
    expect(entries.length).toBeGreaterThanOrEqual(400)
    const perCategory = new Map<string, number>()
    for (const e of entries) perCategory.set(e.category, (perCategory.get(e.category) ?? 0) + 1)
    expect(perCategory.size).toBe(catalogCategories.length)
    expect(perCategory.size).toBeGreaterThanOrEqual(12)
    for (const n of perCategory.values()) expect(n).toBeGreaterThanOrEqual(25)
    expect(new Set(entries.map((e) => e.title)).size).toBe(entries.length)
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length)
    for (const e of entries) {
      expect(e.title).not.toMatch(/\b(I{2,3}|IV|V|\d+)$/)
      expect(e.tags.length).toBeGreaterThan(1)
    }
  })

  it('draws every picture, the same way every time', () => {
    for (const e of entries) {
      const svg = drawEntry(e)
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1000 1000"/)
      expect(svg).not.toMatch(/Gradient/)
    }
    for (const e of entries.filter((_, i) => i % 37 === 0)) expect(drawEntry(e)).toBe(drawEntry(e))
  })

  // Every third picture here (the bench checks every thumbnail): a quarter of the pairs, all categories.
  it('has no two pictures alike at a glance (perceptual hashes at least 16 of 256 bits apart)', async () => {
    const sample = entries.filter((_, i) => i % 3 === 0)
    const hashes: Uint8Array[] = []
    for (const e of sample) hashes.push(await perceptualHash(Buffer.from(drawEntry(e))))
    const { bits, a, b } = closestPair(hashes)
    expect(bits, `${sample[a]?.id} and ${sample[b]?.id}`).toBeGreaterThanOrEqual(16)
  }, 120_000)

  it('keeps the difficulty rules on a picture of every category', async () => {
    const sample = catalogCategories.map(
      (c, i) => entries.filter((e) => e.category === c.id)[i] ?? entries[0],
    )
    for (const e of sample) {
      if (!e) continue
      const p = await makeCatalogPicture(e.artwork.draw, e.artwork.detail, e.seed)
      const [lo, hi] = difficultyBands[p.difficulty]
      expect(p.regions).toBeGreaterThanOrEqual(lo)
      expect(p.regions).toBeLessThanOrEqual(hi)
      expect(p.largestColorShare).toBeLessThanOrEqual(MAX_COLOR_SHARE)
    }
  }, 180_000)
})

describe('the daily picture', () => {
  it('follows the theme calendar', () => {
    expect(themeOf('2026-12-24').name).toBe('Winter Holidays')
    expect(themeOf('2027-01-01').name).toBe('New Year')
    expect(themeOf('2026-10-31').name).toBe('Halloween')
    expect(themeOf('2026-07-10').name).toBe('Summer')
    expect(themeOf('2026-04-30').name).toBe('Spring')
    expect(themeOf('2028-02-29').name).toBe('Winter')
  })

  it('is composed for its day: titles of their own, never a gallery picture', async () => {
    const days = daysBetween('2026-10-27', '2026-11-02')
    const gallery = new Set(entries.map((e) => e.title))
    const made = []
    for (const day of days) made.push(await makeDailyPicture(day))
    expect(new Set(made.map((m) => m.title)).size).toBe(days.length)
    expect(new Set(made.map((m) => m.svgData)).size).toBe(days.length)
    for (const m of made) expect(gallery.has(m.title)).toBe(false)
    // Tags are search words: each once, the theme's among them (autumn drawings carry "autumn" too).
    for (const m of made) expect(m.tags).toEqual([...new Set(m.tags)])
    expect(made[0]?.tags).toEqual(expect.arrayContaining(['daily', 'autumn']))
    expect(made[0]?.title).toMatch(/^Autumn, November 2: /)
    expect(made[6]?.title).toMatch(/^Halloween, October 27: /)
  }, 120_000)

  it('varies in difficulty across the week: easy early in the week, hard on the weekend', async () => {
    // Monday 23 to Sunday 29 November 2026.
    const week = daysBetween('2026-11-23', '2026-11-29').reverse()
    const levels = []
    for (const day of week) levels.push((await makeDailyPicture(day)).difficulty)
    expect(levels[0]).toBe('easy')
    expect(levels[5]).toBe('hard')
    expect(levels[6]).toBe('hard')
    expect(new Set(levels).size).toBeGreaterThanOrEqual(3)
  }, 120_000)
})
