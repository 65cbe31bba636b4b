import type { Creation } from '@huey/contracts'
import { type ImageRecord, myDb } from './my-db'
import { queueChange } from './outbox-queue'
import { currentOwner, SIGNED_OUT } from './owner'

/** The outbox's kind for a puzzle made from a photo: its body is read from MyDb when sent. */
export const CREATION_CHANGE = 'creation'

/** The MyDb record of a picture the user made from a photo, here or on another device. */
function ownPictureRecord(creation: Creation, owner: string): ImageRecord {
  return {
    owner,
    _id: creation.imageId,
    title: creation.title,
    categories: ['mine'],
    date: creation.createdAt.slice(0, 10),
    premium: false,
    difficulty: creation.difficulty,
    thumbnail: creation.thumbnail,
    own: true,
    regions: creation.regions,
  }
}

/**
 * Keeps a puzzle made from a photo as the own picture of whoever is here (MyDb images and svgData,
 * together). `made` says it was made on this device: a signed-in account's then goes to the outbox.
 */
export async function keepOwnPicture(
  creation: Creation,
  options: { readonly made?: boolean; readonly owner?: string } = {},
): Promise<void> {
  const owner = options.owner ?? currentOwner()
  const db = await myDb()
  const tx = db.transaction(['images', 'svgData'], 'readwrite')
  await Promise.all([
    tx.objectStore('images').put(ownPictureRecord(creation, owner)),
    tx.objectStore('svgData').put({
      _id: creation.imageId,
      svgData: creation.svgData,
      colors: creation.colors,
    }),
    tx.done,
  ])
  if (options.made && owner !== SIGNED_OUT)
    await queueChange(owner, CREATION_CHANGE, creation.imageId)
}

/** The own-picture records of one owner (the one here by default). */
export async function ownPictureRecords(owner = currentOwner()): Promise<ImageRecord[]> {
  return (await (await myDb()).getAll('images')).filter((i) => i.own && i.owner === owner)
}

/** The own pictures of whoever is here kept on this device, each with its puzzle when it has one. */
export async function ownPictures(owner = currentOwner()): Promise<Creation[]> {
  const db = await myDb()
  const own = await ownPictureRecords(owner)
  const kept = await Promise.all(
    own.map(async (image): Promise<Creation | null> => {
      const puzzle = await db.get('svgData', image._id)
      if (!puzzle || !image.regions) return null
      return {
        imageId: image._id,
        title: image.title,
        difficulty: image.difficulty,
        regions: image.regions,
        createdAt: `${image.date}T00:00:00.000Z`,
        svgData: puzzle.svgData,
        colors: [...puzzle.colors],
        thumbnail: image.thumbnail,
      }
    }),
  )
  return kept.filter((creation) => creation !== null)
}

/** The ids of every own picture of whoever is here, with or without its puzzle. */
export async function ownPictureIds(): Promise<Set<string>> {
  return new Set((await ownPictureRecords()).map((i) => i._id))
}
