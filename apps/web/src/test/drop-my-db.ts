import { closeMyDb } from '../storage/my-db'
import { closeOutboxDb, OUTBOX_DB_NAME } from '../storage/outbox-queue'

function deleteDatabase(name: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(name)
    req.onsuccess = () => resolve()
    req.onerror = () => resolve()
  })
}

/** Closes MyDb and the outbox and deletes both, so the next test starts with empty ones. */
export async function dropMyDb(): Promise<void> {
  await closeMyDb()
  await closeOutboxDb()
  await deleteDatabase('MyDb')
  await deleteDatabase(OUTBOX_DB_NAME)
}
