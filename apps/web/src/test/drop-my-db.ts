import { closeMyDb } from '../storage/my-db'

/** Closes MyDb and deletes it, so the next test starts with an empty one. */
export async function dropMyDb(): Promise<void> {
  await closeMyDb()
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase('MyDb')
    req.onsuccess = () => resolve()
    req.onerror = () => resolve()
  })
}
