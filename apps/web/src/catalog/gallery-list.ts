import type { ImagesPage } from '@huey/contracts'
import { type CachedImage, toRecord } from '../storage/catalog-cache'
import type { GalleryFilter } from './catalog-api'

/**
 * One list of the gallery: the pictures of one filter and search, and that list's own cursor. A
 * page fetched for another list (a filter changed while it was on its way) never lands in it.
 */
export interface GalleryList {
  /** Which filter and search the list is of (listKey). */
  readonly key: string
  readonly images: readonly CachedImage[]
  /** Where the next page starts; null before the first page and after the last. */
  readonly cursor: number | null
}

/** The list a filter and search make: words count in lower case, whatever spaces surround them. */
export function listKey(filter: GalleryFilter): string {
  const words = (filter.q ?? '').toLowerCase().trim().split(/\s+/).filter(Boolean)
  return JSON.stringify([filter.category ?? '', filter.difficulty ?? '', words])
}

/** A new list: what the device has kept of it until the server answers. */
export function startList(key: string, kept: readonly CachedImage[] = []): GalleryList {
  return { key, images: kept, cursor: null }
}

/** The server's first page replaces what was shown, if it is of this list. */
export function withFirstPage(list: GalleryList, key: string, page: ImagesPage): GalleryList {
  if (list.key !== key) return list
  return { key, images: page.images.map((image, i) => toRecord(image, i)), cursor: page.nextCursor }
}

/** A next page goes at the end, if it is of this list, without a picture the list already has. */
export function withNextPage(list: GalleryList, key: string, page: ImagesPage): GalleryList {
  if (list.key !== key) return list
  const have = new Set(list.images.map((image) => image._id))
  const fresh = page.images
    .filter((image) => !have.has(image._id))
    .map((image, i) => toRecord(image, list.images.length + i))
  return { key, images: [...list.images, ...fresh], cursor: page.nextCursor }
}
