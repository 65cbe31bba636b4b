import { LOCAL_DB_NAME, LOCAL_DB_VERSION } from '@huey/contracts'
import {
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  openDB,
  type StoreNames,
} from 'idb'

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
  /** Pictures the user made from a photo on this device. */
  readonly own?: boolean
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
  /** Painted while signed out: sent to the account at the next sign-in, then cleared. */
  readonly signedOut?: true
}

/** MyDb version 4 (SPEC.md section 3): four stores keyed by _id. */
export interface MyDbSchema extends DBSchema {
  categories: { key: string; value: CategoryRecord; indexes: { name: string } }
  images: { key: string; value: ImageRecord; indexes: { categories: string; date: string } }
  svgData: { key: string; value: SvgDataRecord }
  userImages: { key: string; value: UserImageRecord; indexes: { date: string } }
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
  })
  return opening
}

/** Closes the connection (tests, and before a reset). */
export async function closeMyDb(): Promise<void> {
  const db = await opening
  db?.close()
  opening = undefined
}
