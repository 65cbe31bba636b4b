import { type ImageRecord, type MyDb, myDb } from './my-db'
import { currentOwner } from './owner'

/** A picture's puzzle as MyDb keeps it (the svgData store). */
export interface StoredPuzzle {
  readonly svgData: string
  readonly colors: readonly string[]
}

/** Another space's own picture is not there for whoever is here, even by its id. */
async function othersOwn(db: MyDb, id: string): Promise<boolean> {
  const image = await db.get('images', id)
  return image?.own === true && image.owner !== currentOwner()
}

/** The puzzle of a picture: from MyDb when it was opened before (offline too), else null. */
export async function cachedPuzzle(id: string): Promise<StoredPuzzle | null> {
  const db = await myDb()
  if (await othersOwn(db, id)) return null
  return (await db.get('svgData', id)) ?? null
}

export async function savePuzzle(id: string, puzzle: StoredPuzzle): Promise<void> {
  await (await myDb()).put('svgData', { _id: id, svgData: puzzle.svgData, colors: puzzle.colors })
}

/** The picture's record (title, thumbnail, regions), when this device has seen it. */
export async function imageRecord(id: string): Promise<ImageRecord | undefined> {
  const db = await myDb()
  return (await othersOwn(db, id)) ? undefined : db.get('images', id)
}

/** Keeps a record of a picture unless one is there already (the gallery's has its place in it). */
export async function keepImageRecord(
  record: ImageRecord & { readonly position?: number },
): Promise<void> {
  const db = await myDb()
  const tx = db.transaction('images', 'readwrite')
  if (!(await tx.store.get(record._id))) await tx.store.put(record)
  await tx.done
}
