// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isLanguage, matchLanguage } from './languages'

describe('matchLanguage', () => {
  it('takes the first preferred language the app speaks, by its primary subtag', () => {
    expect(matchLanguage(['ja-JP', 'fr-CA', 'es'])).toBe('fr')
    expect(matchLanguage(['es-MX'])).toBe('es')
    expect(matchLanguage(['de'])).toBe('de')
  })

  it('reads any Portuguese in Brazilian Portuguese and any English in US English', () => {
    expect(matchLanguage(['pt-PT'])).toBe('pt-BR')
    expect(matchLanguage(['pt_br'])).toBe('pt-BR')
    expect(matchLanguage(['en-GB', 'de'])).toBe('en-US')
  })

  it('falls back to US English when nothing matches or nothing is known', () => {
    expect(matchLanguage(['ja', 'zh-Hans'])).toBe('en-US')
    expect(matchLanguage([])).toBe('en-US')
  })
})

describe('isLanguage', () => {
  it('accepts only the exact tags of the five languages', () => {
    expect(isLanguage('pt-BR')).toBe(true)
    expect(isLanguage('pt')).toBe(false)
    expect(isLanguage(undefined)).toBe(false)
  })
})
