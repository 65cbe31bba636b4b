import { userSchema } from '@huey/contracts'
import { useSyncExternalStore } from 'react'
import type { z } from 'zod'
import { readToken, readUserData } from '../storage/local-storage'

/** The signed-in user's profile as the server sent it; empty when signed out. */
export const profileSchema = userSchema.partial()
export type Profile = z.infer<typeof profileSchema>

type Listener = () => void

/** One observable profile that every screen subscribes to (SPEC.md section 3). */
export class ProfileStore {
  private current: Profile
  private readonly listeners = new Set<Listener>()

  constructor(initial: Profile = {}) {
    this.current = initial
  }

  get = (): Profile => this.current

  set(profile: Profile): void {
    this.current = profile
    for (const listener of this.listeners) listener()
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

/** At start-up, with a stored token, the profile is restored from the user-data key (SPEC.md section 4). */
export function restoredProfile(): Profile {
  if (readToken() === null) return {}
  const stored = profileSchema.safeParse(readUserData())
  return stored.success ? stored.data : {}
}

export const profileStore = new ProfileStore(restoredProfile())

export function useProfile(store: ProfileStore = profileStore): Profile {
  return useSyncExternalStore(store.subscribe, store.get)
}

/** Logged in means a token is stored; re-read whenever the profile changes. */
export function useLoggedIn(store: ProfileStore = profileStore): boolean {
  useProfile(store)
  return readToken() !== null
}
