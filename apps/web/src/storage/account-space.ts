import { removeWorksSyncedAt } from './local-storage'
import { myDb } from './my-db'
import { dropQueuedChanges } from './outbox-queue'
import { keepOwnPicture, ownPictureRecords, ownPictures } from './own-pictures'
import { ownerRange, SIGNED_OUT } from './owner'
import { loadWork, ownerWorks, saveWork } from './works'

/**
 * Ends everything of an account on this device: its works, the puzzles it made, what it had
 * waiting in the outbox, and when its works were last read. Called at log-out and account
 * deletion (here, or learnt from the server at this device's next call), so the next person to
 * use the device finds nothing of it. Catalogue pictures it opened stay: they are everyone's.
 */
export async function forgetAccount(owner: string): Promise<void> {
  const db = await myDb()
  const own = await ownPictureRecords(owner)
  const tx = db.transaction(['userImages', 'images', 'svgData'], 'readwrite')
  await Promise.all([
    tx.objectStore('userImages').delete(ownerRange(owner)),
    ...own.flatMap((image) => [
      tx.objectStore('images').delete(image._id),
      tx.objectStore('svgData').delete(image._id),
    ]),
    tx.done,
  ])
  await dropQueuedChanges(owner)
  removeWorksSyncedAt()
}

/**
 * Gives an account that just signed in what was painted and made here while signed out: each
 * work is merged into the account's (the union: progress only grows) and queued for the server,
 * each puzzle becomes the account's. The signed-out space is empty afterwards, so the next
 * account to sign in gets none of it. Answers how many works moved.
 */
export async function adoptSignedOutSpace(owner: string): Promise<number> {
  if (owner === SIGNED_OUT) return 0
  for (const creation of await ownPictures(SIGNED_OUT)) {
    await keepOwnPicture(creation, { made: true, owner })
  }
  const db = await myDb()
  for (const image of await ownPictureRecords(SIGNED_OUT)) {
    // A puzzle record without its puzzle cannot be sent: it moves as it is.
    await db.put('images', { ...image, owner })
  }
  const works = (await ownerWorks(SIGNED_OUT)).filter((work) => work.filled.length > 0)
  for (const work of works) {
    const theirs = await loadWork(work.imageId, owner)
    const filled = [...new Set([...(theirs?.filled ?? []), ...work.filled])]
    const completedAt = theirs?.completedAt ?? work.completedAt
    await saveWork(
      {
        ...work,
        filled,
        pngData: filled.length > work.filled.length ? (theirs?.pngData ?? '') : work.pngData,
        ...(completedAt ? { completedAt } : {}),
      },
      owner,
    )
  }
  await db.delete('userImages', ownerRange(SIGNED_OUT))
  return works.length
}
