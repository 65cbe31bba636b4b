import { replaceSocialAuth } from '../auth/auth'
import { recordedEvents } from '../telemetry/telemetry'

/** The test-only window hook, compiled only into the e2e build (vite.config.ts sets __E2E__). */
export interface EndToEndApi {
  readonly telemetry: { events(): ReturnType<typeof recordedEvents> }
  /** Throws from a task, as an uncaught error in app code would. */
  throwUncaught(message: string): void
  /** The social sign-in web flow, driven by tokens the test signed. */
  readonly social: {
    nextGoogleIdToken(token: string | null): void
    nextFacebookAccessToken(token: string | null): void
    signOuts(): readonly string[]
  }
}

declare global {
  interface Window {
    __huey?: EndToEndApi
  }
}

export function installEndToEndApi(target: Window): void {
  let google: string | null = null
  let facebook: string | null = null
  const signOuts: string[] = []
  replaceSocialAuth({
    googleEnabled: true,
    facebookEnabled: true,
    googleIdToken: async () => google,
    facebookAccessToken: async () => facebook,
    signOut: async (providers) => {
      signOuts.push(...providers)
    },
  })
  target.__huey = {
    telemetry: { events: () => recordedEvents() },
    throwUncaught: (message) => {
      setTimeout(() => {
        throw new Error(message)
      })
    },
    social: {
      nextGoogleIdToken: (token) => {
        google = token
      },
      nextFacebookAccessToken: (token) => {
        facebook = token
      },
      signOuts: () => signOuts,
    },
  }
}
