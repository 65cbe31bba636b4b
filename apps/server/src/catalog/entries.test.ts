import type { Style, Variant } from '@huey/art'
import { describe, expect, it } from 'vitest'
import { defaultPlan, MAX_ORDINAL, planCatalogue, symmetricCategories } from './entries'

const variant = (key: string, difficulty: Variant['difficulty']): Variant => ({
  key,
  subject: key,
  tags: [key],
  difficulty,
  draw: (seed) => `<svg data-seed="${seed}"/>`,
})
const style = (id: string, category: string, audience: Style['audience'], n: number): Style => ({
  id,
  category,
  audience,
  variants: Array.from({ length: n }, (_, i) =>
    variant(`v${i}`, (['easy', 'medium', 'hard'] as const)[i % 3] as Variant['difficulty']),
  ),
})
// Sixteen styles of 200 variants: enough for 3,196 pictures, each variant drawn once.
const styles = Array.from({ length: 16 }, (_, i) =>
  style(
    `s${i}`,
    i === 0 ? 'mandalas' : i === 1 ? 'patterns' : `c${i}`,
    (['kids', 'adults', 'all'] as const)[i % 3] as Style['audience'],
    200,
  ),
)
const plan = planCatalogue(styles)
const DAY = 86_400_000
const dayAfter = (n: number) =>
  new Date(Date.parse(`${defaultPlan.release}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)

describe('the catalogue plan', () => {
  it('holds 1,000 pictures at first start and 6 new ones a day for a year after the release', () => {
    expect(plan).toHaveLength(1000 + 6 * 366)
    const atStart = plan.slice(0, 1000)
    for (const e of atStart) expect(e.date <= defaultPlan.release).toBe(true)
    const perDay = new Map<string, number>()
    for (const e of plan.slice(1000)) perDay.set(e.date, (perDay.get(e.date) ?? 0) + 1)
    expect([...perDay.keys()].sort()).toEqual(
      Array.from({ length: 366 }, (_, i) => dayAfter(i + 1)),
    )
    for (const n of perDay.values()) expect(n).toBe(6)
  })

  it('keeps Mandalas and Patterns to 15 % in every prefix, so any CATALOG_SIZE keeps it', () => {
    let symmetric = 0
    plan.forEach((e, i) => {
      if (symmetricCategories.has(e.category)) symmetric++
      expect(symmetric).toBeLessThanOrEqual(0.15 * (i + 1))
    })
    expect(symmetric).toBeGreaterThan(0)
  })

  it('gives every picture its own id and seed, the same on every server', () => {
    expect(new Set(plan.map((e) => e.id)).size).toBe(plan.length)
    expect(new Set(plan.map((e) => e.seed)).size).toBe(plan.length)
    expect(planCatalogue(styles).map((e) => [e.id, e.seed, e.date, e.position])).toEqual(
      plan.map((e) => [e.id, e.seed, e.date, e.position]),
    )
  })

  it('lists the gallery newest first, and puts pictures on the children’s and adults’ shelves', () => {
    const gallery = [...plan].sort((a, b) => a.position - b.position)
    expect(gallery.map((e) => e.position)).toEqual(plan.map((_, i) => i))
    for (let i = 1; i < gallery.length; i++)
      expect((gallery[i - 1]?.date ?? '') >= (gallery[i]?.date ?? '')).toBe(true)
    for (const e of plan) {
      if (e.style.audience === 'kids') expect(e.shelves).toContain('kids')
      if (e.style.audience === 'adults') expect(e.shelves).toContain('adults')
      expect(e.shelves[0]).toBe(e.category)
    }
  })

  it('draws each variant once, and stops when the styles have no more', () => {
    expect(Math.max(...plan.map((e) => e.ordinal))).toBeLessThanOrEqual(MAX_ORDINAL)
    expect(planCatalogue(styles.slice(2, 4))).toHaveLength(400)
  })
})
