import type { TelemetryEvent } from '../telemetry/reporter'

/** The test-only window hook, compiled only into the e2e build (vite.config.ts sets __E2E__). */
export interface EndToEndApi {
  readonly telemetry: { events(): readonly TelemetryEvent[] }
  /** Throws from a task, as an uncaught error in app code would. */
  throwUncaught(message: string): void
  /** The social sign-in web flow, driven by tokens the test signed. */
  readonly social: {
    nextGoogleIdToken(token: string | null): void
    nextFacebookAccessToken(token: string | null): void
    signOuts(): readonly string[]
  }
  /** The open colouring screen: its regions and where their numbers are on screen. */
  readonly paint: {
    regions(): readonly { id: number; color: number; area: number }[]
    labelPoint(regionId: number): { x: number; y: number } | null
    selectedColor(): number | null
    /** The regions filled so far, in painting order. */
    filled(): readonly number[]
    /** The open puzzle's width and height (puzzle px). */
    puzzleSize(): { width: number; height: number } | null
    /** Fills these regions of the selected colour at once, as a drag would (the bench's set-up). */
    fill(regionIds: readonly number[]): number
  }
}

declare global {
  interface Window {
    __huey?: EndToEndApi
  }
}
