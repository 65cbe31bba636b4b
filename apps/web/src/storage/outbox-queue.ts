import { type DBSchema, type IDBPDatabase, openDB } from 'idb'

/**
 * The outbox's own database: MyDb's version and stores are SPEC.md's contract, so what waits to be
 * sent lives beside it, not in it.
 */
export const OUTBOX_DB_NAME = 'HueyOutbox'
const OUTBOX_DB_VERSION = 1

/**
 * A change waiting to reach the server. One entry per owner, kind and key: queuing the same key
 * again only marks it newer, since a sender sends the current state (a work's whole filled set),
 * never a diff, so one send covers every change queued before it.
 */
export interface QueuedChange {
  /** `<owner>|<kind>|<key>`. */
  readonly id: string
  readonly owner: string
  readonly kind: string
  readonly key: string
  /** What the sender needs besides the key, when the state is not kept elsewhere on the device. */
  readonly body?: unknown
  /** Raised at each queuing: a send settles the entry only if nothing was queued meanwhile. */
  readonly version: number
  /** Failed sends in a row, for the backoff. */
  readonly attempts: number
}

interface OutboxSchema extends DBSchema {
  changes: { key: string; value: QueuedChange; indexes: { owner: string } }
}

let opening: Promise<IDBPDatabase<OutboxSchema>> | undefined
const queuedListeners = new Set<() => void>()

/** Called after every queuing (the outbox sends soon after). */
export function onQueued(listener: () => void): () => void {
  queuedListeners.add(listener)
  return () => queuedListeners.delete(listener)
}

function outboxDb(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(OUTBOX_DB_NAME, OUTBOX_DB_VERSION, {
    upgrade: (db) =>
      db.createObjectStore('changes', { keyPath: 'id' }).createIndex('owner', 'owner'),
    blocking: (_current, _blocked, event) => {
      ;(event.target as IDBDatabase).close()
      opening = undefined
    },
  })
  return opening
}

/** Queues a change for an owner's account (a newer one for the same key replaces it). */
export async function queueChange(
  owner: string,
  kind: string,
  key: string,
  body?: unknown,
): Promise<void> {
  const db = await outboxDb()
  const tx = db.transaction('changes', 'readwrite')
  const id = `${owner}|${kind}|${key}`
  const before = await tx.store.get(id)
  await tx.store.put({
    id,
    owner,
    kind,
    key,
    ...(body === undefined ? {} : { body }),
    version: (before?.version ?? 0) + 1,
    attempts: 0,
  })
  await tx.done
  for (const listener of queuedListeners) listener()
}

/** What waits to be sent for an owner, oldest queued key first. */
export async function queuedChanges(owner: string): Promise<QueuedChange[]> {
  return (await outboxDb()).getAllFromIndex('changes', 'owner', owner)
}

/** The server took the change: it leaves the outbox, unless it was queued again meanwhile. */
export async function settleChange(change: QueuedChange): Promise<void> {
  const db = await outboxDb()
  const tx = db.transaction('changes', 'readwrite')
  const now = await tx.store.get(change.id)
  if (now?.version === change.version) await tx.store.delete(change.id)
  await tx.done
}

/** A send failed: the change stays, one more failure counted. */
export async function countFailure(change: QueuedChange): Promise<void> {
  const db = await outboxDb()
  const tx = db.transaction('changes', 'readwrite')
  const now = await tx.store.get(change.id)
  if (now) await tx.store.put({ ...now, attempts: now.attempts + 1 })
  await tx.done
}

/** Forgets everything an owner had waiting (the account signed out or was deleted). */
export async function dropQueuedChanges(owner: string): Promise<void> {
  const db = await outboxDb()
  const tx = db.transaction('changes', 'readwrite')
  for (const key of await tx.store.index('owner').getAllKeys(owner)) await tx.store.delete(key)
  await tx.done
}

/** Closes the connection (tests). */
export async function closeOutboxDb(): Promise<void> {
  ;(await opening)?.close()
  opening = undefined
}
