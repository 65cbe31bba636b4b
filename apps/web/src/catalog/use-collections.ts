import type { Collection } from '@huey/contracts'
import { startTransition, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchCollections } from './catalog-api'

export interface Collections {
  /** The home page's themed rows (this season's first); none while offline. */
  readonly collections: readonly Collection[]
  /** The rows came, or will not (offline): the page can lay itself out once, without shifting. */
  readonly settled: boolean
}

export function useCollections(): Collections {
  const [state, setState] = useState<Collections>({ collections: [], settled: false })
  // The rows are named in the app's language: asked again when it changes.
  const { language } = useTranslation().i18n
  // biome-ignore lint/correctness/useExhaustiveDependencies: the API client sends the language (Accept-Language); a new one asks again
  useEffect(() => {
    let current = true
    // Rows of pictures render in slices (a transition), not in one long task.
    const settle = (collections: readonly Collection[]) =>
      current && startTransition(() => setState({ collections, settled: true }))
    fetchCollections().then(settle, () => settle([]))
    return () => {
      current = false
    }
  }, [language])
  return state
}
