import { useState } from 'react'

/**
 * Runs a form's action with the button disabled meanwhile. A failed action has already shown its
 * toast (the services do), so the error stops here; the form keeps what was typed.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false)
  async function run(action: () => Promise<void>) {
    setBusy(true)
    try {
      await action()
    } catch {
      // The toast has said why.
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
