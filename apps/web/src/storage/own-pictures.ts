import type { Creation } from '@huey/contracts'
import { type ImageRecord, myDb } from './my-db'

/** The MyDb record of a picture the user made from a photo, here or on another device. */
function ownPictureRecord(creation: Creation): ImageRecord {
  return {
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

/** Keeps a puzzle made from a photo as the user's own picture (MyDb images and svgData, together). */
export async function keepOwnPicture(creation: Creation): Promise<void> {
  const db = await myDb()
  const tx = db.transaction(['images', 'svgData'], 'readwrite')
  await Promise.all([
    tx.objectStore('images').put(ownPictureRecord(creation)),
    tx.objectStore('svgData').put({
      _id: creation.imageId,
      svgData: creation.svgData,
      colors: creation.colors,
    }),
    tx.done,
  ])
}

/** The user's own pictures kept on this device, each with its puzzle when it has one. */
export async function ownPictures(): Promise<Creation[]> {
  const db = await myDb()
  const own = (await db.getAll('images')).filter((image) => image.own)
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

/** The ids of every own picture on this device, with or without its puzzle. */
export async function ownPictureIds(): Promise<Set<string>> {
  const db = await myDb()
  return new Set((await db.getAll('images')).filter((image) => image.own).map((i) => i._id))
}
