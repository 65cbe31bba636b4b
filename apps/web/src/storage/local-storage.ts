import { TOKEN_STORAGE_KEY, USER_DATA_STORAGE_KEY } from '@huey/contracts'

/** The only module that touches localStorage (SPEC.md section 3 keys). */
export const sessionStorageKeys = {
  token: TOKEN_STORAGE_KEY,
  userData: USER_DATA_STORAGE_KEY,
} as const

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY)
}

export function writeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY)
}

/** The stored profile, or null when there is none or it is not valid JSON. */
export function readUserData(): unknown {
  const raw = localStorage.getItem(USER_DATA_STORAGE_KEY)
  if (raw === null) return null
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

export function writeUserData(profile: unknown): void {
  localStorage.setItem(USER_DATA_STORAGE_KEY, JSON.stringify(profile))
}

export function removeUserData(): void {
  localStorage.removeItem(USER_DATA_STORAGE_KEY)
}

/** The language the user chose on this device (not in SPEC.md: absent until one is chosen). */
const LANGUAGE_STORAGE_KEY = 'language'

export function readLanguageChoice(): string | null {
  return localStorage.getItem(LANGUAGE_STORAGE_KEY)
}

export function writeLanguageChoice(language: string): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
}

/**
 * When this device last read the account's works (the server's `syncedAt`), so the next read asks
 * only for changes; forgotten at each sign-in, since the account may be another one.
 */
const WORKS_SYNCED_AT_KEY = 'worksSyncedAt'

export function readWorksSyncedAt(): string | null {
  return localStorage.getItem(WORKS_SYNCED_AT_KEY)
}

export function writeWorksSyncedAt(at: string): void {
  localStorage.setItem(WORKS_SYNCED_AT_KEY, at)
}

export function removeWorksSyncedAt(): void {
  localStorage.removeItem(WORKS_SYNCED_AT_KEY)
}

/** This device's copy of the person's preferences (colouring settings, language); not in SPEC.md. */
export const PREFERENCES_STORAGE_KEY = 'preferences'

/** The device's preferences as stored, unchecked (lib/preferences.ts validates them). */
export function readPreferences(): unknown {
  const raw = localStorage.getItem(PREFERENCES_STORAGE_KEY)
  if (raw === null) return {}
  try {
    return JSON.parse(raw)
  } catch {
    return {}
  }
}

export function writePreferences(preferences: unknown): void {
  localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences))
}
