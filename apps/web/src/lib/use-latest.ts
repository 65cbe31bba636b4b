import { type RefObject, useRef } from 'react'

/**
 * A ref that always holds the newest `value` (a callback from props, say): an effect or timer can
 * call it without listing it as a dependency, so a parent drawing again with a new callback does
 * not restart the effect.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value)
  ref.current = value
  return ref
}
