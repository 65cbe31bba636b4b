import { registerSender } from '../storage/outbox'
import { startOutbox } from '../storage/outbox-triggers'
import { CREATION_CHANGE } from '../storage/own-pictures'
import { WORK_CHANGE } from '../storage/works'
import { sendCreation, sendWork } from './outbox-senders'
import { pullWorks } from './work-sync'

let stop: (() => void) | undefined

/**
 * Sends the works' outbox from every page for as long as the app runs, and reads what the account
 * painted elsewhere since this device last looked: started at the app's start when signed in, or
 * at the first sign-in (whose own sync reads the account: `pull: false`). Once: later calls change
 * nothing.
 */
export function startSyncing(target: Window, options: { readonly pull?: boolean } = {}): void {
  if (stop) return
  registerSender(WORK_CHANGE, sendWork)
  registerSender(CREATION_CHANGE, sendCreation)
  stop = startOutbox({
    window: target,
    document: target.document,
    online: () => target.navigator.onLine,
  })
  if (options.pull !== false) void pullWorks()
}
