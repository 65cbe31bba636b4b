import { setupIonicReact } from '@ionic/react'

/**
 * Ionic's set-up (its mode, its global listeners), in a start-up step of its own: evaluating
 * @ionic/react is the costly part, and the Ionic router's step follows it in the next task.
 */
export function startIonic(): void {
  setupIonicReact()
}
