/**
 * Progress as the whole percent people read: 0 only before the first fill and 100 only when
 * complete. Plain rounding showed "0% painted" after the first fills of a puzzle with hundreds of
 * regions, as if the taps had done nothing.
 */
export function percentPainted(progress: number): number {
  if (progress <= 0) return 0
  if (progress >= 1) return 100
  return Math.min(99, Math.max(1, Math.round(progress * 100)))
}
