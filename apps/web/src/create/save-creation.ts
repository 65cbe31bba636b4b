import type { Difficulty } from '@huey/contracts'
import { myDb } from '../storage/my-db'

/** Keeps a puzzle made from a photo as the user's own picture (MyDb images and svgData). */
export async function saveCreation(options: {
  readonly svgData: string
  readonly colors: readonly string[]
  readonly regions: number
  readonly difficulty: Difficulty
  readonly thumbnail: string
  readonly title: string
}): Promise<string> {
  // Unique across devices too: the time and a random part (the server keeps ids per user).
  const id = `own-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  const db = await myDb()
  const tx = db.transaction(['images', 'svgData'], 'readwrite')
  await Promise.all([
    tx.objectStore('images').put({
      _id: id,
      title: options.title,
      categories: ['mine'],
      date: new Date().toISOString().slice(0, 10),
      premium: false,
      difficulty: options.difficulty,
      thumbnail: options.thumbnail,
      own: true,
      regions: options.regions,
    }),
    tx.objectStore('svgData').put({ _id: id, svgData: options.svgData, colors: options.colors }),
    tx.done,
  ])
  return id
}
