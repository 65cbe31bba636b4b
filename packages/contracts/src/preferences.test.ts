import { describe, expect, it } from 'vitest'
import { preferencesChangeSchema, preferencesSchema } from './preferences'

describe('preferences', () => {
  it('lets a change name every stored key, and no other', () => {
    expect(Object.keys(preferencesChangeSchema.shape).sort()).toEqual(
      Object.keys(preferencesSchema.shape).sort(),
    )
  })

  it('accepts a null in a change (back to the default) but never in what is stored', () => {
    expect(preferencesChangeSchema.safeParse({ language: null }).success).toBe(true)
    expect(preferencesSchema.safeParse({ language: null }).success).toBe(false)
  })
})
