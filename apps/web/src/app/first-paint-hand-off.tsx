import { useEffect, useLayoutEffect } from 'react'

/** Parts of the app's frame drawn a task after the rest (the tab bar), not yet on the page. */
let partsToCome = 0
let handOffWaiting: (() => void) | undefined

/**
 * For a part of the app drawn after the rest of it: the first paint stays over the app until the
 * part is `up` as well as the page. Registered while the app's frame is first drawn (a layout
 * effect), so before any page can take the first paint away.
 */
export function useLaterPart(up: boolean): void {
  useLayoutEffect(() => {
    if (up) return
    partsToCome += 1
    return () => {
      partsToCome -= 1
      if (partsToCome === 0) handOffWaiting?.()
    }
  }, [up])
}

/**
 * Removes the page's first paint (src/first-paint, in the server's HTML) once the app's own page
 * is on screen under it: mounted, with every later part of the frame (useLaterPart), then two
 * frames, so the page has been painted before the picture of it goes. Nothing to do where the
 * HTML came without one (the offline shell, tests).
 */
export function FirstPaintHandOff() {
  useEffect(() => {
    const paint = document.getElementById('first-paint')
    if (!paint) return
    const handOff = () => requestAnimationFrame(() => requestAnimationFrame(() => paint.remove()))
    if (partsToCome === 0) {
      handOff()
      return
    }
    handOffWaiting = handOff
    return () => {
      handOffWaiting = undefined
    }
  }, [])
  return null
}
