import type { Work } from '@huey/contracts'
import { type ImageRecord, myDb, type StoredUserImage, type UserImageRecord } from './my-db'
import { queueChange } from './outbox-queue'
import { ownPictureRecords } from './own-pictures'
import { currentOwner, ownedKey, ownerRange, SIGNED_OUT } from './owner'

/** The outbox's kind for a work's progress: its body is read from MyDb when it is sent. */
export const WORK_CHANGE = 'work'

export interface WorkListItem {
  readonly work: UserImageRecord
  readonly image: ImageRecord | undefined
  /** Regions in the puzzle, when known. */
  readonly regions: number
}

const stored = (owner: string, work: UserImageRecord): StoredUserImage => ({
  ...work,
  _id: ownedKey(owner, work.imageId),
  owner,
})

/** The work as the app sees it: `_id` is the picture's id, as SPEC.md's store has it. */
const shown = ({ owner: _owner, ...work }: StoredUserImage): UserImageRecord => ({
  ...work,
  _id: work.imageId,
})

/** One owner's works (the signed-in account's, else the signed-out space's). */
export async function ownerWorks(owner = currentOwner()): Promise<UserImageRecord[]> {
  const works = await (await myDb()).getAll('userImages', ownerRange(owner))
  return works.map(shown)
}

/** An own picture not painted yet, listed as a work with nothing filled: made, so it is a work. */
const unpainted = (image: ImageRecord): UserImageRecord => ({
  _id: image._id,
  imageId: image._id,
  filled: [],
  pngData: '',
  date: `${image.date}T00:00:00.000Z`,
})

/**
 * The works of whoever is here, newest first, with the picture each belongs to; a puzzle made from
 * a photo is one from the moment it is saved (someone who makes a kit first can reopen it here).
 */
export async function listWorks(): Promise<WorkListItem[]> {
  const db = await myDb()
  const works = await ownerWorks()
  const painted = new Set(works.map((work) => work.imageId))
  for (const image of await ownPictureRecords()) {
    if (!painted.has(image._id)) works.push(unpainted(image))
  }
  works.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
  return Promise.all(
    works.map(async (work) => {
      const image = await db.get('images', work.imageId)
      return { work, image, regions: image?.regions ?? 0 }
    }),
  )
}

/** The work on a picture in this space, when there is one on this device. */
export async function loadWork(
  imageId: string,
  owner = currentOwner(),
): Promise<UserImageRecord | undefined> {
  const work = await (await myDb()).get('userImages', ownedKey(owner, imageId))
  return work && shown(work)
}

/**
 * Keeps a work in the space of whoever is here; a signed-in account's goes to the outbox too, so
 * it reaches the account whenever the app is online (written first, then queued: the outbox
 * reads the work when it sends).
 */
export async function saveWork(work: UserImageRecord, owner = currentOwner()): Promise<void> {
  await (await myDb()).put('userImages', stored(owner, work))
  if (owner !== SIGNED_OUT) await queueChange(owner, WORK_CHANGE, work.imageId)
}

/**
 * Merges works the account has (from other devices) into its space here: the union of the filled
 * regions (progress only grows), the earliest completion, and the thumbnail drawn here.
 */
export async function mergeRemoteWorks(
  remote: readonly Work[],
  owner = currentOwner(),
): Promise<void> {
  const db = await myDb()
  for (const work of remote) {
    const local = await loadWork(work.imageId, owner)
    const filled = [...new Set([...(local?.filled ?? []), ...work.filled])]
    if (local && filled.length === local.filled.length) continue
    const completedAt = local?.completedAt ?? work.completedAt ?? undefined
    const merged: UserImageRecord = {
      _id: work.imageId,
      imageId: work.imageId,
      filled,
      pngData: local?.pngData ?? '',
      date: work.updatedAt,
      ...(completedAt ? { completedAt } : {}),
    }
    await db.put('userImages', stored(owner, merged))
  }
}

export async function restartWork(imageId: string): Promise<void> {
  const work = await loadWork(imageId)
  if (!work) return
  const { completedAt: _done, ...rest } = work
  const restarted = { ...rest, filled: [], pngData: '', date: new Date().toISOString() }
  await (await myDb()).put('userImages', stored(currentOwner(), restarted))
}

export async function deleteWork(imageId: string): Promise<void> {
  await (await myDb()).delete('userImages', ownedKey(currentOwner(), imageId))
}

/**
 * Gives a work the thumbnail it lacks, leaving its date (and so its place in the list) alone.
 * Answers false when the work is gone or has one by now (the colouring screen got there first).
 */
export async function keepMissingThumbnail(imageId: string, pngData: string): Promise<boolean> {
  const db = await myDb()
  const tx = db.transaction('userImages', 'readwrite')
  const work = await tx.store.get(ownedKey(currentOwner(), imageId))
  const missing = work !== undefined && !work.pngData
  if (missing) await tx.store.put({ ...work, pngData })
  await tx.done
  return missing
}
