import type { Category } from '@huey/contracts'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type CachedImage,
  cachedCategories,
  cachedImages,
  saveCategories,
  saveImages,
  worksById,
} from '../storage/catalog-cache'
import type { UserImageRecord } from '../storage/my-db'
import { fetchCategories, fetchImagesPage, type GalleryFilter } from './catalog-api'
import { type GalleryList, listKey, startList, withFirstPage, withNextPage } from './gallery-list'
import { narrowBySearch } from './search-words'

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
function narrowed(images: readonly CachedImage[], filter: GalleryFilter): CachedImage[] {
  return narrowBySearch(
    images.filter((image) => !filter.difficulty || image.difficulty === filter.difficulty),
    (image) => `${image.title} ${(image.tags ?? []).join(' ')}`,
    filter.q ?? '',
  )
}

/**
 * The gallery, stale-while-revalidate: what MyDb holds shows at once (offline too), then the API's
 * first page replaces it and is saved for next time. Each filter and search is a list of its own,
 * with its own cursor: changing one starts a new list, and a page of the old one never lands in it.
 */
export function useGallery(filter: GalleryFilter): Gallery {
  const { category, difficulty, q } = filter
  // Titles, categories and search words come in the app's language: asked again when it changes.
  const { language } = useTranslation().i18n
  const key = listKey(filter)
  const [categories, setCategories] = useState<readonly Category[]>([])
  const [list, setList] = useState<GalleryList>(() => startList(key))
  const [works, setWorks] = useState<ReadonlyMap<string, UserImageRecord>>(new Map())
  const [loading, setLoading] = useState(true)
  const [offline, setOffline] = useState(false)
  // The list as last set, for loadMore's cursor (state read in a callback may be a render old).
  const current = useRef(list)
  const update = useCallback((next: (list: GalleryList) => GalleryList) => {
    setList((list) => {
      current.current = next(list)
      return current.current
    })
  }, [])
  const pageUnderWay = useRef<string | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the API client sends the language (Accept-Language); a new one asks again
  const revalidate = useCallback(async () => {
    try {
      const [cats, page] = await Promise.all([
        fetchCategories(),
        fetchImagesPage({ category, difficulty, q }, null),
      ])
      // The cards render in slices (a transition), not in one long task.
      startTransition(() => {
        setCategories(cats)
        update((list) => withFirstPage(list, key, page))
        setOffline(false)
      })
      await Promise.all([
        saveCategories(cats),
        saveImages(withFirstPage(startList(key), key, page).images),
      ])
    } catch {
      startTransition(() => setOffline(true))
    } finally {
      // In a transition too: a plain update here would draw every card on screen again in one go.
      startTransition(() => setLoading(false))
    }
  }, [category, difficulty, q, language, key, update])

  useEffect(() => {
    let live = true
    setLoading(true)
    update(() => startList(key))
    void (async () => {
      const [cats, cached, w] = await Promise.all([
        cachedCategories(),
        cachedImages(category),
        worksById(),
      ])
      if (!live) return
      const kept = narrowed(cached, { difficulty, q })
      startTransition(() => {
        if (cats.length > 0) setCategories(cats)
        // Only while the server's first page has not come: it is the list's truth.
        update((list) => (list.key === key && list.cursor === null ? startList(key, kept) : list))
        setWorks(w)
      })
      if (cached.length > 0) startTransition(() => setLoading(false))
      await revalidate()
    })()
    return () => {
      live = false
    }
  }, [category, difficulty, q, key, revalidate, update])

  const loadMore = useCallback(async () => {
    const list = current.current
    if (list.key !== key || list.cursor === null || pageUnderWay.current === key) return
    pageUnderWay.current = key
    try {
      const page = await fetchImagesPage({ category, difficulty, q }, list.cursor)
      update((now) => withNextPage(now, key, page))
      void saveImages(withNextPage(list, key, page).images.slice(list.images.length))
    } catch {
      setOffline(true)
    } finally {
      if (pageUnderWay.current === key) pageUnderWay.current = null
    }
  }, [category, difficulty, q, key, update])

  const shown = list.key === key ? list : startList(key)
  return {
    categories,
    images: shown.images,
    works,
    loading,
    offline,
    hasMore: shown.cursor !== null,
    loadMore,
    refresh: revalidate,
  }
}

/** A picture as the gallery lists and caches it. */
export type GalleryImage = CachedImage
