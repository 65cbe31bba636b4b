import { useEffect } from 'react'
import { whenLaterPartsUp } from '../components/later'

/**
 * Removes the page's first paint (src/first-paint, in the server's HTML) once the app's own page
 * is on screen under it: mounted, with every part drawn later (components/later.tsx), then two
 * frames, so the page has been painted before the picture of it goes. Nothing to do where the
 * HTML came without one (the offline shell, tests).
 */
export function FirstPaintHandOff() {
  useEffect(() => {
    const paint = document.getElementById('first-paint')
    if (!paint) return
    return whenLaterPartsUp(() =>
      requestAnimationFrame(() => requestAnimationFrame(() => paint.remove())),
    )
  }, [])
  return null
}
