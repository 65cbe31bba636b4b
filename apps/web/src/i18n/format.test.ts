// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formattersFor } from './format'

describe('formattersFor', () => {
  it('writes numbers with each language’s separators', () => {
    expect(formattersFor('en-US').number(1234.5)).toBe('1,234.5')
    expect(formattersFor('de').number(1234.5)).toBe('1.234,5')
    expect(formattersFor('pt-BR').number(1234.5)).toBe('1.234,5')
  })

  it('writes prices with the currency where the language puts it', () => {
    expect(formattersFor('en-US').price(4.99, 'USD')).toBe('$4.99')
    expect(formattersFor('fr').price(4.99, 'EUR')).toBe('4,99\u00a0€')
  })

  it('writes dates in the language’s words and order', () => {
    const day = Date.UTC(2026, 0, 15, 12)
    const options = { day: 'numeric', month: 'long', timeZone: 'UTC' } as const
    expect(formattersFor('en-US').date(day, options)).toBe('January 15')
    expect(formattersFor('es').date(day, options)).toBe('15 de enero')
    expect(formattersFor('de').date(day, options)).toBe('15. Januar')
  })

  it('keeps each language’s words when languages and options take turns', () => {
    const day = Date.UTC(2026, 0, 15, 12)
    const long = { day: 'numeric', month: 'long', timeZone: 'UTC' } as const
    const short = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const
    expect(formattersFor('en-US').date(day, long)).toBe('January 15')
    expect(formattersFor('de').date(day, long)).toBe('15. Januar')
    expect(formattersFor('en-US').date(day, short)).toBe('Jan 15')
    expect(formattersFor('en-US').date(day, long)).toBe('January 15')
    expect(formattersFor('fr').percent(0.5)).toBe('50\u00a0%')
    expect(formattersFor('en-US').percent(0.5)).toBe('50%')
  })
})
