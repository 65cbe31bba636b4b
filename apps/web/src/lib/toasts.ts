import { TOAST_DEFAULT_COLOR, TOAST_DURATION_MS } from '@huey/contracts'

export interface Toast {
  readonly id: number
  readonly message: string
  readonly color: string
  readonly duration: number
}

type Listener = (toast: Toast) => void
const listeners = new Set<Listener>()
/** Toasts asked for before any host was there (a session found ended while the app starts). */
const waiting: Toast[] = []
let nextId = 1

/** Shows a toast (SPEC.md section 9: 2000 ms, success by default) through the mounted ToastHost. */
export function showToast(message: string, color: string = TOAST_DEFAULT_COLOR): Toast {
  const toast = { id: nextId++, message, color, duration: TOAST_DURATION_MS }
  if (listeners.size === 0) waiting.push(toast)
  for (const listener of listeners) listener(toast)
  return toast
}

/** Listens for toasts; the first listener also gets those shown before it came. */
export function onToast(listener: Listener): () => void {
  listeners.add(listener)
  for (const toast of waiting.splice(0)) listener(toast)
  return () => listeners.delete(listener)
}
