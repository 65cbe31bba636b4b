import { loadWork } from '../storage/works'
import { ProgressWriter } from './progress-store'
import { SYNC_EVERY_MS, syncWork } from './work-sync'

/** What the colouring screen keeps its progress through: MyDb, and the server when signed in. */
export const paintStore = {
  load: loadWork,
  writer: () => new ProgressWriter(),
  sync: syncWork,
  syncEveryMs: SYNC_EVERY_MS,
}
