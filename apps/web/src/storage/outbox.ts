import {
  countFailure,
  onQueued,
  type QueuedChange,
  queuedChanges,
  settleChange,
} from './outbox-queue'
import { currentOwner, SIGNED_OUT } from './owner'

export type { QueuedChange } from './outbox-queue'
export { queueChange } from './outbox-queue'

/**
 * What a sender made of a change: `sent` (the server has it), `dropped` (the server can never take
 * it, say a picture that no longer exists: keeping it would block nothing but retry forever),
 * `retry` (offline, rate-limited, the server down: the outbox tries again later).
 */
export type SendOutcome = 'sent' | 'dropped' | 'retry'
export type Sender = (change: QueuedChange) => Promise<SendOutcome>

const senders = new Map<string, Sender>()

/** Says how changes of a kind are sent; a kind with no sender yet waits in the outbox. */
export function registerSender(kind: string, sender: Sender): void {
  senders.set(kind, sender)
}

/** How a flush went: how many changes the server took, and how many still wait. */
export interface FlushResult {
  readonly sent: number
  readonly left: number
}

async function sendAll(owner: string): Promise<FlushResult> {
  let sent = 0
  const changes = await queuedChanges(owner)
  for (const [index, change] of changes.entries()) {
    const sender = senders.get(change.kind)
    if (!sender) continue
    let outcome: SendOutcome
    try {
      outcome = await sender(change)
    } catch {
      outcome = 'retry'
    }
    if (outcome === 'retry' || currentOwner() !== owner) {
      await countFailure(change)
      return { sent, left: changes.length - index }
    }
    await settleChange(change)
    if (outcome === 'sent') sent++
  }
  return { sent, left: (await queuedChanges(owner)).length }
}

let flushing: Promise<FlushResult> | undefined
let again = false

/**
 * Sends what the signed-in account has waiting, oldest first, stopping at the first change that
 * must wait (the rest would most likely wait too). One flush at a time: a call during one runs
 * once more after it, so nothing queued meanwhile waits for the next trigger.
 */
export function flushOutbox(): Promise<FlushResult> {
  if (flushing) {
    again = true
    return flushing
  }
  const owner = currentOwner()
  if (owner === SIGNED_OUT) return Promise.resolve({ sent: 0, left: 0 })
  flushing = sendAll(owner).finally(() => {
    flushing = undefined
    if (again) {
      again = false
      void flushOutbox()
    }
  })
  return flushing
}

/** How many changes the signed-in account still has waiting on this device. */
export async function waitingChanges(): Promise<number> {
  const owner = currentOwner()
  return owner === SIGNED_OUT ? 0 : (await queuedChanges(owner)).length
}

export { onQueued }
