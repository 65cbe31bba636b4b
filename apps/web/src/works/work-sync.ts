import { workSchema, worksPageSchema } from '@huey/contracts'
import { type ApiAnswer, apiRequest } from '../lib/api-client'
import { readToken, readWorksSyncedAt, writeWorksSyncedAt } from '../storage/local-storage'
import { markWorkSent, mergeRemoteWorks, signedOutWorks } from '../storage/works'
import { syncCreations } from './creation-sync'

export const SYNC_EVERY_MS = 10_000
/** Works a page of `GET /works` brings: a work can be half a megabyte. */
export const PULL_PAGE = 20
/** The server's save limit counts saves a minute. */
const LIMIT_WINDOW_MS = 60_000

export interface SyncDeps {
  readonly request?: typeof apiRequest
  readonly sleep?: (ms: number) => Promise<void>
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const isOwn = (imageId: string) => imageId.startsWith('own-')

async function putWork(
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
  if (readToken() === null) return null
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
 * Sends what was painted here while signed out to the account, merged there by union. A work
 * stays marked until the server took it, so a sync cut short (offline, the save limit, a puzzle
 * not uploaded yet) resumes at the next one. Answers how many works were sent.
 */
export async function pushSignedOutWorks(deps: SyncDeps = {}): Promise<number> {
  const request = deps.request ?? apiRequest
  const sleep = deps.sleep ?? pause
  if (readToken() === null) return 0
  let sent = 0
  try {
    for (const work of await signedOutWorks()) {
      let answer = await putWork(request, work.imageId, work.filled, work.completedAt)
      if (answer.status === 429) {
        // The save limit counts a minute: one wait and the next work goes through.
        await sleep(LIMIT_WINDOW_MS)
        answer = await putWork(request, work.imageId, work.filled, work.completedAt)
      }
      if (answer.status === 200) {
        const parsed = workSchema.safeParse(answer.data)
        if (parsed.success) await mergeRemoteWorks([parsed.data])
        await markWorkSent(work._id)
        sent++
      } else if (answer.status === 400) {
        // The picture has no such regions (an old build's data): the account cannot take it.
        await markWorkSent(work._id)
      } else if (answer.status !== 404) {
        break
      }
    }
  } catch {
    // Offline: the marks stay, and the next sync sends them.
  }
  return sent
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
