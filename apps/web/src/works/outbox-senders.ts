import { workSchema } from '@huey/contracts'
import { apiRequest } from '../lib/api-client'
import type { QueuedChange, SendOutcome } from '../storage/outbox'
import { ownPictures } from '../storage/own-pictures'
import { loadWork, mergeRemoteWorks } from '../storage/works'
import { syncCreations } from './creation-sync'
import { isOwn, putWork } from './work-sync'

/**
 * Sends a work's whole filled set as it is now (so one send covers every fill queued before it)
 * and keeps the server's answer, the union of every device's. A puzzle made here that the account
 * lacks goes first, so the progress has a home.
 */
export async function sendWork(change: QueuedChange): Promise<SendOutcome> {
  const work = await loadWork(change.key, change.owner)
  if (!work || work.filled.length === 0) return 'dropped'
  let answer = await putWork(apiRequest, work.imageId, work.filled, work.completedAt)
  if (answer.status === 404 && isOwn(work.imageId)) {
    await syncCreations()
    answer = await putWork(apiRequest, work.imageId, work.filled, work.completedAt)
  }
  if (answer.status === 200) {
    const parsed = workSchema.safeParse(answer.data)
    if (parsed.success) await mergeRemoteWorks([parsed.data], change.owner)
    return 'sent'
  }
  // 400: regions the picture lacks (an old build's data); 404: a catalogue picture that is gone.
  // The account can never take either. Anything else (401, 429, 5xx) waits for a later try.
  if (answer.status === 400 || (answer.status === 404 && !isOwn(work.imageId))) return 'dropped'
  return 'retry'
}

/** Sends a puzzle made from a photo on this device (never the photo) to the account. */
export async function sendCreation(change: QueuedChange): Promise<SendOutcome> {
  const creation = (await ownPictures(change.owner)).find((c) => c.imageId === change.key)
  if (!creation) return 'dropped'
  const { imageId, ...body } = creation
  const answer = await apiRequest('PUT', `/works/puzzles/${encodeURIComponent(imageId)}`, { body })
  if (answer.status >= 200 && answer.status < 300) return 'sent'
  return answer.status === 400 ? 'dropped' : 'retry'
}
