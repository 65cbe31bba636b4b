import { profileStore } from '../auth/profile-store'
import { readToken } from '../storage/local-storage'

export interface SignInWatchDeps {
  readonly subscribe: (listener: () => void) => () => void
  readonly token: () => string | null
  readonly onSignIn: () => void
}

/**
 * Calls `onSignIn` whenever a new session appears (e-mail, Google, Facebook, Apple: each sets the
 * profile). Looked at on the next turn, since the Google path stores its token after the profile.
 */
export function watchSignIns(deps: SignInWatchDeps): () => void {
  let last = deps.token()
  return deps.subscribe(() => {
    setTimeout(() => {
      const now = deps.token()
      if (now !== null && now !== last) deps.onSignIn()
      last = now
    }, 0)
  })
}

/** The account's sync from now on, and what was painted here signed out given to it. */
async function syncAfterSignIn(target: Window): Promise<void> {
  const [{ startSyncing }, { syncDeviceWithAccount }] = await Promise.all([
    import('../works/sync-runner'),
    import('../works/account-sync'),
  ])
  startSyncing(target, { pull: false })
  await syncDeviceWithAccount({ fresh: true })
}

/**
 * Signed in at the app's start: the outbox is sent from every page (its code loads after the
 * start). A sign-in later starts it too.
 */
export function syncIfSignedIn(target: Window): void {
  if (readToken() !== null) void import('../works/sync-runner').then((m) => m.startSyncing(target))
}

/** At every sign-in, what was painted and made here while signed out goes to the account. */
export function followSignIns(): () => void {
  return watchSignIns({
    subscribe: profileStore.subscribe,
    token: readToken,
    // The works' sync (MyDb, the works' and puzzles' schemas) loads at the first sign-in, not
    // with every page's start.
    onSignIn: () => void syncAfterSignIn(window),
  })
}
