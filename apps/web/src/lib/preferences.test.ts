// @vitest-environment node
import type { Preferences, PreferencesChange } from '@huey/contracts'
import { describe, expect, it, vi } from 'vitest'
import { PreferencesStore } from './preferences'

function setup(device: unknown, account: Preferences = {}, signedIn = true) {
  const kept: Preferences[] = []
  let stored = { ...account }
  const sent: PreferencesChange[] = []
  const store = new PreferencesStore()
  const send = vi.fn(async (change: PreferencesChange) => {
    sent.push(change)
    stored = { ...stored, ...change } as Preferences
    return stored
  })
  store.connect(
    { read: () => device, write: (p) => kept.push(p) },
    { signedIn: () => signedIn, fetch: async () => stored, send },
  )
  return { store, kept, sent, send, account: () => stored }
}

describe('PreferencesStore', () => {
  it("starts from the device's copy, and ignores one that is not valid", () => {
    expect(setup({ largeNumbers: true }).store.get()).toEqual({ largeNumbers: true })
    expect(setup({ largeNumbers: 'very' }).store.get()).toEqual({})
  })

  it('keeps a change on the device at once and sends just that change to the account', async () => {
    const { store, kept, sent } = setup({ language: 'fr' })
    const listener = vi.fn()
    store.subscribe(listener)
    await store.change({ colourBlind: true })
    expect(store.get()).toEqual({ language: 'fr', colourBlind: true })
    expect(kept.at(-1)).toEqual({ language: 'fr', colourBlind: true })
    expect(sent).toEqual([{ colourBlind: true }])
    expect(listener).toHaveBeenCalled()
  })

  it('sends nothing while signed out', async () => {
    const { store, send } = setup({}, {}, false)
    await store.change({ leftHanded: true })
    expect(send).not.toHaveBeenCalled()
    expect(store.get()).toEqual({ leftHanded: true })
  })

  it("meets the account at sign-in: the account's keys win, keys only here go up", async () => {
    const { store, account } = setup(
      { largeNumbers: false, leftHanded: true },
      { largeNumbers: true },
    )
    await store.syncWithAccount()
    expect(store.get()).toEqual({ largeNumbers: true, leftHanded: true })
    expect(account()).toEqual({ largeNumbers: true, leftHanded: true })
  })

  it('sends a change made here that never reached the account, rather than losing it', async () => {
    const { store, send, account } = setup({}, { highContrast: false })
    send.mockRejectedValueOnce(new Error('offline'))
    await store.change({ highContrast: true })
    await store.syncWithAccount()
    expect(store.get()).toEqual({ highContrast: true })
    expect(account()).toEqual({ highContrast: true })
  })
})
