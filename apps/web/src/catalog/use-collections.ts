import type { Collection } from '@huey/contracts'
import { useEffect, useState } from 'react'
import { fetchCollections } from './catalog-api'

/** The home page's themed rows (this season's first); none while offline. */
export function useCollections(): readonly Collection[] {
  const [collections, setCollections] = useState<readonly Collection[]>([])
  useEffect(() => {
    let current = true
    fetchCollections().then(
      (list) => current && setCollections(list),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])
  return collections
}
