import { type ReactNode, startTransition, useEffect, useState } from 'react'

/** The longest a part waits for an idle moment: it is there by then, busy or not. */
const AT_MOST_MS = 2000

/**
 * Draws its children once the page has settled (the browser's first idle moment), in a task of
 * their own: for parts nobody uses in the page's first second, such as pull-to-refresh, whose
 * component would otherwise start in the same long task as the page itself.
 */
export function WhenIdle({ children }: { readonly children: ReactNode }) {
  const [up, setUp] = useState(false)
  useEffect(() => {
    const show = () => startTransition(() => setUp(true))
    // WebKit (Safari, iOS's web view) has no requestIdleCallback.
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(show, { timeout: AT_MOST_MS })
      return () => cancelIdleCallback(idle)
    }
    const later = setTimeout(show, AT_MOST_MS / 2)
    return () => clearTimeout(later)
  }, [])
  return up ? children : null
}
