import { useCallback, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

/** Edits the query parameters of the address in place. */
export type SearchChange = (params: URLSearchParams) => void

/**
 * Replaces the address's query with a change applied to the latest one. React Router 6 hands
 * `setSearchParams(prev => …)` the query of the render that made that setter, so a call after an
 * await would put back whatever changed meanwhile; and the setter's identity changes with every
 * query, which reruns the effects that depend on it. This one reads the latest query, builds on its
 * own earlier calls not yet rendered, and keeps one identity.
 */
export function useSearchUpdate(): (change: SearchChange) => void {
  const navigate = useNavigate()
  const { search } = useLocation()
  const latest = useRef({ navigate, search })
  useLayoutEffect(() => {
    latest.current = { navigate, search }
  }, [navigate, search])
  return useCallback((change: SearchChange) => {
    const next = new URLSearchParams(latest.current.search)
    change(next)
    latest.current.search = `?${next}`
    latest.current.navigate({ search: latest.current.search }, { replace: true })
  }, [])
}
