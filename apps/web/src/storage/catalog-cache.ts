import type { Category, ImageSummary } from '@huey/contracts'
import { type ImageRecord, myDb, type UserImageRecord } from './my-db'
import { ownerWorks } from './works'

/** Gallery pictures as MyDb keeps them: the summary plus its place in the list. */
export type CachedImage = ImageRecord & {
  readonly regions: number
  readonly position: number
  /** Search words besides the title, and the 2x thumbnail, as the gallery lists them. */
  readonly tags?: readonly string[]
  readonly thumbnail2x?: string
}

export function toRecord(image: ImageSummary, position: number): CachedImage {
  return { ...image, position }
}

export async function cachedCategories(): Promise<Category[]> {
  const db = await myDb()
  return (await db.getAll('categories')).map(({ _id, name }) => ({ _id, name }))
}

export async function saveCategories(categories: readonly Category[]): Promise<void> {
  const db = await myDb()
  const tx = db.transaction('categories', 'readwrite')
  await Promise.all([...categories.map((c) => tx.store.put(c)), tx.done])
}

/** The pictures seen before, in gallery order, optionally of one category (multi-entry index). */
export async function cachedImages(category?: string): Promise<CachedImage[]> {
  const db = await myDb()
  const all = (
    category
      ? await db.getAllFromIndex('images', 'categories', category)
      : await db.getAll('images')
  ) as CachedImage[]
  return all
    .filter((i) => !i.own && typeof i.position === 'number')
    .sort((a, b) => a.position - b.position)
}

export async function saveImages(images: readonly CachedImage[]): Promise<void> {
  const db = await myDb()
  const tx = db.transaction('images', 'readwrite')
  await Promise.all([...images.map((i) => tx.store.put(i)), tx.done])
}

/** The works of whoever is here by picture id, for progress on the gallery. */
export async function worksById(): Promise<Map<string, UserImageRecord>> {
  return new Map((await ownerWorks()).map((w) => [w.imageId, w]))
}
