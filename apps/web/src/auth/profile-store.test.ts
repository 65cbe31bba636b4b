import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProfileStore, restoredProfile, useProfile } from './profile-store'

describe('profile store', () => {
  it('restores the saved profile at start-up when a token is stored', () => {
    localStorage.setItem('token', 't')
    localStorage.setItem('userData', JSON.stringify({ name: 'Ada', premium: true }))
    expect(restoredProfile()).toEqual({ name: 'Ada', premium: true })
  })

  it('starts empty without a token, even if a profile was left behind', () => {
    localStorage.setItem('userData', JSON.stringify({ name: 'Ada' }))
    expect(restoredProfile()).toEqual({})
  })

  it('starts empty when the saved profile is not JSON', () => {
    localStorage.setItem('token', 't')
    localStorage.setItem('userData', '{broken')
    expect(restoredProfile()).toEqual({})
  })

  it('tells every subscriber when the profile changes', () => {
    const store = new ProfileStore()
    const { result } = renderHook(() => useProfile(store))
    expect(result.current).toEqual({})
    act(() => store.set({ name: 'Grace' }))
    expect(result.current).toEqual({ name: 'Grace' })
  })
})
