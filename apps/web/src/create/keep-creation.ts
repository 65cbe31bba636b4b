import type { Creation } from '@huey/contracts'
import { myDb } from '../storage/my-db'

/** Keeps a puzzle made on another device as the user's own picture (MyDb images and svgData). */
export async function keepCreation(creation: Creation): Promise<void> {
  const db = await myDb()
  const tx = db.transaction(['images', 'svgData'], 'readwrite')
  await Promise.all([
    tx.objectStore('images').put({
      _id: creation.imageId,
      title: creation.title,
      categories: ['mine'],
      date: creation.createdAt.slice(0, 10),
      premium: false,
      difficulty: creation.difficulty,
      thumbnail: creation.thumbnail,
      own: true,
      regions: creation.regions,
    }),
    tx.objectStore('svgData').put({
      _id: creation.imageId,
      svgData: creation.svgData,
      colors: creation.colors,
    }),
    tx.done,
  ])
}
