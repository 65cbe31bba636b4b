import { type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react'

/** Later parts drawn into the page but not yet up, and who waits for them all to be. */
let partsToCome = 0
const waiting = new Set<() => void>()

/** Runs `then` once no later part is still to come (at once when none is); returns a cancel. */
export function whenLaterPartsUp(then: () => void): () => void {
  if (partsToCome === 0) {
    then()
    return () => waiting.delete(then)
  }
  waiting.add(then)
  return () => waiting.delete(then)
}

/**
 * Draws its children a task after the rest of the page. Ionic's components cost a phone's main
 * thread a lot on their first render: a part of a page drawn in a task of its own keeps each
 * task short (Lighthouse's total blocking time). The server's first paint stays over the app
 * until every later part is up (app/first-paint-hand-off.tsx), so nothing shows half drawn.
 */
export function Later({ children }: { readonly children: ReactNode }) {
  const [up, setUp] = useState(false)
  // A layout effect: counted in the commit that draws the page, before any hand-off looks.
  useLayoutEffect(() => {
    if (up) return
    partsToCome += 1
    return () => {
      partsToCome -= 1
      // After the commit: a later part inside this one counts itself in the same commit.
      queueMicrotask(() => {
        if (partsToCome > 0) return
        for (const then of [...waiting]) then()
        waiting.clear()
      })
    }
  }, [up])
  useEffect(() => {
    // A transition: React renders the part in slices of a few milliseconds (a plain update would
    // be rendered in one go, however big the part).
    const next = setTimeout(() => startTransition(() => setUp(true)), 0)
    return () => clearTimeout(next)
  }, [])
  return up ? children : null
}
