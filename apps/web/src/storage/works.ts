import type { Work } from '@huey/contracts'
import { readToken } from './local-storage'
import { type ImageRecord, myDb, type UserImageRecord } from './my-db'

export interface WorkListItem {
  readonly work: UserImageRecord
  readonly image: ImageRecord | undefined
  /** Regions in the puzzle, when known. */
  readonly regions: number
}

/** The user's works, newest first, with the picture each belongs to. */
export async function listWorks(): Promise<WorkListItem[]> {
  const db = await myDb()
  const works = await db.getAllFromIndex('userImages', 'date')
  const items = await Promise.all(
    works.reverse().map(async (work) => {
      const image = await db.get('images', work.imageId)
      const regions = image?.regions ?? 0
      return { work, image, regions }
    }),
  )
  return items
}

/** The work on a picture, when there is one on this device. */
export async function loadWork(imageId: string): Promise<UserImageRecord | undefined> {
  return (await myDb()).get('userImages', imageId)
}

/** Keeps a work; painted while signed out, it is marked to go to the account at sign-in. */
export async function saveWork(work: UserImageRecord): Promise<void> {
  const { signedOut: _was, ...rest } = work
  await (await myDb()).put('userImages', readToken() === null ? { ...rest, signedOut: true } : rest)
}

/** The works painted on this device while signed out, not yet sent to an account. */
export async function signedOutWorks(): Promise<UserImageRecord[]> {
  const works = await (await myDb()).getAll('userImages')
  return works.filter((work) => work.signedOut === true && work.filled.length > 0)
}

/** The account has a work's signed-out progress now: it no longer needs sending. */
export async function markWorkSent(id: string): Promise<void> {
  const db = await myDb()
  const tx = db.transaction('userImages', 'readwrite')
  const work = await tx.store.get(id)
  if (work?.signedOut) {
    const { signedOut: _sent, ...rest } = work
    await tx.store.put(rest)
  }
  await tx.done
}

/**
 * Merges works painted on other devices into this device's: the union of the filled regions
 * (progress only grows), the earliest completion, and the thumbnail drawn here.
 */
export async function mergeRemoteWorks(remote: readonly Work[]): Promise<void> {
  const db = await myDb()
  for (const work of remote) {
    const local = await db.get('userImages', work.imageId)
    const filled = [...new Set([...(local?.filled ?? []), ...work.filled])]
    if (local && filled.length === local.filled.length) continue
    const completedAt = local?.completedAt ?? work.completedAt ?? undefined
    await db.put('userImages', {
      _id: work.imageId,
      imageId: work.imageId,
      filled,
      pngData: local?.pngData ?? '',
      date: work.updatedAt,
      ...(completedAt ? { completedAt } : {}),
      ...(local?.signedOut ? { signedOut: true as const } : {}),
    })
  }
}

export async function restartWork(id: string): Promise<void> {
  const db = await myDb()
  const work = await db.get('userImages', id)
  if (!work) return
  const { completedAt: _done, ...rest } = work
  await db.put('userImages', { ...rest, filled: [], pngData: '', date: new Date().toISOString() })
}

export async function deleteWork(id: string): Promise<void> {
  await (await myDb()).delete('userImages', id)
}

/**
 * Gives a work the thumbnail it lacks, leaving its date (and so its place in the list) alone.
 * Answers false when the work is gone or has one by now (the colouring screen got there first).
 */
export async function keepMissingThumbnail(id: string, pngData: string): Promise<boolean> {
  const db = await myDb()
  const tx = db.transaction('userImages', 'readwrite')
  const work = await tx.store.get(id)
  const missing = work !== undefined && !work.pngData
  if (missing) await tx.store.put({ ...work, pngData })
  await tx.done
  return missing
}
