import { recordedEvents } from '../telemetry/telemetry'

/** The test-only window hook, compiled only into the e2e build (vite.config.ts sets __E2E__). */
export interface EndToEndApi {
  readonly telemetry: { events(): ReturnType<typeof recordedEvents> }
  /** Throws from a task, as an uncaught error in app code would. */
  throwUncaught(message: string): void
}

declare global {
  interface Window {
    __huey?: EndToEndApi
  }
}

export function installEndToEndApi(target: Window): void {
  target.__huey = {
    telemetry: { events: () => recordedEvents() },
    throwUncaught: (message) => {
      setTimeout(() => {
        throw new Error(message)
      })
    },
  }
}
