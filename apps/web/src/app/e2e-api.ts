import { replaceSocialAuth } from '../auth/auth'
import { openPaintScreen } from '../paint/paint-screen'
import { recordedEvents } from '../telemetry/telemetry'
import type { EndToEndApi } from './e2e-types'

export function installEndToEndApi(target: Window): void {
  let google: string | null = null
  let facebook: string | null = null
  const signOuts: string[] = []
  replaceSocialAuth({
    googleEnabled: true,
    facebookEnabled: true,
    // The e2e server has no Apple client id; Apple's sign-in is tested on the server's JWKS peer.
    appleEnabled: false,
    appleCredential: async () => null,
    googleIdToken: async () => google,
    facebookAccessToken: async () => facebook,
    signOut: async (providers) => {
      signOuts.push(...providers)
    },
  })
  const api: EndToEndApi = {
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
    paint: {
      regions: () =>
        openPaintScreen()?.session.puzzle.regions.map(({ id, color, area }) => ({
          id,
          color,
          area,
        })) ?? [],
      labelPoint: (regionId) => {
        const screen = openPaintScreen()
        const region = screen?.session.puzzle.regions.find((r) => r.id === regionId)
        return screen && region ? screen.toScreen(region.label.x, region.label.y) : null
      },
      selectedColor: () => openPaintScreen()?.session.selectedColor ?? null,
      filled: () => [...(openPaintScreen()?.session.paintingOrder ?? [])],
      puzzleSize: () => {
        const puzzle = openPaintScreen()?.session.puzzle
        return puzzle ? { width: puzzle.width, height: puzzle.height } : null
      },
      fill: (regionIds) => openPaintScreen()?.session.fillMany(regionIds) ?? 0,
    },
  }
  target.__huey = api
}
