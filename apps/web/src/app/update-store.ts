/** A new version's worker is installed and waiting; `apply` lets it take over and reloads. */
export interface UpdateAvailable {
  readonly apply: () => void
}

type Listener = (update: UpdateAvailable | null) => void

let pending: UpdateAvailable | null = null
const listeners = new Set<Listener>()

/** Tells the prompt a new version is waiting (or, with null, that there is nothing to say). */
export function announceUpdate(update: UpdateAvailable | null): void {
  pending = update
  for (const listener of listeners) listener(update)
}

/** The update prompt's subscription: called now with the current state, then on each change. */
export function onUpdateAvailable(listener: Listener): () => void {
  listeners.add(listener)
  listener(pending)
  return () => {
    listeners.delete(listener)
  }
}

/** Dismisses the prompt for this visit; the new version starts the next time the app opens. */
export function dismissUpdate(): void {
  announceUpdate(null)
}
