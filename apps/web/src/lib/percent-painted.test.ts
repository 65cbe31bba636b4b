// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { percentPainted } from './percent-painted'

describe('percentPainted', () => {
  it('shows 1% after the first fill of a large puzzle (issue 7: one of 271 regions read as 0%)', () => {
    expect(percentPainted(1 / 271)).toBe(1)
    expect(percentPainted(0)).toBe(0)
  })

  it('shows 100% only when every region is filled', () => {
    expect(percentPainted(270 / 271)).toBe(99)
    expect(percentPainted(1)).toBe(100)
    expect(percentPainted(0.5)).toBe(50)
  })
})
