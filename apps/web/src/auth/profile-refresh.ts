/** How long a visible app trusts its stored profile before asking the server again. */
export const PROFILE_STALE_MS = 15 * 60_000

export interface ProfileRefreshDeps {
  readonly window: Pick<Window, 'addEventListener' | 'removeEventListener'>
  readonly document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
  readonly online: () => boolean
  readonly isLoggedIn: () => boolean
  /** The auth service's `refreshProfile` (GET /auth/me, saved to the user-data key). */
  readonly refresh: () => Promise<unknown>
  readonly now: () => number
}

/**
 * Keeps the stored profile in step with the server: premium ends with an expiry or a refund and
 * begins with a purchase on another device, and the profile restored at start-up cannot know.
 * Asks at start, when the connection returns, and when the app comes back into view after a while.
 * Returns a function that stops listening.
 */
export function keepProfileFresh(deps: ProfileRefreshDeps): () => void {
  let last = Number.NEGATIVE_INFINITY
  const refresh = () => {
    if (!deps.isLoggedIn() || !deps.online()) return
    last = deps.now()
    // A failed refresh keeps the restored profile (SPEC.md section 4's start-up behaviour), and a
    // 401 already ends the session in the API client, so nothing else is owed to the user here.
    deps.refresh().catch(() => undefined)
  }
  const onVisible = () => {
    if (deps.document.visibilityState === 'visible' && deps.now() - last >= PROFILE_STALE_MS) {
      refresh()
    }
  }
  refresh()
  deps.window.addEventListener('online', refresh)
  deps.document.addEventListener('visibilitychange', onVisible)
  return () => {
    deps.window.removeEventListener('online', refresh)
    deps.document.removeEventListener('visibilitychange', onVisible)
  }
}
