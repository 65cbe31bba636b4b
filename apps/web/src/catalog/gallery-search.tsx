import { useEffect, useState } from 'react'
import { useLatest } from '../lib/use-latest'

/** How long typing pauses before the gallery searches: one request per word, not per letter. */
const SEARCH_PAUSE_MS = 300

/**
 * The gallery's search field: a native search input drawn as Ionic's searchbar (gallery.css), so
 * a phone's first load starts no ion-searchbar and its three ion-icons.
 */
export function GallerySearch({
  value,
  label,
  onSearch,
}: {
  readonly value: string
  readonly label: string
  readonly onSearch: (words: string) => void
}) {
  const [typed, setTyped] = useState(value)
  // The newest callback, so that the page drawing again (pictures arriving) does not restart the pause.
  const search = useLatest(onSearch)
  useEffect(() => {
    if (typed === value) return
    const pause = setTimeout(() => search.current(typed), SEARCH_PAUSE_MS)
    return () => clearTimeout(pause)
  }, [typed, value, search])
  return (
    <search className="gallery-search">
      <input
        type="search"
        value={typed}
        placeholder={label}
        aria-label={label}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(e) => setTyped(e.target.value)}
      />
    </search>
  )
}
