import { type Preferences, preferencesResponseSchema } from '@huey/contracts'
import { authService } from '../auth/auth'
import { profileStore } from '../auth/profile-store'
import { apiRequest } from '../lib/api-client'
import { type PreferencesAccount, preferences } from '../lib/preferences'
import { readPreferences, writePreferences } from '../storage/local-storage'

async function answered(request: Promise<{ status: number; data: unknown }>): Promise<Preferences> {
  const answer = await request
  if (answer.status !== 200) throw new Error(`The preferences call answered ${answer.status}.`)
  return preferencesResponseSchema.parse(answer.data).preferences
}

const account: PreferencesAccount = {
  signedIn: () => authService.isLoggedIn(),
  fetch: () => answered(apiRequest('GET', '/auth/preferences')),
  send: (change) => answered(apiRequest('PUT', '/auth/preferences', { body: change })),
}

/**
 * Connects the app's preferences to this device and the account, and brings the two together
 * when the app starts signed in and whenever someone signs in.
 */
export function startPreferences(): void {
  preferences.connect({ read: readPreferences, write: writePreferences }, account)
  let syncedFor: string | undefined
  const sync = () => {
    const userId = profileStore.get().userId
    if (!userId || userId === syncedFor || !authService.isLoggedIn()) {
      if (!userId) syncedFor = undefined
      return
    }
    syncedFor = userId
    preferences.syncWithAccount().catch(() => {
      syncedFor = undefined
    })
  }
  profileStore.subscribe(sync)
  sync()
}
