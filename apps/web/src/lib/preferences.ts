import { type Preferences, type PreferencesChange, preferencesSchema } from '@huey/contracts'
import { useSyncExternalStore } from 'react'

/** Where this device keeps its copy (the app passes storage/local-storage.ts). */
export interface PreferencesKeeper {
  read(): unknown
  write(preferences: Preferences): void
}

/** The account's copy (`GET` and `PUT /auth/preferences`), used only while signed in. */
export interface PreferencesAccount {
  signedIn(): boolean
  fetch(): Promise<Preferences>
  send(change: PreferencesChange): Promise<Preferences>
}

type Listener = () => void

/** Applies a change: given keys replace, `null` removes (as the server does). */
export function applyChange(current: Preferences, change: PreferencesChange): Preferences {
  const next: Record<string, unknown> = { ...current }
  for (const [key, value] of Object.entries(change)) {
    if (value === null) delete next[key]
    else if (value !== undefined) next[key] = value
  }
  return preferencesSchema.parse(next)
}

/**
 * The person's preferences, one store for the whole app: kept on this device at once and, when
 * signed in, in the account. On sign-in the two meet: the account's keys win, except keys changed
 * here that never reached it (changed offline), which are sent; keys only this device has are sent.
 */
export class PreferencesStore {
  private current: Preferences = {}
  private keeper: PreferencesKeeper | undefined
  private account: PreferencesAccount | undefined
  /** Keys changed on this device that the account has not confirmed. */
  private unsent = new Set<keyof Preferences>()
  private readonly listeners = new Set<Listener>()

  /** Called once at start-up by the app with the device's and the account's copies. */
  connect(keeper: PreferencesKeeper, account?: PreferencesAccount): void {
    this.keeper = keeper
    this.account = account
    const stored = preferencesSchema.safeParse(keeper.read())
    this.set(stored.success ? stored.data : {})
  }

  get = (): Preferences => this.current

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Changes some keys here at once, then in the account when signed in. */
  async change(change: PreferencesChange): Promise<void> {
    this.set(applyChange(this.current, change))
    this.keeper?.write(this.current)
    const keys = Object.keys(change) as (keyof Preferences)[]
    for (const key of keys) this.unsent.add(key)
    if (!this.account?.signedIn()) return
    try {
      await this.account.send(change)
      for (const key of keys) this.unsent.delete(key)
    } catch {
      // Offline or signed out meanwhile: the keys stay unsent, for the next sign-in or sync.
    }
  }

  /** Brings this device and the account together (at sign-in and when the app starts signed in). */
  async syncWithAccount(): Promise<void> {
    const account = this.account
    if (!account?.signedIn()) return
    const theirs = await account.fetch()
    const mine = this.current
    const change: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(mine)) {
      const k = key as keyof Preferences
      if (this.unsent.has(k) || theirs[k] === undefined) change[key] = value
    }
    for (const key of this.unsent) if (mine[key] === undefined) change[key] = null
    const merged = applyChange(theirs, change as PreferencesChange)
    this.set(merged)
    this.keeper?.write(merged)
    if (Object.keys(change).length > 0) {
      await account.send(change as PreferencesChange)
      this.unsent.clear()
    }
  }

  private set(next: Preferences): void {
    this.current = next
    for (const listener of this.listeners) listener()
  }
}

/** The app's preferences (connected at start-up, main.tsx, through app/preferences.ts). */
export const preferences = new PreferencesStore()

export function usePreferences(store: PreferencesStore = preferences): Preferences {
  return useSyncExternalStore(store.subscribe, store.get)
}
