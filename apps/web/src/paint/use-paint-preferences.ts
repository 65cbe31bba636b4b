import { useEffect, useSyncExternalStore } from 'react'
import { usePreferences } from '../lib/preferences'
import type { PaintSession } from './paint-session'

const REDUCE_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeToMotion(listener: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined
  const query = matchMedia(REDUCE_MOTION)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/** Whether the device asks for reduced motion (`prefers-reduced-motion`). */
export function useDeviceReducesMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => typeof matchMedia === 'function' && matchMedia(REDUCE_MOTION).matches,
  )
}

/**
 * The person's colouring settings applied to the session: how the picture is drawn, and reduced
 * motion (their choice, or the device's when they have not chosen). Answers the settings.
 */
export function usePaintPreferences(session: PaintSession | null) {
  const prefs = usePreferences()
  const deviceReducesMotion = useDeviceReducesMotion()
  const reducedMotion = prefs.reducedMotion ?? deviceReducesMotion
  const largeNumbers = prefs.largeNumbers === true
  const highContrast = prefs.highContrast === true
  const symbols = prefs.colourBlind === true
  useEffect(() => {
    session?.setStyle({ largeNumbers, highContrast, symbols })
    session?.setReducedMotion(reducedMotion)
  }, [session, largeNumbers, highContrast, symbols, reducedMotion])
  return {
    prefs,
    deviceReducesMotion,
    reducedMotion,
    leftHanded: prefs.leftHanded === true,
    symbols,
  }
}
