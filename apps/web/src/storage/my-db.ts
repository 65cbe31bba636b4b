import { LOCAL_DB_NAME, LOCAL_DB_VERSION } from '@huey/contracts'
import {
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  openDB,
  type StoreNames,
} from 'idb'
import { currentOwner, ownedKey, SIGNED_OUT } from './owner'

export interface CategoryRecord {
  readonly _id: string
  readonly name: string
}

export interface ImageRecord {
  readonly _id: string
  readonly title: string
  readonly categories: readonly string[]
  /** ISO date the picture was published (daily pictures: their day), used for ordering. */
  readonly date: string
  readonly premium: boolean
  readonly difficulty: 'easy' | 'medium' | 'hard'
  /** A small preview image as a data URL or an absolute URL. */
  readonly thumbnail: string
  /** Pictures the user made from a photo, here or on another of the account's devices. */
  readonly own?: boolean
  /** Whose own picture it is (storage/owner.ts): an account's, or the signed-out space's. */
  readonly owner?: string
  /** How many regions its puzzle has, for progress. */
  readonly regions?: number
}

export interface SvgDataRecord {
  /** The image id. */
  readonly _id: string
  readonly svgData: string
  readonly colors: readonly string[]
}

export interface UserImageRecord {
  /** The image id: one work per picture. */
  readonly _id: string
  readonly imageId: string
  /** Filled region ids: a grow-only set (DESIGN.md "Progress"). */
  readonly filled: readonly number[]
  /** PNG thumbnail of the work as a data URL. */
  readonly pngData: string
  /** ISO time of the last change. */
  readonly date: string
  readonly completedAt?: string
}

/**
 * A work as userImages keeps it: `_id` is `<owner>|<imageId>` (storage/owner.ts), so every
 * account on the device, and the signed-out painter, has a space of its own in the one store.
 */
export interface StoredUserImage extends UserImageRecord {
  readonly owner: string
}

/** MyDb version 4 (SPEC.md section 3): four stores keyed by _id. */
export interface MyDbSchema extends DBSchema {
  categories: { key: string; value: CategoryRecord; indexes: { name: string } }
  images: { key: string; value: ImageRecord; indexes: { categories: string; date: string } }
  svgData: { key: string; value: SvgDataRecord }
  userImages: { key: string; value: StoredUserImage; indexes: { date: string } }
}

export type MyDb = IDBPDatabase<MyDbSchema>
type UpgradeTransaction = IDBPTransaction<MyDbSchema, StoreNames<MyDbSchema>[], 'versionchange'>

/**
 * Brings a database from any earlier version to 4 without losing data. Earlier builds made
 * categories and images (v1), then svgData (v2), then userImages (v3), without today's indexes.
 */
export function upgradeMyDb(db: MyDb, oldVersion: number, tx: UpgradeTransaction): void {
  const names = db.objectStoreNames
  if (!names.contains('categories')) db.createObjectStore('categories', { keyPath: '_id' })
  if (!names.contains('images')) db.createObjectStore('images', { keyPath: '_id' })
  if (!names.contains('svgData')) db.createObjectStore('svgData', { keyPath: '_id' })
  if (!names.contains('userImages')) db.createObjectStore('userImages', { keyPath: '_id' })
  if (oldVersion < 4) {
    const categories = tx.objectStore('categories')
    if (!categories.indexNames.contains('name')) categories.createIndex('name', 'name')
    const images = tx.objectStore('images')
    if (!images.indexNames.contains('categories')) {
      images.createIndex('categories', 'categories', { multiEntry: true })
    }
    if (!images.indexNames.contains('date')) images.createIndex('date', 'date')
    const userImages = tx.objectStore('userImages')
    if (!userImages.indexNames.contains('date')) userImages.createIndex('date', 'date')
  }
}

/** A work kept before works had spaces: keyed by its picture alone. */
type UnsortedWork = UserImageRecord & { readonly signedOut?: true }

/**
 * Puts the works and own pictures of builds before per-account spaces into the right space, once:
 * marked as painted signed out, the signed-out space; else the account signed in now. Works of an
 * account that signed out before this build are dropped (they are on its account, synced while
 * painted), so they can never show to the next person.
 */
async function sortIntoSpaces(db: MyDb, owner: string): Promise<void> {
  const keys = await db.getAllKeys('userImages')
  const unsorted = keys.filter((key) => !key.includes('|'))
  const pictures = (await db.getAll('images')).filter((image) => image.own && !image.owner)
  if (unsorted.length === 0 && pictures.length === 0) return
  const tx = db.transaction(['userImages', 'images'], 'readwrite')
  const works = tx.objectStore('userImages')
  for (const key of unsorted) {
    const { signedOut, ...work } = (await works.get(key)) as UnsortedWork
    await works.delete(key)
    const space = signedOut ? SIGNED_OUT : owner
    if (signedOut || owner !== SIGNED_OUT) {
      await works.put({ ...work, _id: ownedKey(space, work.imageId), owner: space })
    }
  }
  for (const picture of pictures) await tx.objectStore('images').put({ ...picture, owner })
  await tx.done
}

let opening: Promise<MyDb> | undefined

/** The app's one connection to MyDb, opened on first use. */
export function myDb(): Promise<MyDb> {
  opening ??= openDB<MyDbSchema>(LOCAL_DB_NAME, LOCAL_DB_VERSION, {
    upgrade: (db, oldVersion, _newVersion, tx) => upgradeMyDb(db, oldVersion, tx),
    blocking: (_current, _blocked, event) => {
      // A newer build in another tab wants to upgrade: step aside so it can.
      ;(event.target as IDBDatabase).close()
      opening = undefined
    },
  }).then(async (db) => {
    await sortIntoSpaces(db, currentOwner())
    return db
  })
  return opening
}

/** Closes the connection (tests, and before a reset). */
export async function closeMyDb(): Promise<void> {
  const db = await opening
  db?.close()
  opening = undefined
}
