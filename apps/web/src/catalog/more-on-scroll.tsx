import { useEffect, useRef, useState } from 'react'
import { useLatest } from '../lib/use-latest'

/** How far below the screen the end of the list is when the next page is asked for. */
const AHEAD = '0px 0px 600px 0px'

/**
 * The end of a long list: when it comes near the screen, `onMore` fetches the next page, with a
 * busy line while it runs. A native IntersectionObserver, not ion-infinite-scroll: a phone's first
 * load then starts no component for a list end that is usually far below the screen.
 */
export function MoreOnScroll({
  enabled,
  shown,
  onMore,
  label,
}: {
  /** Whether there is more to fetch. */
  readonly enabled: boolean
  /** How many items the list shows: when it grows, the end is looked at again. */
  readonly shown: number
  readonly onMore: () => Promise<void>
  /** The busy line's words. */
  readonly label: string
}) {
  const end = useRef<HTMLDivElement>(null)
  const more = useLatest(onMore)
  const [busy, setBusy] = useState(false)
  // `shown` as a dependency: a new observer reports at once whether the end is still near (a tall
  // screen may need a second page straight after the first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown restarts the observer on purpose.
  useEffect(() => {
    const target = end.current
    if (!enabled || busy || !target) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setBusy(true)
        void more.current().finally(() => setBusy(false))
      },
      { rootMargin: AHEAD },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [enabled, busy, shown, more])
  return (
    <div ref={end} className="more-on-scroll">
      {busy ? (
        <p className="more-on-scroll-busy" role="status">
          {label}
        </p>
      ) : null}
    </div>
  )
}
