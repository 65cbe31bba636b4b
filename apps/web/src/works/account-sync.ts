import { removeWorksSyncedAt } from '../storage/local-storage'
import { syncCreations } from './creation-sync'
import { pullWorks, pushSignedOutWorks } from './work-sync'

/**
 * Brings this device and the account together: the puzzles made here first (a work needs its
 * puzzle on the server), then the progress painted here while signed out, then everything the
 * account has from other devices. `fresh` (at a sign-in) reads the account's works from the start,
 * since the last read may have been another account's.
 */
export async function syncDeviceWithAccount(options: { fresh?: boolean } = {}): Promise<void> {
  if (options.fresh) removeWorksSyncedAt()
  await syncCreations()
  await pushSignedOutWorks()
  await pullWorks()
}
