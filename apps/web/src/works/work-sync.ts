import { type Work, workSchema } from '@huey/contracts'
import { z } from 'zod'
import { apiRequest } from '../lib/api-client'
import { readToken } from '../storage/local-storage'
import { mergeRemoteWorks } from '../storage/works'

export const SYNC_EVERY_MS = 10_000

/**
 * Sends this device's progress on a picture and answers the server's union of every device's,
 * or null when signed out or offline (the next sync catches up: progress only grows).
 */
export async function syncWork(
  imageId: string,
  filled: readonly number[],
  completedAt?: string,
): Promise<readonly number[] | null> {
  if (readToken() === null) return null
  try {
    const answer = await apiRequest('PUT', `/works/${encodeURIComponent(imageId)}`, {
      body: { filled, ...(completedAt ? { completedAt } : {}) },
    })
    const parsed = workSchema.safeParse(answer.data)
    return answer.status === 200 && parsed.success ? parsed.data.filled : null
  } catch {
    return null
  }
}

/** Brings works painted on other devices into MyDb, merged with what is here. */
export async function pullWorks(): Promise<void> {
  if (readToken() === null) return
  let remote: Work[]
  try {
    const answer = await apiRequest('GET', '/works')
    const parsed = z.array(workSchema).safeParse(answer.data)
    if (answer.status !== 200 || !parsed.success) return
    remote = parsed.data
  } catch {
    return
  }
  await mergeRemoteWorks(remote)
}
