import { adoptSignedOutSpace } from '../storage/account-space'
import { removeWorksSyncedAt } from '../storage/local-storage'
import { flushOutbox } from '../storage/outbox'
import { currentOwner } from '../storage/owner'
import { syncCreations } from './creation-sync'
import { pullWorks } from './work-sync'

/**
 * Brings this device and the account together. At a sign-in (`fresh`) what was painted and made
 * here signed out becomes the account's, and the account's works are read from the start, since
 * the last read may have been another account's. Then the outbox goes (puzzles before their
 * progress: queued first), then the puzzles and works the account has from other devices.
 */
export async function syncDeviceWithAccount(options: { fresh?: boolean } = {}): Promise<void> {
  if (options.fresh) {
    removeWorksSyncedAt()
    await adoptSignedOutSpace(currentOwner())
  }
  await flushOutbox()
  await syncCreations()
  await pullWorks()
}
