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
})
