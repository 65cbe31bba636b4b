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
