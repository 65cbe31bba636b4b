import type { Category } from '@huey/contracts'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type CachedImage,
  cachedCategories,
  cachedImages,
  saveCategories,
  saveImages,
  toRecord,
  worksById,
} from '../storage/catalog-cache'
import type { UserImageRecord } from '../storage/my-db'
import { fetchCategories, fetchImagesPage, type GalleryFilter } from './catalog-api'

export interface Gallery {
  readonly categories: readonly Category[]
  readonly images: readonly CachedImage[]
  readonly works: ReadonlyMap<string, UserImageRecord>
  readonly loading: boolean
  readonly offline: boolean
  readonly hasMore: boolean
  loadMore(): Promise<void>
  refresh(): Promise<void>
}

/** Offline, the cached pictures narrowed as the server would: difficulty and every word. */
function matches(image: CachedImage, filter: GalleryFilter): boolean {
  if (filter.difficulty && image.difficulty !== filter.difficulty) return false
  const words = (filter.q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const text = `${image.title} ${(image.tags ?? []).join(' ')}`.toLowerCase()
  return words.every((w) => text.includes(w))
}

/**
 * The gallery, stale-while-revalidate: what MyDb holds shows at once (offline too), then the API's
 * first page replaces it and is saved for next time.
 */
export function useGallery(filter: GalleryFilter): Gallery {
  const { category, difficulty, q } = filter
  // Titles, categories and search words come in the app's language: asked again when it changes.
  const { language } = useTranslation().i18n
  const [categories, setCategories] = useState<readonly Category[]>([])
  const [images, setImages] = useState<readonly CachedImage[]>([])
  const [works, setWorks] = useState<ReadonlyMap<string, UserImageRecord>>(new Map())
  const [loading, setLoading] = useState(true)
  const [offline, setOffline] = useState(false)
  const cursor = useRef<number | null>(null)
  const [hasMore, setHasMore] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the API client sends the language (Accept-Language); a new one asks again
  const revalidate = useCallback(async () => {
    try {
      const [cats, page] = await Promise.all([
        fetchCategories(),
        fetchImagesPage({ category, difficulty, q }, null),
      ])
      const positioned = page.images.map((img, i) => toRecord(img, i))
      // The cards render in slices (a transition), not in one long task.
      startTransition(() => {
        setCategories(cats)
        setImages(positioned)
        setHasMore(page.nextCursor !== null)
        setOffline(false)
      })
      cursor.current = page.nextCursor
      await Promise.all([saveCategories(cats), saveImages(positioned)])
    } catch {
      startTransition(() => setOffline(true))
    } finally {
      // In a transition too: a plain update here would draw every card on screen again in one go.
      startTransition(() => setLoading(false))
    }
  }, [category, difficulty, q, language])

  useEffect(() => {
    let current = true
    setLoading(true)
    void (async () => {
      const [cats, cached, w] = await Promise.all([
        cachedCategories(),
        cachedImages(category),
        worksById(),
      ])
      if (!current) return
      startTransition(() => {
        if (cats.length > 0) setCategories(cats)
        setImages(cached.filter((image) => matches(image, { difficulty, q })))
        setWorks(w)
      })
      if (cached.length > 0) startTransition(() => setLoading(false))
      await revalidate()
    })()
    return () => {
      current = false
    }
  }, [category, difficulty, q, revalidate])

  const loadMore = useCallback(async () => {
    if (cursor.current === null) return
    try {
      const page = await fetchImagesPage({ category, difficulty, q }, cursor.current)
      setImages((prev) => {
        const next = [...prev, ...page.images.map((img, i) => toRecord(img, prev.length + i))]
        void saveImages(next.slice(prev.length))
        return next
      })
      cursor.current = page.nextCursor
      setHasMore(page.nextCursor !== null)
    } catch {
      setOffline(true)
    }
  }, [category, difficulty, q])

  return { categories, images, works, loading, offline, hasMore, loadMore, refresh: revalidate }
}

/** A picture as the gallery lists and caches it. */
export type GalleryImage = CachedImage
