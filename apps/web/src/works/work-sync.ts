import { workSchema, worksPageSchema } from '@huey/contracts'
import { type ApiAnswer, apiRequest } from '../lib/api-client'
import { readToken, readWorksSyncedAt, writeWorksSyncedAt } from '../storage/local-storage'
import { mergeRemoteWorks } from '../storage/works'
import { syncCreations } from './creation-sync'

export const SYNC_EVERY_MS = 10_000
/** Works a page of `GET /works` brings: a work can be half a megabyte. */
export const PULL_PAGE = 20

export interface SyncDeps {
  readonly request?: typeof apiRequest
}

export const isOwn = (imageId: string) => imageId.startsWith('own-')

export async function putWork(
  request: typeof apiRequest,
  imageId: string,
  filled: readonly number[],
  completedAt: string | undefined,
): Promise<ApiAnswer> {
  return request('PUT', `/works/${encodeURIComponent(imageId)}`, {
    body: { filled, ...(completedAt ? { completedAt } : {}) },
  })
}

/**
 * Sends this device's progress on a picture and answers the server's union of every device's,
 * or null when signed out or offline (the next sync catches up: progress only grows). A puzzle
 * made here that the account does not have yet goes first, so its progress has a home.
 */
export async function syncWork(
  imageId: string,
  filled: readonly number[],
  completedAt?: string,
): Promise<readonly number[] | null> {
  // Nothing painted here: sending it would give the account an empty work of every picture opened
  // (the account's progress on it comes with pullWorks).
  if (readToken() === null || filled.length === 0) return null
  try {
    let answer = await putWork(apiRequest, imageId, filled, completedAt)
    if (answer.status === 404 && isOwn(imageId)) {
      await syncCreations()
      answer = await putWork(apiRequest, imageId, filled, completedAt)
    }
    const parsed = workSchema.safeParse(answer.data)
    return answer.status === 200 && parsed.success ? parsed.data.filled : null
  } catch {
    return null
  }
}

/**
 * Brings works painted on other devices into MyDb, merged with what is here: page by page, and
 * after the first time only those changed since this device last looked.
 */
export async function pullWorks(deps: SyncDeps = {}): Promise<void> {
  const request = deps.request ?? apiRequest
  if (readToken() === null) return
  const since = readWorksSyncedAt()
  let cursor: string | null = null
  let syncedAt: string | undefined
  try {
    do {
      const query = new URLSearchParams({ limit: String(PULL_PAGE) })
      if (since) query.set('since', since)
      if (cursor) query.set('cursor', cursor)
      const answer = await request('GET', `/works?${query}`)
      const page = worksPageSchema.safeParse(answer.data)
      if (answer.status !== 200 || !page.success) return
      syncedAt ??= page.data.syncedAt
      await mergeRemoteWorks(page.data.works)
      cursor = page.data.next
    } while (cursor)
  } catch {
    return
  }
  if (syncedAt) writeWorksSyncedAt(syncedAt)
}
