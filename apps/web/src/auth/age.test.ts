// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ageFrom } from './age'

describe('ageFrom', () => {
  const today = new Date(2026, 5, 15)

  it('counts whole years, a birthday today included', () => {
    expect(ageFrom('2013-06-15', today)).toBe(13)
    expect(ageFrom('2013-06-16', today)).toBe(12)
    expect(ageFrom('2013-07-01', today)).toBe(12)
    expect(ageFrom('1990-01-31', today)).toBe(36)
  })

  it('answers null while the date is incomplete', () => {
    expect(ageFrom('', today)).toBeNull()
    expect(ageFrom('2013-06', today)).toBeNull()
  })
})
