import { startTransition, useEffect, useState } from 'react'

/**
 * How many of a list's `total` items to draw now: `first` at once, then `step` more in each of the
 * tasks that follow, until all are drawn. A long list (the gallery's rows of cards) is then not one
 * long task on a phone, which answers no tap while it lasts, and the items on screen come first.
 */
export function useRevealed(total: number, first: number, step: number): number {
  const [revealed, setRevealed] = useState(first)
  useEffect(() => {
    if (revealed >= total) return
    // A transition: rendered in slices of a few milliseconds, not in one go.
    const next = setTimeout(() => startTransition(() => setRevealed((count) => count + step)), 0)
    return () => clearTimeout(next)
  }, [revealed, total, step])
  return Math.min(revealed, total)
}
