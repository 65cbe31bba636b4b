import { Capacitor } from '@capacitor/core'
import { Haptics, ImpactStyle } from '@capacitor/haptics'

/** A phone: the app on iOS or Android, or a browser on a touch screen (where vibrate works). */
function onPhone(): boolean {
  if (Capacitor.isNativePlatform()) return true
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches
}

/**
 * A short knock for a tap with the wrong colour, on phones only (Capacitor Haptics; in a phone's
 * browser the plugin uses the Vibration API). Quietly nothing where the device cannot.
 */
export function wrongTapHaptic(): void {
  if (!onPhone()) return
  Haptics.impact({ style: ImpactStyle.Light }).catch(() => undefined)
}
